import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { LOCALE_TAGS, LOCALES, DEFAULT_LOCALE } from "#common/constants.ts";
import { intlFormatters, loadCatalogue } from "#common/i18n/catalogues.ts";
import { TEXT_PART_NAMES } from "#common/i18n/text-parts.ts";
import { loadEditorShell } from "./editor-loader.ts";

/**
 * The browser's first number format of a language loads that language's ICU data: 15-30 ms on
 * a fast desktop, four times that on a phone. Done inside hydration, it lengthens one of its
 * tasks (what Lighthouse's Total Blocking Time counts, issue 14); done here, in a task of its
 * own while the catalogue loads, it leaves the main thread free in between. The formatter made
 * is the one hydration then takes from the shared cache.
 */
function warmUpIntl(tag: string): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(() => {
      try {
        intlFormatters.getNumberFormat(tag);
      } finally {
        // Hydration waits for this: it must go on even if the language were unknown here.
        resolve();
      }
    }, 0);
  });
}

/**
 * React Router's default browser entry, plus two steps before hydrating. The page's language's
 * message catalogue, its core texts and the parts the page's routes need, chunks the server
 * names as modulepreloads (root.tsx), so the browser never downloads the other language nor
 * texts of pages it is not on (common/i18n/catalogues.ts, ADR 029). And for
 * operators: a page the server rendered with the editor toolbar gets the editor chunk, so
 * hydration finds the same toolbar the server sent. (A Suspense boundary around the toolbar
 * would not do: React streams a completed boundary of that size separately, and without
 * JavaScript it would stay hidden.) Shoppers' pages have no toolbar and never load the chunk.
 */
async function hydrate() {
  const tag = document.documentElement.lang;
  const locale = LOCALES.find((candidate) => LOCALE_TAGS[candidate] === tag) ?? DEFAULT_LOCALE;
  // The catalogue parts of the page's routes (root.tsx; a page kind's chunk brings its own).
  const parts = TEXT_PART_NAMES.filter((part) => document.documentElement.dataset.texts?.split(" ").includes(part));
  await Promise.all([
    loadCatalogue(locale, parts),
    document.querySelector("[data-editor-shell]") ? loadEditorShell() : undefined,
    warmUpIntl(tag),
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
