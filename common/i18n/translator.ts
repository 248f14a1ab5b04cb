import { createTranslator } from "use-intl/core";
import { LOCALE_TAGS, type Locale } from "../constants.ts";
import { de } from "./de.ts";
import { en, type Messages } from "./en.ts";

export const catalogues: Record<Locale, Messages> = { de, en };

export function translatorFor(locale: Locale) {
  return createTranslator({ locale: LOCALE_TAGS[locale], messages: catalogues[locale] });
}
export type Translator = ReturnType<typeof translatorFor>;

/** Looks up a dotted key when it may not exist (error keys from the server). */
export function hasMessage(locale: Locale, key: string): boolean {
  let node: unknown = catalogues[locale];
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string";
}
