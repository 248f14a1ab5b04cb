import type { RouterContextProvider } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { getAppContext } from "./context.server.ts";
import { breadcrumbListJsonLd, type JsonLdNode } from "./json-ld.ts";
import { localizedPath, pageSeo, robotsContent, type PageSeo, type RobotsValue, type SeoInput } from "./seo.ts";

type PageInput = Omit<SeoInput, "origin" | "locale" | "siteName">;

/** pageSeo with the request's origin, locale and the shop's name filled in. */
export function seoFor(context: Readonly<RouterContextProvider>, input: PageInput): PageSeo {
  const app = getAppContext(context);
  return pageSeo({
    origin: app.origin,
    locale: app.locale,
    siteName: app.shopName,
    ...input,
  });
}

/**
 * A page that has the same path in every language (home, info pages, login...): its
 * title, the shop's keywords and a description naming the page, unless it brings its own.
 */
export function fixedPageSeo(
  context: Readonly<RouterContextProvider>,
  page: { path: string; title: string; description?: string; robots?: RobotsValue },
): PageSeo {
  const app = getAppContext(context);
  const t = translatorFor(app.locale);
  const shop = app.shopName;
  return seoFor(context, {
    title: page.title,
    description: page.description ?? t("seo.pageDescription", { page: page.title, shop }),
    keywords: t("seo.keywords"),
    paths: { de: page.path, en: page.path },
    robots: robotsContent(page.robots ?? "ALL"),
  });
}

/** BreadcrumbList from the home page down a trail of unprefixed paths, in the request's locale. */
export function breadcrumbsFor(
  context: Readonly<RouterContextProvider>,
  trail: { name: string; path: string }[],
): JsonLdNode {
  const app = getAppContext(context);
  const home = { name: translatorFor(app.locale)("nav.home"), path: "/" };
  return breadcrumbListJsonLd(
    [home, ...trail].map((crumb) => ({
      name: crumb.name,
      url: `${app.origin}${localizedPath(app.locale, crumb.path)}`,
    })),
  );
}
