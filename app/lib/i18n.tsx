import { use, type ReactNode } from "react";
import { IntlProvider, useLocale, useMessages, useTimeZone, type useTranslations } from "use-intl";
import { createTranslator } from "use-intl/core";
import { DEFAULT_SHOP_TIME_ZONE, LOCALE_TAGS, LOCALES, type Locale } from "#common/constants.ts";
import { intlFormatters, loadCatalogue, loadedCatalogue } from "#common/i18n/catalogues.ts";
import type { Messages } from "#common/i18n/en.ts";

declare module "use-intl" {
  interface AppConfig {
    Messages: Messages;
  }
}

/**
 * Texts, numbers and dates of the page's locale. Dates are formatted in the shop's time zone
 * (SHOP_TIME_ZONE, from the root loader), never the runtime's: the server and the shopper's
 * browser must render the same day, or hydration fails (React error #418).
 */
export function I18nProvider({
  locale,
  timeZone = DEFAULT_SHOP_TIME_ZONE,
  children,
}: {
  locale: Locale;
  timeZone?: string | undefined;
  children: ReactNode;
}) {
  // The server has both catalogues; the browser loaded its page's one before hydrating
  // (entry.client.tsx). Only a client-side navigation into the other language waits here.
  const messages = loadedCatalogue(locale) ?? use(loadCatalogue(locale));
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
