import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pageChunks } from "./scripts/vite-page-chunks.ts";
import { precompress } from "./scripts/vite-precompress.ts";
import { racOverlayContexts } from "./scripts/vite-rac-overlay-contexts.ts";

// The catch-all route's page kinds, each a lazy chunk the server names as a modulepreload (app/routes/catch-all-views.ts).
const catchAllChunks = pageChunks({
  chunks: { product: "app/routes/catch-all-product.tsx", category: "app/routes/catch-all-category.tsx" },
  loadedWith: ["app/root.tsx", "app/routes/catch-all.tsx"],
});

export default defineConfig({
  // racOverlayContexts: editor-only react-aria-components code stays out of shopper chunks (ADR 017).
  // precompress: .br and .gz beside each text file of the client build, served as they are.
  plugins: [tailwindcss(), reactRouter(), racOverlayContexts(), catchAllChunks, precompress()],
  resolve: { tsconfigPaths: true },
  ssr: {
    // Native or WASM database drivers stay outside the SSR bundle.
    external: ["@electric-sql/pglite", "pg", "@node-rs/argon2", "ioredis"],
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The small app modules (lib, UI primitives) and common modules most pages share go
            // into one chunk instead of dozens of tiny ones split by which lazy chunk also imports
            // them (the catch-all's page kinds split them apart: each file costs a modulepreload
            // and a few hundred bytes of gzip overhead).
            codeSplitting: {
              groups: [{ name: "app-core", test: /[\\/](app[\\/](lib|components)|common)[\\/]/, minShareCount: 3 }],
            },
          },
        },
      },
    },
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
