import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Locale } from "#common/constants.ts";
import { I18nProvider } from "~/lib/i18n.tsx";

/**
 * Server-renders a block as the storefront does: in a router whose root route carries the
 * root data the blocks read (prefix, CSRF token), with the locale's messages. Test helper.
 */
export function renderBlock(node: ReactNode, locale: Locale = "en"): string {
  const prefix = locale === "en" ? "/en" : "";
  const router = createMemoryRouter([{ id: "root", path: "*", element: node, loader: () => null }], {
    initialEntries: [`${prefix}/`],
    hydrationData: { loaderData: { root: { locale, prefix, csrfToken: "csrf-token" } } },
  });
  return renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

/** The attributes of each element named `tag`, in document order, lower-cased as a browser reads them. */
export function elements(markup: string, tag: string): Record<string, string>[] {
  return [...markup.matchAll(new RegExp(`<${tag}\\b([^>]*?)/?>`, "g"))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name?.toLowerCase(), value]),
    ),
  );
}
