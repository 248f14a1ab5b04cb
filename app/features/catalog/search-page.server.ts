import type { RouterContextProvider } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { pageUrl } from "~/lib/page-url.ts";
import { listingQueryOf } from "./listing-query.server.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import { cardProduct } from "./card-product.ts";
import { listingInput } from "./listing-search-params.ts";

/**
 * /search?term=...: the search hits as a product list with the filters, sorting and
 * pagination of a category page (the term stays in every link). Without a term the page
 * offers the search form; no hits is a helpful page, not an error.
 */
export async function loadSearchPage(context: Readonly<RouterContextProvider>, request: Request) {
  const app = getAppContext(context);
  const url = pageUrl(request);
  const query = listingQueryOf(url);
  const t = translatorFor(app.locale);
  // Result pages are not for search engines: endless term combinations of the same products.
  const seoOf = (title: string) => fixedPageSeo(context, { path: "/search", title, robots: "NOINDEX" });
  if (!query.term) return { query, listing: null, seo: seoOf(t("search.heading")) };
  const listing = await app.rpc.getSearchResults({
    term: query.term,
    ...listingInput(query),
  });
  const title =
    query.page > 1
      ? t("search.pageTitle", { term: query.term, page: query.page })
      : t("search.title", { term: query.term });
  // Its cards as they are shown (card-product.ts: the hydration data carries no more).
  return { query, listing: { ...listing, products: listing.products.map(cardProduct) }, seo: seoOf(title) };
}

export type SearchPageData = Awaited<ReturnType<typeof loadSearchPage>>;
