import { use, type ReactNode } from "react";
import { IntlProvider, useLocale, useTranslations } from "use-intl";
import { DEFAULT_SHOP_TIME_ZONE, LOCALE_TAGS, LOCALES, type Locale } from "#common/constants.ts";
import { loadCatalogue, loadedCatalogue } from "#common/i18n/catalogues.ts";
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

/** The translator of the current locale. */
export function useT() {
  return useTranslations();
}

/** The page's locale ("de" or "en") from the nearest I18nProvider. */
export function useShopLocale(): Locale {
  const tag = useLocale();
  return LOCALES.find((locale) => LOCALE_TAGS[locale] === tag) ?? LOCALES[0];
}
