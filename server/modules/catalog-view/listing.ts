import { LOCALE_TAGS, type Locale } from "#common/constants.ts";
import type { ListingSort } from "#common/listing.ts";
import type { ListingFilters } from "#common/schemas/listing.ts";
import type { Database } from "../../db/client.ts";
import {
  buildFacets,
  countFacets,
  evaluate as evaluateItem,
  offeredValues,
  resolveFilters,
  sortProducts,
} from "../catalog/index.ts";
import { loadFacts } from "./listing-facts.ts";
import { loadAttributeLabels, type ListingSource } from "./listing-query.ts";
import type { ItemFacts, ListedProduct, ListingFacets } from "../catalog/index.ts";
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
 *
 * Filtering, counting and sorting the whole candidate set is the costly part and grows
 * with the list, so it is kept (evaluated) per facts array, which loadFacts hands out
 * unchanged while its rows are cached and nothing in them turns with the clock: a request
 * then only slices its page and builds that page's cards.
 */
export async function listProducts(db: Database, source: ListingSource, request: ListingRequest): Promise<Listing> {
  const now = request.now ?? new Date();
  const empty = source.categoryIds.length === 0 || source.itemIds?.length === 0;
  const facts = empty ? [] : await loadFacts(db, source, request.locale, now);
  const { sorted, facets } = await evaluated(db, facts, request, now);
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
    // Each answer gets its own copy: the kept one must not change with a caller's edits.
    facets: structuredClone(facets),
  };
}

type Evaluation = { sorted: ListedProduct[]; facets: ListingFacets };

/** Evaluations per facts array, by request shape; a few dozen filter combinations at most stay. */
const evaluations = new WeakMap<ItemFacts[], Map<string, Promise<Evaluation>>>();
const MAX_EVALUATIONS_PER_LIST = 64;

function evaluated(db: Database, facts: ItemFacts[], request: ListingRequest, now: Date): Promise<Evaluation> {
  // An empty list is a fresh array each time: nothing worth keeping.
  if (facts.length === 0) return evaluate(db, facts, request, now);
  let kept = evaluations.get(facts);
  if (!kept) evaluations.set(facts, (kept = new Map()));
  const key = JSON.stringify([request.locale, request.showNetPrices, request.sort, request.filters]);
  const hit = kept.get(key);
  if (hit) return hit;
  const evaluation = evaluate(db, facts, request, now);
  kept.set(key, evaluation);
  if (kept.size > MAX_EVALUATIONS_PER_LIST) kept.delete(kept.keys().next().value as string);
  const entries = kept;
  evaluation.catch(() => entries.delete(key));
  return evaluation;
}

/** Filters, facet counts and the sorted list of the whole candidate set (listing-facets.ts). */
async function evaluate(db: Database, facts: ItemFacts[], request: ListingRequest, now: Date): Promise<Evaluation> {
  const presentValueIds = [...new Set(facts.flatMap((item) => item.variations.flatMap((v) => v.attributeValueIds)))];
  const labels = await loadAttributeLabels(db, presentValueIds);
  const offered = offeredValues(facts, new Map(labels.map((label) => [label.valueId, label.attributeId])));
  const filters = resolveFilters(request.filters, offered);
  const ctx = { now, showNetPrices: request.showNetPrices };

  const matching = facts.flatMap((item) => evaluateItem(item, filters, ctx) ?? []);
  const sorted = sortProducts(matching, request.sort, new Intl.Collator(LOCALE_TAGS[request.locale]));
  const counts = countFacets(facts, filters, offered, ctx);
  return {
    sorted,
    facets: buildFacets({ facts, labels, filters, counts, locale: request.locale, currency: currencyOf(facts) }),
  };
}

function currencyOf(facts: ItemFacts[]): string {
  return facts[0]?.variations[0]?.prices[0]?.currency ?? "EUR";
}
