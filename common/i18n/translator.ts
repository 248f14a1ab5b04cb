import { createTranslator } from "use-intl/core";
import { LOCALE_TAGS, type Locale } from "../constants.ts";
import { de } from "./de.ts";
import { en, type Messages } from "./en.ts";

/**
 * The message catalogues of the page. They hold the shop's texts; the editor's namespaces are
 * added to these same objects when the editor chunk loads (editor-catalogue.ts, ADR 016), so
 * shoppers never download them. The type names both, as the editor's code needs them typed.
 */
export const catalogues = { de, en } as Record<Locale, Messages>;

export function translatorFor(locale: Locale) {
  return createTranslator({ locale: LOCALE_TAGS[locale], messages: catalogues[locale] });
}
export type Translator = ReturnType<typeof translatorFor>;

/**
 * The catalogues' type for a translator whose keys are known only at run time and checked with
 * hasMessage (error-message.ts): use-intl types a translator's key as any string only when the
 * leaves are `any`; with `unknown` leaves no key at all is accepted.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one untyped view of the catalogues, see above
export type UncheckedMessages = Record<string, any>;

/** Looks up a dotted key when it may not exist (error keys from the server). */
export function hasMessage(locale: Locale, key: string): boolean {
  let node: unknown = catalogues[locale];
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string";
}

/** The key form of a message with values, for zod schemas: messageKey("validation.maxLength", { max: 500 }). */
export function messageKey(key: string, values: Record<string, string | number>): string {
  return `${key}?${new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString()}`;
}
