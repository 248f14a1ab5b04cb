import { LOCALE_TAGS, type Locale } from "#common/constants.ts";
import type { ListingSort } from "#common/listing.ts";
import type { ListingFilters } from "#common/schemas/listing.ts";
import type { Database } from "../../db/client.ts";
import { buildFacets, countFacets, evaluate, offeredValues, resolveFilters, sortProducts } from "../catalog/index.ts";
import { loadFacts } from "./listing-facts.ts";
import { loadAttributeLabels, type ListingSource } from "./listing-query.ts";
import type { ItemFacts, ListingFacets } from "../catalog/index.ts";
import { buildProductSummaries, type ProductSummary } from "./product-summaries.ts";

export type { ListingFacets } from "../catalog/index.ts";
export type { ProductImage, ProductSummary } from "./product-summaries.ts";

export type ListingRequest = {
  locale: Locale;
  showNetPrices: boolean;
  page: number;
  itemsPerPage: number;
  sort: ListingSort;
  filters: ListingFilters;
  now?: Date;
};

export type Listing = {
  pagination: { page: number; itemsPerPage: number; totalItems: number; totalPages: number };
  products: ProductSummary[];
  facets: ListingFacets;
};

/**
 * One page of a product list with its facets. Eleven small queries whatever the page
 * size: five for the candidate set, ratings (through the review module), attribute
 * names, and four for the page's cards (product-summaries.ts).
 */
export async function listProducts(db: Database, source: ListingSource, request: ListingRequest): Promise<Listing> {
  const now = request.now ?? new Date();
  const empty = source.categoryIds.length === 0 || source.itemIds?.length === 0;
  const facts = empty ? [] : await loadFacts(db, source, request.locale, now);
  const presentValueIds = [...new Set(facts.flatMap((item) => item.variations.flatMap((v) => v.attributeValueIds)))];
  const labels = await loadAttributeLabels(db, presentValueIds);
  const offered = offeredValues(facts, new Map(labels.map((label) => [label.valueId, label.attributeId])));
  const filters = resolveFilters(request.filters, offered);
  const ctx = { now, showNetPrices: request.showNetPrices };

  const matching = facts.flatMap((item) => evaluate(item, filters, ctx) ?? []);
  const sorted = sortProducts(matching, request.sort, new Intl.Collator(LOCALE_TAGS[request.locale]));
  const counts = countFacets(facts, filters, offered, ctx);
  const start = (request.page - 1) * request.itemsPerPage;
  const pageProducts = sorted.slice(start, start + request.itemsPerPage);

  const products = await buildProductSummaries(db, pageProducts, {
    locale: request.locale,
    showNetPrices: request.showNetPrices,
    now,
  });

  return {
    pagination: {
      page: request.page,
      itemsPerPage: request.itemsPerPage,
      totalItems: sorted.length,
      totalPages: Math.ceil(sorted.length / request.itemsPerPage),
    },
    products,
    facets: buildFacets({ facts, labels, filters, counts, locale: request.locale, currency: currencyOf(facts) }),
  };
}

function currencyOf(facts: ItemFacts[]): string {
  return facts[0]?.variations[0]?.prices[0]?.currency ?? "EUR";
}
