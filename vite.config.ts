import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { racOverlayContexts } from "./scripts/vite-rac-overlay-contexts.ts";

export default defineConfig({
  // racOverlayContexts: editor-only react-aria-components code stays out of shopper chunks (ADR 017).
  plugins: [tailwindcss(), reactRouter(), racOverlayContexts()],
  resolve: { tsconfigPaths: true },
  ssr: {
    // Native or WASM database drivers stay outside the SSR bundle.
    external: ["@electric-sql/pglite", "pg", "@node-rs/argon2", "ioredis"],
  },
  environments: {
    ssr: {
      build: {
        rollupOptions: {
          // Server modules are loaded by Node itself, so the SSR bundle and the server
          // process share one instance of each (error classes, the context key).
          external: [/^#server\//],
        },
      },
    },
  },
  build: { sourcemap: false },
});
