import { _createCache, _createIntlFormatters, createTranslator } from "use-intl/core";
import { LOCALE_TAGS, type Locale } from "../constants.ts";
import type { Messages, ShopMessages } from "./en.ts";
import type { TextPart } from "./text-parts.ts";

/**
 * The message catalogues this process or page has, by locale (ADR 024). The server has
 * both: translator.ts adds them when it is imported (every server module that formats text
 * imports it, and entry.server.tsx does for the render). The browser has only its page's
 * language, and of it only the parts the page needs (text-parts.ts, ADR 029): entry.client.tsx
 * loads the core texts and the parts of the page's routes, chunks the server names as
 * modulepreloads, before it hydrates (loadCatalogue); a lazy chunk brings its parts with it
 * (withTexts). A client-side navigation to a route with another part, or into the other
 * language (a language switch is a full page load, ADR 003), loads it first: I18nProvider
 * suspends until it is in.
 *
 * In the client and SSR builds the catalogues are precompiled (scripts/vite-precompiled-messages.ts):
 * a leaf is a plain string or icu-minify's array form. The server's own modules, which Node
 * loads, have the ICU texts.
 */
const loaded: Partial<Record<Locale, Messages>> = {};
/** Texts added to every catalogue, also to one loaded later (the editor's, ADR 016). */
const additions: Partial<Record<Locale, object>>[] = [];

/** Adds a catalogue: the server's whole one, or the browser's core texts (its parts follow). */
export function addCatalogue(locale: Locale, messages: ShopMessages, parts: readonly TextPart[] = []): void {
  for (const texts of additions) Object.assign(messages, texts[locale]);
  loaded[locale] = messages as Messages;
  for (const part of parts) loadedParts[locale].add(part);
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
 * The browser's way in: the page's language only (never both in one page), in parts
 * (text-parts.ts, ADR 029): the core texts every page has, and the parts its routes and lazy
 * chunks ask for. A chunk each; the server names those of the page as modulepreloads. The
 * server never needs them, as it has both whole catalogues from the start.
 */
type Compiled = () => Promise<{ texts: object }>;
const PART_IMPORTS: Record<Locale, Record<TextPart | "core", Compiled>> = {
  de: {
    core: () => import("./parts/de-core.ts"),
    product: () => import("./parts/de-product.ts"),
    buying: () => import("./parts/de-buying.ts"),
    account: () => import("./parts/de-account.ts"),
    auth: () => import("./parts/de-auth.ts"),
    admin: () => import("./parts/de-admin.ts"),
    withdrawal: () => import("./parts/de-withdrawal.ts"),
    contact: () => import("./parts/de-contact.ts"),
    consent: () => import("./parts/de-consent.ts"),
    offline: () => import("./parts/de-offline.ts"),
    legal: () => import("./parts/de-legal.ts"),
    blocks: () => import("./parts/de-blocks.ts"),
  },
  en: {
    core: () => import("./parts/en-core.ts"),
    product: () => import("./parts/en-product.ts"),
    buying: () => import("./parts/en-buying.ts"),
    account: () => import("./parts/en-account.ts"),
    auth: () => import("./parts/en-auth.ts"),
    admin: () => import("./parts/en-admin.ts"),
    withdrawal: () => import("./parts/en-withdrawal.ts"),
    contact: () => import("./parts/en-contact.ts"),
    consent: () => import("./parts/en-consent.ts"),
    offline: () => import("./parts/en-offline.ts"),
    legal: () => import("./parts/en-legal.ts"),
    blocks: () => import("./parts/en-blocks.ts"),
  },
};
const loadedParts: Record<Locale, Set<TextPart>> = { de: new Set(), en: new Set() };
const loadingParts: Partial<Record<string, Promise<unknown>>> = {};
/** Parts a lazy chunk asked for: a catalogue loaded later (another language) gets them too. */
const wantedParts = new Set<TextPart>();
const loadingCatalogues: Partial<Record<string, Promise<Messages>>> = {};

function loadPart(locale: Locale, part: TextPart | "core"): Promise<unknown> {
  const key = `${locale}:${part}`;
  // A part's chunk is fetched at once, beside the core's, and merged into the catalogue after it.
  loadingParts[key] ??=
    part === "core"
      ? PART_IMPORTS[locale].core().then(({ texts }) => {
          // The server's side may have added the whole catalogue meanwhile.
          if (!loaded[locale]) addCatalogue(locale, texts as ShopMessages);
        })
      : Promise.all([PART_IMPORTS[locale][part](), loadPart(locale, "core")]).then(([{ texts }]) => {
          if (loadedParts[locale].has(part)) return;
          Object.assign(catalogueOf(locale), texts);
          loadedParts[locale].add(part);
        });
  return loadingParts[key] as Promise<unknown>;
}

/** Whether `locale`'s core texts and `parts` are in. */
export function hasTexts(locale: Locale, parts: readonly TextPart[]): boolean {
  return loaded[locale] !== undefined && parts.every((part) => loadedParts[locale].has(part));
}

/** `locale`'s catalogue with its core texts, `parts` and the parts lazy chunks asked for. */
export function loadCatalogue(locale: Locale, parts: readonly TextPart[] = []): Promise<Messages> {
  const all = [...new Set([...parts, ...wantedParts])].sort();
  const present = loaded[locale];
  if (present && hasTexts(locale, all)) return Promise.resolve(present);
  // One promise per set of parts, so a component that suspends on it gets the same one again.
  const key = `${locale}:${all.join(",")}`;
  loadingCatalogues[key] ??= Promise.all([loadPart(locale, "core"), ...all.map((part) => loadPart(locale, part))]).then(
    () => catalogueOf(locale),
  );
  return loadingCatalogues[key];
}

/**
 * For a lazy chunk's loader (text-parts.ts): the parts the chunk's components need, in the
 * page's language, with the chunk. On the server every text is in.
 */
export function requireTexts(parts: readonly TextPart[]): Promise<unknown> {
  if (typeof document === "undefined") return Promise.resolve();
  for (const part of parts) wantedParts.add(part);
  const tag = document.documentElement.lang;
  const locale = (Object.keys(LOCALE_TAGS) as Locale[]).find((candidate) => LOCALE_TAGS[candidate] === tag);
  return locale ? loadCatalogue(locale, parts) : Promise.resolve();
}

/** `load` (a lazy chunk's import) resolving once the chunk's texts are in too. */
export function withTexts<T>(parts: readonly TextPart[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), requireTexts(parts)]).then(([module]) => module);
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
