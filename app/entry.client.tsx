import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { LOCALE_TAGS, LOCALES, DEFAULT_LOCALE } from "#common/constants.ts";
import { loadCatalogue } from "#common/i18n/catalogues.ts";
import { loadEditorShell } from "./editor-loader.ts";

/**
 * React Router's default browser entry, plus two steps before hydrating. The page's language's
 * message catalogue, a chunk of its own the server names as a modulepreload (root.tsx), so
 * the browser never downloads the other language (common/i18n/catalogues.ts). And for
 * operators: a page the server rendered with the editor toolbar gets the editor chunk, so
 * hydration finds the same toolbar the server sent. (A Suspense boundary around the toolbar
 * would not do: React streams a completed boundary of that size separately, and without
 * JavaScript it would stay hidden.) Shoppers' pages have no toolbar and never load the chunk.
 */
async function hydrate() {
  const tag = document.documentElement.lang;
  const locale = LOCALES.find((candidate) => LOCALE_TAGS[candidate] === tag) ?? DEFAULT_LOCALE;
  await Promise.all([
    loadCatalogue(locale),
    document.querySelector("[data-editor-shell]") ? loadEditorShell() : undefined,
  ]);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
