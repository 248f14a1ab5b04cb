import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "#common/constants.ts";
import { NotificationProvider } from "~/components/ui/notifications.tsx";
import { ApiProvider } from "~/lib/api.tsx";
import { I18nProvider } from "~/lib/i18n.tsx";

/** Server-renders an editor form with what it needs around it (messages, the API client). Test helper. */
export function renderForm(node: ReactNode, locale: Locale = "en"): string {
  return renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <NotificationProvider>
        <ApiProvider locale={locale} csrfToken="csrf-token">
          {node}
        </ApiProvider>
      </NotificationProvider>
    </I18nProvider>,
  );
}

/** The visible text of markup: tags dropped, entities of the usual five decoded, spaces folded. */
export function textOf(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
