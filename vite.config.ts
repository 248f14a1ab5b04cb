import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "./scripts/vite-precompress.ts";
import { racOverlayContexts } from "./scripts/vite-rac-overlay-contexts.ts";

export default defineConfig({
  // racOverlayContexts: editor-only react-aria-components code stays out of shopper chunks (ADR 017).
  // precompress: .br and .gz beside each text file of the client build, served as they are.
  plugins: [tailwindcss(), reactRouter(), racOverlayContexts(), precompress()],
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
