import { SEARCH_SUGGESTIONS_MAX } from "#common/listing.ts";
import { searchInput, searchSuggestionsInput } from "#common/schemas/listing.ts";
import { visibleCategoryIds } from "../modules/catalog-view/index.ts";
import { searchItems } from "../modules/catalog/index.ts";
import type { RequestContext } from "../rpc/context.ts";
import { defineOperation } from "../rpc/operation.ts";
import { listProductsFor } from "./shopper.ts";

async function searchSource(ctx: RequestContext, term: string) {
  const { db } = ctx.services;
  const [result, categoryIds] = await Promise.all([
    searchItems(db, ctx.locale, term),
    visibleCategoryIds(db, ctx.locale, { includeCustomerOnly: ctx.session.state === "authorized" }),
  ]);
  return { result, source: { categoryIds, itemIds: result.itemIds } };
}

/**
 * The search page's product list: the hits of the full-text search (docs/search.md) in
 * every category the visitor may see, with the facets, sorting and pagination of a
 * category page. "recommended" is the relevance order. No hits is an empty list, not an error.
 */
export const getSearchResults = defineOperation({
  name: "getSearchResults",
  kind: "query",
  access: "anonymous",
  input: searchInput,
  handler: async (input, ctx) => {
    const { result, source } = await searchSource(ctx, input.term);
    const listing = await listProductsFor(ctx, source, input);
    return { term: input.term, corrections: result.corrections, sort: input.sort, ...listing };
  },
});

/** Products for the search field's suggestions while typing: the best few hits, small. */
export const getSearchSuggestions = defineOperation({
  name: "getSearchSuggestions",
  kind: "query",
  access: "anonymous",
  input: searchSuggestionsInput,
  handler: async (input, ctx) => {
    const { source } = await searchSource(ctx, input.term);
    const listing = await listProductsFor(ctx, source, {
      page: 1,
      itemsPerPage: 10,
      sort: "recommended",
      filters: {},
    });
    return {
      term: input.term,
      totalItems: listing.pagination.totalItems,
      products: listing.products.slice(0, SEARCH_SUGGESTIONS_MAX).map((product) => ({
        itemId: product.itemId,
        variationId: product.linkVariationId,
        name: product.name,
        urlPath: product.urlPath,
        image: product.images[0] ?? null,
        price: product.prices.price,
      })),
    };
  },
});
