import { DEFAULT_LOCALE, LOCALES, type Locale } from "#common/constants.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { STATIC_PAGES } from "~/lib/static-pages.ts";
import type { Route } from "./+types/sitemap-xml";

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

/** The default locale's pages are unprefixed; the others carry their prefix. */
function localizedUrl(origin: string, locale: Locale, path: string): string {
  const prefixed = locale === DEFAULT_LOCALE ? path : `/${locale}${path === "/" ? "" : path}`;
  return `${origin}${prefixed}`;
}

function urlElement(origin: string, paths: Partial<Record<Locale, string>>): string {
  const locales = LOCALES.filter((locale) => paths[locale] !== undefined);
  const fallback = paths[DEFAULT_LOCALE] !== undefined ? DEFAULT_LOCALE : locales[0];
  if (!fallback) return "";
  const alternates = [
    ...locales.map((l) => ({ lang: l, href: localizedUrl(origin, l, paths[l] as string) })),
    { lang: "x-default", href: localizedUrl(origin, fallback, paths[fallback] as string) },
  ];
  return locales
    .map((locale) => {
      const links = alternates
        .map((a) => `<xhtml:link rel="alternate" hreflang="${a.lang}" href="${escapeXml(a.href)}"/>`)
        .join("");
      return `<url><loc>${escapeXml(localizedUrl(origin, locale, paths[locale] as string))}</loc>${links}</url>`;
    })
    .join("\n");
}

/** GET /sitemap.xml: home, info pages, categories and products in both languages with alternates. */
export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const entries = await app.rpc.call("getSitemapEntries");
  const both = (path: string) => Object.fromEntries(LOCALES.map((locale) => [locale, path]));
  const urls = [
    urlElement(app.origin, both("/")),
    ...STATIC_PAGES.map((page) => urlElement(app.origin, both(`/${page}`))),
    ...entries
      .filter((entry) => entry.paths.de !== "/" && entry.paths.en !== "/")
      .map((entry) => urlElement(app.origin, entry.paths)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.filter(Boolean).join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
