import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pageChunks } from "./scripts/vite-page-chunks.ts";
import { precompress } from "./scripts/vite-precompress.ts";
import { racOverlayContexts } from "./scripts/vite-rac-overlay-contexts.ts";
import { precompiledMessages } from "./scripts/vite-precompiled-messages.ts";
import { bundleReport } from "./scripts/vite-bundle-report.ts";
import { SERVER_ONLY_TEXTS } from "./common/i18n/server-only-texts.ts";
import { TEXT_PART_NAMES } from "./common/i18n/text-parts.ts";
import { LOCALES } from "./common/constants.ts";

// The browser's catalogue: per language, the core texts and each part (common/i18n/text-parts.ts).
const textChunks = LOCALES.flatMap((locale) =>
  (["core", ...TEXT_PART_NAMES] as const).map((part) => [
    `texts-${locale}-${part}`,
    `common/i18n/parts/${locale}-${part}.ts`,
  ]),
);

// Lazy chunks the server names as modulepreloads: the catch-all route's page kinds
// (app/routes/catch-all-views.ts) and the catalogue's parts (common/i18n/catalogues.ts).
const lazyChunks = pageChunks({
  chunks: {
    product: "app/routes/catch-all-product.tsx",
    category: "app/routes/catch-all-category.tsx",
    "category-blocks": "app/routes/category-blocks.tsx",
    ...Object.fromEntries(textChunks),
  },
  loadedWith: ["app/root.tsx", "app/routes/catch-all.tsx"],
});

export default defineConfig({
  // racOverlayContexts: editor-only react-aria-components code stays out of shopper chunks (ADR 017).
  // precompress: .br and .gz beside each text file of the client build, served as they are.
  // precompiledMessages: the browser gets the catalogues compiled and no ICU parser.
  // bundleReport: each client chunk's modules, for `npm run size -- --modules`.
  plugins: [
    tailwindcss(),
    reactRouter(),
    racOverlayContexts(),
    precompiledMessages({
      catalogues: [
        "common/i18n/de.ts",
        "common/i18n/en.ts",
        "common/i18n/editor-de.ts",
        "common/i18n/editor-en.ts",
        ...textChunks.map(([, file]) => file as string),
      ],
      serverOnly: SERVER_ONLY_TEXTS,
    }),
    lazyChunks,
    precompress(),
    bundleReport(),
  ],
  resolve: { tsconfigPaths: true },
  ssr: {
    // Native or WASM database drivers stay outside the SSR bundle.
    external: ["@electric-sql/pglite", "pg", "@node-rs/argon2", "ioredis"],
    // The render formats precompiled messages as the browser does (scripts/vite-precompiled-messages.ts).
    noExternal: ["use-intl"],
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The small app modules (lib, UI primitives) and common modules most pages share go
            // into one chunk instead of dozens of tiny ones split by which lazy chunk also imports
            // them (the catch-all's page kinds split them apart: each file costs a modulepreload
            // and a few hundred bytes of gzip overhead). Not the zod schemas (common/schemas): a
            // schema shared by three routes would bring zod (26 KiB gzip) to every page. Nor the
            // block documents' modules (common/blocks): only pages with blocks and the editor use them.
            codeSplitting: {
              groups: [
                {
                  name: "app-core",
                  test: /[\\/](app[\\/](lib|components)|common(?![\\/](schemas|blocks)[\\/]))[\\/]/,
                  minShareCount: 3,
                },
              ],
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
