import { DEFAULT_LOCALE, LOCALES, type Locale } from "#common/constants.ts";
import { localizedUrls } from "./seo.ts";

/** One page of the sitemap: its path (without locale prefix) per language, and its last change. */
export type SitemapPage = { paths: Partial<Record<Locale, string>>; lastmod: string | null };

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

/**
 * A <url> per language of the page (sitemaps.org), each naming all languages and
 * x-default as xhtml:link alternates, the way search engines expect hreflang in sitemaps.
 */
function urlElements(origin: string, page: SitemapPage): string[] {
  const urls = localizedUrls(origin, page.paths);
  const locales = LOCALES.filter((locale) => urls[locale]);
  const fallback = urls[DEFAULT_LOCALE] ?? (locales[0] && urls[locales[0]]);
  if (!fallback) return [];
  const links = [...locales.map((locale) => [locale, urls[locale] as string]), ["x-default", fallback]]
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href as string)}"/>`)
    .join("");
  const lastmod = page.lastmod ? `<lastmod>${escapeXml(page.lastmod)}</lastmod>` : "";
  return locales.map((locale) => `<url><loc>${escapeXml(urls[locale] as string)}</loc>${lastmod}${links}</url>`);
}

export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  const body = pages.flatMap((page) => urlElements(origin, page)).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${body}
</urlset>
`;
}
