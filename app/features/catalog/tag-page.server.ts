import { itemTag } from "#common/page-cache-tags.ts";
import { data, type RouterContextProvider } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { AppError } from "#server/errors.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { pageUrl } from "~/lib/page-url.ts";
import { listingQueryOf } from "./listing-query.server.ts";
import { robotsContent } from "~/lib/seo.ts";
import { seoFor } from "~/lib/seo.server.ts";
import { canonicalListingSearch, isListingVariant, listingInput } from "./listing-search-params.ts";
import { jsonLdForPage } from "~/lib/json-ld.server.ts";
import { cardProduct } from "./card-product.ts";
import { listingItemList } from "./listing-seo.server.ts";

/** /tag/{slug}: the products with one tag, filtered and sorted like a category (404 for an unknown tag). */
export async function loadTagPage(context: Readonly<RouterContextProvider>, request: Request, slug: string) {
  const app = getAppContext(context);
  const url = pageUrl(request);
  const query = listingQueryOf(url);
  try {
    const listing = await app.rpc.getTagListing({
      slug,
      ...listingInput(query),
    });
    const t = translatorFor(app.locale);
    const name = t("catalog.tagTitle", { name: listing.tag.name });
    const title = query.page > 1 ? t("catalog.pageTitle", { name, page: query.page }) : name;
    const itemList = listingItemList(context, listing, name);
    const seo = seoFor(context, {
      title,
      description: t("seo.tagDescription", { name: listing.tag.name, shop: app.shopName }),
      keywords: `${listing.tag.name}, ${t("seo.keywords")}`,
      paths: listing.tag.pathByLocale,
      search: canonicalListingSearch(query),
      robots: robotsContent("ALL", { noindex: isListingVariant(query) }),
    });
    const jsonLd = jsonLdForPage(context, itemList ? [itemList] : []);
    app.page.tag(...listing.products.map((product) => itemTag(product.itemId)));
    return {
      // Its cards as they are shown (card-product.ts: the hydration data carries no more).
      listing: { ...listing, products: listing.products.map(cardProduct) },
      query,
      alternates: listing.tag.pathByLocale,
      seo,
      jsonLd,
    };
  } catch (error) {
    if (error instanceof AppError && (error.kind === "not_found" || error.kind === "invalid_data")) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

export type TagPageData = Awaited<ReturnType<typeof loadTagPage>>;
