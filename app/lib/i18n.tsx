import { use, type ReactNode } from "react";
import { useMatches } from "react-router";
import { IntlProvider, useLocale, useMessages, useTimeZone, type useTranslations } from "use-intl";
import { createTranslator } from "use-intl/core";
import { DEFAULT_SHOP_TIME_ZONE, LOCALE_TAGS, LOCALES, type Locale } from "#common/constants.ts";
import { hasTexts, intlFormatters, loadCatalogue, loadedCatalogue } from "#common/i18n/catalogues.ts";
import type { Messages } from "#common/i18n/en.ts";
import type { TextPart } from "#common/i18n/text-parts.ts";

declare module "use-intl" {
  interface AppConfig {
    Messages: Messages;
  }
}

/**
 * A route's `handle` when its components name texts of catalogue parts beyond the core
 * (common/i18n/text-parts.ts, ADR 029): `export const handle = { texts: ["buying"] } satisfies TextsHandle;`
 * common/i18n/text-parts.test.ts fails when a route's modules need a part its handle lacks.
 */
export type TextsHandle = { texts: TextPart[] };

/** The catalogue parts the matched routes name, sorted (the same list on the server and in the browser). */
export function useTextParts(): TextPart[] {
  const parts = new Set<TextPart>();
  for (const match of useMatches()) {
    for (const part of (match.handle as Partial<TextsHandle> | undefined)?.texts ?? []) parts.add(part);
  }
  return [...parts].sort();
}

const NO_PARTS: readonly TextPart[] = [];

/**
 * Texts, numbers and dates of the page's locale. Dates are formatted in the shop's time zone
 * (SHOP_TIME_ZONE, from the root loader), never the runtime's: the server and the shopper's
 * browser must render the same day, or hydration fails (React error #418).
 */
export function I18nProvider({
  locale,
  timeZone = DEFAULT_SHOP_TIME_ZONE,
  parts = NO_PARTS,
  children,
}: {
  locale: Locale;
  timeZone?: string | undefined;
  /** The catalogue parts the page needs beyond the core texts (the root: useTextParts()). */
  parts?: readonly TextPart[];
  children: ReactNode;
}) {
  // The server has both catalogues; the browser loaded its page's one, with the parts of the
  // page's routes, before hydrating (entry.client.tsx). A client-side navigation to a route
  // with another part, or into the other language, waits here (in the navigation's transition).
  const present = loadedCatalogue(locale);
  const messages = present && hasTexts(locale, parts) ? present : use(loadCatalogue(locale, parts));
  return (
    <IntlProvider locale={LOCALE_TAGS[locale]} messages={messages} timeZone={timeZone}>
      {children}
    </IntlProvider>
  );
}

type T = ReturnType<typeof useTranslations<never>>;

/**
 * Translators by catalogue, then language and time zone: the same for every render, formatting
 * with the process's Intl objects (catalogues.ts), where IntlProvider makes new ones for every
 * render (constructing them was about 3 % of a category page's server CPU, issue 14).
 */
const translators = new WeakMap<object, Map<string, T>>();

/**
 * The translator of the current locale: what `useTranslations()` gives (the same formatting
 * of the provider's catalogue, language and time zone, the same defaults for errors and
 * missing texts), made once per catalogue, language and time zone instead of once per render.
 */
export function useT(): T {
  const locale = useLocale();
  const messages = useMessages();
  const timeZone = useTimeZone();
  let byLocale = translators.get(messages);
  if (!byLocale) translators.set(messages, (byLocale = new Map()));
  const key = `${locale} ${timeZone ?? ""}`;
  let t = byLocale.get(key);
  if (!t) {
    t = createTranslator({ locale, messages, timeZone, _formatters: intlFormatters }) as unknown as T;
    byLocale.set(key, t);
  }
  return t;
}

/** The page's locale ("de" or "en") from the nearest I18nProvider. */
export function useShopLocale(): Locale {
  const tag = useLocale();
  return LOCALES.find((locale) => LOCALE_TAGS[locale] === tag) ?? LOCALES[0];
}
