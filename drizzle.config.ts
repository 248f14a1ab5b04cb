import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./server/modules/*/*.table.ts",
  out: "./server/db/migrations",
});
