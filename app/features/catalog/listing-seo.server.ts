import type { RouterContextProvider } from "react-router";
import type { Listing } from "#server/modules/catalog-view/listing.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { itemListJsonLd, type JsonLdNode } from "~/lib/json-ld.ts";
import { productPath } from "~/lib/product-path.ts";
import { localizedPath } from "~/lib/seo.ts";

/** ItemList of the products on one page of a listing, linking each card's product URL. */
export function listingItemList(
  context: Readonly<RouterContextProvider>,
  listing: Listing,
  name: string,
): JsonLdNode | null {
  if (listing.products.length === 0) return null;
  const { origin, locale } = getAppContext(context);
  const { page, itemsPerPage, totalItems } = listing.pagination;
  return itemListJsonLd(
    listing.products.map((product) => ({
      name: product.name,
      url: origin + localizedPath(locale, productPath(product.urlPath, product.itemId, product.linkVariationId)),
    })),
    { name, offset: (page - 1) * itemsPerPage, totalItems },
  );
}
