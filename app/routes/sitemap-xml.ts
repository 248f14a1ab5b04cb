import { LOCALES } from "#common/constants.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { sitemapXml, type SitemapPage } from "~/lib/sitemap-xml.ts";
import { STATIC_PAGES } from "#common/static-pages.ts";
import type { Route } from "./+types/sitemap-xml";

/** GET /sitemap.xml: home, info pages, the contact form, categories and products in both languages with alternates. */
export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const entries = (await app.rpc.getSitemapEntries()).filter(
    (entry) => entry.paths.de !== "/" && entry.paths.en !== "/",
  );
  const both = (path: string) => Object.fromEntries(LOCALES.map((locale) => [locale, path]));
  // The home page shows the newest of the catalog; info pages have no change date yet.
  const newest = entries.reduce<string | null>(
    (latest, entry) => (entry.lastmod && (!latest || entry.lastmod > latest) ? entry.lastmod : latest),
    null,
  );
  const pages: SitemapPage[] = [
    { paths: both("/"), lastmod: newest },
    ...STATIC_PAGES.map((page) => ({ paths: both(`/${page}`), lastmod: null })),
    { paths: both("/contact"), lastmod: null },
    ...entries,
  ];
  return new Response(sitemapXml(app.origin, pages), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
