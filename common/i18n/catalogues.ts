import { _createCache, _createIntlFormatters, createTranslator } from "use-intl/core";
import { LOCALE_TAGS, type Locale } from "../constants.ts";
import type { Messages, ShopMessages } from "./en.ts";

/**
 * The message catalogues this process or page has, by locale (ADR 024). The server has
 * both: translator.ts adds them when it is imported (every server module that formats text
 * imports it, and entry.server.tsx does for the render). The browser has only its page's language: entry.client.tsx loads that catalogue, a chunk of its
 * own that the server names as a modulepreload, before it hydrates (loadCatalogue). A
 * language switch is a full page load (ADR 003); a client-side navigation into the other
 * language would load that catalogue first (I18nProvider suspends until it is in).
 *
 * In the client and SSR builds the catalogues are precompiled (scripts/vite-precompiled-messages.ts):
 * a leaf is a plain string or icu-minify's array form. The server's own modules, which Node
 * loads, have the ICU texts.
 */
const loaded: Partial<Record<Locale, Messages>> = {};
/** Texts added to every catalogue, also to one loaded later (the editor's, ADR 016). */
const additions: Partial<Record<Locale, object>>[] = [];

export function addCatalogue(locale: Locale, messages: ShopMessages): void {
  for (const texts of additions) Object.assign(messages, texts[locale]);
  loaded[locale] = messages as Messages;
}

/** Adds texts under namespaces of their own to the catalogues, now and once loaded. */
export function addMessages(texts: Partial<Record<Locale, object>>): void {
  additions.push(texts);
  for (const locale of Object.keys(loaded) as Locale[]) Object.assign(loaded[locale] as object, texts[locale]);
}

/** The catalogue of `locale`, when it is in (always on the server). */
export function loadedCatalogue(locale: Locale): Messages | undefined {
  return loaded[locale];
}

/** The catalogue of `locale`; throws when this page has not loaded it. */
export function catalogueOf(locale: Locale): Messages {
  const messages = loaded[locale];
  if (!messages) throw new Error(`The ${locale} message catalogue is not loaded (common/i18n/catalogues.ts)`);
  return messages;
}

/**
 * The Intl objects every translator of this process or page formats with (number formats,
 * plural rules, date formats): one per language and options, made when first needed. Making
 * them anew for each translator or render was a measurable part of a page's server CPU
 * (issue 14); they are pure functions of language and options, so sharing them changes nothing.
 */
export const intlFormatters = _createIntlFormatters(_createCache());

function createTranslatorOf(locale: Locale, messages: Messages) {
  return createTranslator({ locale: LOCALE_TAGS[locale], messages, _formatters: intlFormatters });
}
export type Translator = ReturnType<typeof createTranslatorOf>;

/** One translator per catalogue object (a text added later is found by the same one). */
const translators = new WeakMap<Messages, Translator>();

/**
 * A translator of `locale`'s catalogue. Server code imports it from translator.ts, which adds
 * both catalogues; browser code from here (its page's language is loaded before hydration).
 * The same one for every call: it keeps what it parsed (the server's modules have ICU texts).
 */
export function translatorFor(locale: Locale): Translator {
  const messages = catalogueOf(locale);
  let translator = translators.get(messages);
  if (!translator) {
    translator = createTranslatorOf(locale, messages);
    translators.set(messages, translator);
  }
  return translator;
}

/**
 * The browser's way in: a chunk per language (never both in one page). The server never
 * needs it, as it has both catalogues from the start.
 */
const IMPORTS: Record<Locale, () => Promise<ShopMessages>> = {
  de: () => import("./de.ts").then((module) => module.de),
  en: () => import("./en.ts").then((module) => module.en),
};
const loading: Partial<Record<Locale, Promise<Messages>>> = {};

export function loadCatalogue(locale: Locale): Promise<Messages> {
  const present = loaded[locale];
  if (present) return Promise.resolve(present);
  loading[locale] ??= IMPORTS[locale]().then((messages) => {
    // The server's side may have added it meanwhile (the same module object).
    if (!loaded[locale]) addCatalogue(locale, messages);
    return catalogueOf(locale);
  });
  return loading[locale];
}

/** Looks up a dotted key when it may not exist (error keys from the server). */
export function hasMessage(locale: Locale, key: string): boolean {
  let node: unknown = loaded[locale];
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || Array.isArray(node) || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  // A text: plain, or (in the browser) compiled to icu-minify's array form.
  return typeof node === "string" || Array.isArray(node);
}

/**
 * The catalogues' type for a translator whose keys are known only at run time and checked with
 * hasMessage (error-message.ts): use-intl types a translator's key as any string only when the
 * leaves are `any`; with `unknown` leaves no key at all is accepted.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one untyped view of the catalogues, see above
export type UncheckedMessages = Record<string, any>;
