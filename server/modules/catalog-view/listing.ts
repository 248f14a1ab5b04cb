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
import type { ItemFacts, ListedProduct, ListingFacets, ResolvedFilters } from "../catalog/index.ts";
import { buildProductSummaries, type ProductSummary } from "./product-summaries.ts";
import { evaluateSummary, fitsSummary, loadSummary, type SummaryProduct } from "./listing-summary.ts";

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
 * One page of a product list with its facets, in one of two ways:
 * - a category or tag list without attribute or price filters from its summary
 *   (listing-summary.ts): one narrow row per item decided by the database, counted and
 *   sorted here, and the full facts of the page's items only for their cards. A cache miss
 *   reads no other variation, price or attribute row of the list.
 * - anything else (attribute or price filters, a search's hits) from the facts of the whole
 *   candidate set: five queries, ratings and attribute names, evaluated in memory.
 * Either way the page's cards take four more queries (product-summaries.ts).
 *
 * Filtering, counting and sorting grow with the list, so they are kept per facts array or
 * summary, which stay the same object while their rows are cached and nothing in them
 * turns with the clock: a repeated request only slices its page and builds its cards.
 */
export async function listProducts(db: Database, source: ListingSource, request: ListingRequest): Promise<Listing> {
  const now = request.now ?? new Date();
  const { totalItems, facets, pageProducts } = await selectPage(db, source, request, now);
  const products = await buildProductSummaries(db, pageProducts, {
    locale: request.locale,
    showNetPrices: request.showNetPrices,
    now,
  });

  return {
    pagination: {
      page: request.page,
      itemsPerPage: request.itemsPerPage,
      totalItems,
      totalPages: Math.ceil(totalItems / request.itemsPerPage),
    },
    products,
    // Each answer gets its own copy: the kept one must not change with a caller's edits.
    facets: structuredClone(facets),
  };
}

type Page = { totalItems: number; facets: ListingFacets; pageProducts: ListedProduct[] };

/**
 * The page's products with the list's size and facets: a category or tag list from its
 * summary and the page's own facts when its filters allow, anything else from the whole
 * list's facts.
 */
function selectPage(db: Database, source: ListingSource, request: ListingRequest, now: Date): Promise<Page> {
  const empty = source.categoryIds.length === 0 || source.itemIds?.length === 0;
  if (empty) return pageFromFacts(db, null, request, now);
  if (source.itemIds === undefined && fitsSummary(request.filters)) return pageFromSummary(db, source, request, now);
  return pageFromFacts(db, source, request, now);
}

/** Exported for the test that holds it to pageFromFacts (tests/integration/listing-summary.test.ts). */
export async function pageFromSummary(
  db: Database,
  source: ListingSource,
  request: ListingRequest,
  now: Date,
): Promise<Page> {
  const summary = await loadSummary(db, source, request.locale, now);
  const { sorted, facets, filters } = await kept(summary, request, () =>
    Promise.resolve(evaluateSummary(summary, request)),
  );
  const start = (request.page - 1) * request.itemsPerPage;
  const page = sorted.slice(start, start + request.itemsPerPage);
  const pageProducts = await listedPage(db, source, page, filters, request, now);
  return { totalItems: sorted.length, facets, pageProducts };
}

/** The whole list's facts, filtered, counted and sorted (listing-facets.ts); null: an empty list. */
export async function pageFromFacts(
  db: Database,
  source: ListingSource | null,
  request: ListingRequest,
  now: Date,
): Promise<Page> {
  const facts = source ? await loadFacts(db, source, request.locale, now) : [];
  const { sorted, facets } = await evaluated(db, facts, request, now);
  const start = (request.page - 1) * request.itemsPerPage;
  return { totalItems: sorted.length, facets, pageProducts: sorted.slice(start, start + request.itemsPerPage) };
}

type Evaluation<T> = { sorted: T[]; facets: ListingFacets };

/**
 * Evaluations per facts array or summary, by request shape; a few dozen filter
 * combinations at most stay.
 */
const evaluations = new WeakMap<object, Map<string, Promise<unknown>>>();
const MAX_EVALUATIONS_PER_LIST = 64;

function kept<T>(owner: object, request: ListingRequest, evaluate: () => Promise<T>): Promise<T> {
  let entries = evaluations.get(owner);
  if (!entries) evaluations.set(owner, (entries = new Map()));
  const key = JSON.stringify([request.locale, request.showNetPrices, request.sort, request.filters]);
  const hit = entries.get(key);
  if (hit) return hit as Promise<T>;
  const evaluation = evaluate();
  entries.set(key, evaluation);
  if (entries.size > MAX_EVALUATIONS_PER_LIST) entries.delete(entries.keys().next().value as string);
  const list = entries;
  evaluation.catch(() => list.delete(key));
  return evaluation;
}

function evaluated(
  db: Database,
  facts: ItemFacts[],
  request: ListingRequest,
  now: Date,
): Promise<Evaluation<ListedProduct>> {
  // An empty list is a fresh array each time: nothing worth keeping.
  if (facts.length === 0) return evaluate(db, facts, request, now);
  return kept(facts, request, () => evaluate(db, facts, request, now));
}

/**
 * The full facts of one page's items only, evaluated under the list's filters as the whole
 * list would be: the cards are built from them as before. An item gone since the summary was
 * read is left out.
 */
async function listedPage(
  db: Database,
  source: ListingSource,
  page: SummaryProduct[],
  filters: ResolvedFilters,
  request: ListingRequest,
  now: Date,
): Promise<ListedProduct[]> {
  if (page.length === 0) return [];
  const itemIds = page.map((product) => product.item.id);
  const facts = await loadFacts(db, { ...source, itemIds }, request.locale, now);
  const byId = new Map(facts.map((item) => [item.id, item]));
  const ctx = { now, showNetPrices: request.showNetPrices };
  return itemIds.flatMap((id) => {
    const item = byId.get(id);
    return (item && evaluateItem(item, filters, ctx)) ?? [];
  });
}

/** Filters, facet counts and the sorted list of the whole candidate set (listing-facets.ts). */
async function evaluate(
  db: Database,
  facts: ItemFacts[],
  request: ListingRequest,
  now: Date,
): Promise<Evaluation<ListedProduct>> {
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
