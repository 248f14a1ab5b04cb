import { LOCALE_TAGS, type Locale } from "#common/constants.ts";
import { RATING_FILTERS, type ListingSort } from "#common/listing.ts";
import { netFromGross } from "#common/money.ts";
import type { ListingFilters } from "#common/schemas/listing.ts";
import type { Database } from "../../db/client.ts";
import { ratingSummary, type RatingSummary } from "#common/rating.ts";
import {
  buildFacets,
  cachedRead,
  forgetCachedRead,
  resolveFilters,
  sortProducts,
  vatRatePercent,
  type FacetCounts,
  type ListingFacets,
  type ResolvedFilters,
} from "../catalog/index.ts";
import { loadAttributeLabels, type ListingSource } from "./listing-query.ts";
import { queryListingSummary, querySummaryWindow, type SummaryRow } from "./listing-summary-query.ts";

/**
 * A list from one narrow row per item (listing-summary-query.ts): the database decides each
 * item's card variation, price, stock status and attribute values, so a cache miss no longer
 * reads and evaluates every variation, price and attribute row of the list. The filters by
 * manufacturer and rating keep or drop whole items, and "in stock" has its own card per item
 * in the row; an attribute or price filter narrows the variations an item offers by value or
 * price, which one row per item cannot answer, so those lists and search results keep the
 * full evaluation (listing.ts).
 */

/** Whether a request can be answered from the summary: no attribute and no price filter. */
export function fitsSummary(filters: ListingFilters): boolean {
  return (
    !filters.attributeValueIds?.length && filters.priceMinCents === undefined && filters.priceMaxCents === undefined
  );
}

export type SummaryProduct = {
  row: SummaryRow;
  item: { id: number; name: string; position: number; ratingAverage: number; ratingCount: number };
  shownCents: number;
};

type Labels = Awaited<ReturnType<typeof loadAttributeLabels>>;
export type ListingSummary = {
  rows: SummaryRow[];
  ratings: Map<number, RatingSummary>;
  labels: Labels;
  /** The span in which the rows hold (querySummaryWindow). */
  from: number;
  until: number;
};

/**
 * The list's summary, cached like the catalog's rows (read-cache.ts) while the clock stays
 * in the span it was decided for: past a price's start or end it is decided again.
 */
export async function loadSummary(
  db: Database,
  source: ListingSource,
  locale: Locale,
  now: Date,
): Promise<ListingSummary> {
  const key = `summary:${locale}:${JSON.stringify([source.categoryIds, source.tagId ?? null])}`;
  const at = now.getTime();
  const cached = await cachedRead(db, key, () => querySummary(db, source, locale, now));
  if (cached.from <= at && at < cached.until) return cached;
  forgetCachedRead(db, key);
  return cachedRead(db, key, () => querySummary(db, source, locale, now));
}

async function querySummary(db: Database, source: ListingSource, locale: Locale, now: Date): Promise<ListingSummary> {
  const [rows, window] = await Promise.all([
    queryListingSummary(db, source, locale, now),
    querySummaryWindow(db, source, now),
  ]);
  const labels = await loadAttributeLabels(db, [...new Set(rows.flatMap((row) => row.valueIds))]);
  const ratings = new Map(
    rows.map((row) => {
      const [one, two, three, four, five] = row.starCounts;
      return [row.id, ratingSummary({ 1: one, 2: two, 3: three, 4: four, 5: five })];
    }),
  );
  return { rows, ratings, labels, ...window };
}

export type SummaryEvaluation = { sorted: SummaryProduct[]; facets: ListingFacets; filters: ResolvedFilters };

/** The sorted matching items, the facets and the resolved filters (as listing-facets.ts has them). */
export function evaluateSummary(
  summary: ListingSummary,
  request: { locale: Locale; showNetPrices: boolean; sort: ListingSort; filters: ListingFilters },
): SummaryEvaluation {
  const valueAttribute = new Map(summary.labels.map((label) => [label.valueId, label.attributeId]));
  const manufacturerIds = new Set(
    summary.rows.flatMap((row) => (row.manufacturerId === null ? [] : [row.manufacturerId])),
  );
  const filters = resolveFilters(request.filters, { valueAttribute, manufacturerIds });
  const shown = (gross: number, row: SummaryRow) =>
    request.showNetPrices ? netFromGross(gross, vatRatePercent(row.vatClass)) : gross;
  const products: SummaryProduct[] = summary.rows.map((row) => ({
    row,
    item: {
      id: row.id,
      name: row.name,
      position: row.position,
      ratingAverage: summary.ratings.get(row.id)?.averageValue ?? 0,
      ratingCount: summary.ratings.get(row.id)?.ratingsCountTotal ?? 0,
    },
    // Under "in stock" the card is the best variation in stock; an item without one is not listed.
    shownCents: shown((filters.inStock ? row.inStockCardGrossCents : null) ?? row.cardGrossCents, row),
  }));
  const matching = products.filter((product) => matches(product, filters));
  return {
    sorted: sortProducts(matching, request.sort, new Intl.Collator(LOCALE_TAGS[request.locale])),
    facets: buildFacets({
      facts: summary.rows,
      labels: summary.labels,
      filters,
      counts: countSummary(products, filters, valueAttribute, manufacturerIds),
      locale: request.locale,
      currency: summary.rows[0]?.currency ?? "EUR",
    }),
    filters,
  };
}

type ItemChoice = Pick<ResolvedFilters, "manufacturerIds" | "minRating" | "inStock">;

/** evaluate (listing-facets.ts) for filters without attribute or price choices. */
function matches({ row, item }: SummaryProduct, choice: ItemChoice): boolean {
  if (choice.manufacturerIds.size > 0 && !choice.manufacturerIds.has(row.manufacturerId ?? -1)) return false;
  if (choice.minRating !== null && item.ratingAverage < choice.minRating) return false;
  return !choice.inStock || row.inStockCardGrossCents !== null;
}

/**
 * Disjunctive counts as countFacets makes them: each choice counts the items that would be
 * listed with it as the only choice of its facet and every other facet's choices kept. An
 * attribute value counts an item that has it on a variation it offers (in stock, under
 * "in stock").
 */
function countSummary(
  products: SummaryProduct[],
  filters: ResolvedFilters,
  valueAttribute: Map<number, number>,
  manufacturerIds: Set<number>,
): FacetCounts {
  const count = (choice: ItemChoice) => products.filter((product) => matches(product, choice)).length;
  const attributeValues = new Map([...valueAttribute.keys()].map((id) => [id, 0]));
  let minCents = Infinity;
  let maxCents = -Infinity;
  for (const product of products) {
    if (!matches(product, filters)) continue;
    for (const id of filters.inStock ? product.row.inStockValueIds : product.row.valueIds) {
      const counted = attributeValues.get(id);
      if (counted !== undefined) attributeValues.set(id, counted + 1);
    }
    minCents = Math.min(minCents, product.shownCents);
    maxCents = Math.max(maxCents, product.shownCents);
  }
  return {
    priceRange: minCents <= maxCents ? { minCents, maxCents } : null,
    attributeValues,
    manufacturers: new Map(
      [...manufacturerIds].map((id) => [id, count({ ...filters, manufacturerIds: new Set([id]) })]),
    ),
    inStock: count({ ...filters, inStock: true }),
    ratings: new Map(RATING_FILTERS.map((minRating) => [minRating as number, count({ ...filters, minRating })])),
  };
}
