import type { ListingFilters } from "#common/schemas/listing.ts";
import type { ListingSort } from "#common/listing.ts";
import { findCustomerById } from "../modules/customer/index.ts";
import { listProducts } from "../modules/catalog-view/index.ts";
import type { ListingSource } from "../modules/catalog-view/index.ts";
import type { RequestContext } from "../rpc/context.ts";

/**
 * Net prices are shown when the logged-in customer's flag showNetPrices is set
 * (docs/glossary.md, storefront spec §6); guests and visitors always see gross prices.
 */
export async function showsNetPrices(ctx: RequestContext): Promise<boolean> {
  const userId = ctx.session.data.userId;
  if (!userId || ctx.session.state !== "authorized") return false;
  return (await findCustomerById(ctx.services.db, userId))?.showNetPrices ?? false;
}

/** One page of a product list in the shopper's language and price display. */
export async function listProductsFor(
  ctx: RequestContext,
  source: ListingSource,
  input: { page: number; itemsPerPage: number; sort: ListingSort; filters: ListingFilters },
) {
  return listProducts(ctx.services.db, source, {
    locale: ctx.locale,
    showNetPrices: await showsNetPrices(ctx),
    page: input.page,
    itemsPerPage: input.itemsPerPage,
    sort: input.sort,
    filters: input.filters,
  });
}
