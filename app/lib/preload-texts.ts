import { preloadModule } from "react-dom";
import pageChunks from "virtual:page-chunks";
import type { Locale } from "#common/constants.ts";
import type { TextPart } from "#common/i18n/text-parts.ts";

/**
 * On the server: the chunks of `locale`'s catalogue parts as modulepreloads in the head, so the
 * browser fetches them with the route modules (common/i18n/catalogues.ts, ADR 029). In the
 * browser the lists are empty: its preloads are in the HTML already.
 */
export function preloadTexts(locale: Locale, parts: readonly (TextPart | "core")[]): void {
  for (const part of parts) {
    for (const href of pageChunks[`texts-${locale}-${part}`] ?? []) preloadModule(href, { as: "script" });
  }
}
