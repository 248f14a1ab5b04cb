import type { ReactNode } from "react";
import { IntlProvider, useTranslations } from "use-intl";
import { LOCALE_TAGS, type Locale } from "#common/constants.ts";
import type { Messages } from "#common/i18n/en.ts";
import { catalogues } from "#common/i18n/translator.ts";

declare module "use-intl" {
  interface AppConfig {
    Messages: Messages;
  }
}

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={LOCALE_TAGS[locale]} messages={catalogues[locale]} timeZone="Europe/Berlin">
      {children}
    </IntlProvider>
  );
}

/** The translator of the current locale. */
export function useT() {
  return useTranslations();
}
