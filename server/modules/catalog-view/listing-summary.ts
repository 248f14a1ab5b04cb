import { LOCALE_TAGS, type Locale } from "#common/constants.ts";
import { RATING_FILTERS } from "#common/listing.ts";
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
} from "../catalog/index.ts";
import { loadAttributeLabels, type ListingSource } from "./listing-query.ts";
import { queryListingSummary, querySummaryWindow, type SummaryRow } from "./listing-summary-query.ts";

/**
 * A list without filters from one narrow row per item (listing-summary-query.ts): the
 * database decides each item's card variation, price, stock status and attribute values,
 * so a cache miss no longer reads and evaluates every variation, price and attribute row of
 * the list. Filtered lists and search results keep the full evaluation (listing.ts): a
 * filter narrows the variations an item offers, which one row per item cannot answer.
 */

/** Whether a request can be answered from the summary: no filter at all. */
export function isUnfiltered(filters: ListingFilters): boolean {
  return (
    !filters.attributeValueIds?.length &&
    !filters.manufacturerIds?.length &&
    filters.priceMinCents === undefined &&
    filters.priceMaxCents === undefined &&
    !filters.inStock &&
    filters.minRating === undefined
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

/** The sorted list and the facets of an unfiltered request (as listing-facets.ts counts them). */
export function evaluateSummary(
  summary: ListingSummary,
  request: { locale: Locale; showNetPrices: boolean; sort: Parameters<typeof sortProducts>[1] },
): { sorted: SummaryProduct[]; facets: ListingFacets } {
  const products: SummaryProduct[] = summary.rows.map((row) => ({
    row,
    item: {
      id: row.id,
      name: row.name,
      position: row.position,
      ratingAverage: summary.ratings.get(row.id)?.averageValue ?? 0,
      ratingCount: summary.ratings.get(row.id)?.ratingsCountTotal ?? 0,
    },
    shownCents: request.showNetPrices
      ? netFromGross(row.cardGrossCents, vatRatePercent(row.vatClass))
      : row.cardGrossCents,
  }));
  const sorted = sortProducts(products, request.sort, new Intl.Collator(LOCALE_TAGS[request.locale]));
  const valueAttribute = new Map(summary.labels.map((label) => [label.valueId, label.attributeId]));
  const manufacturerIds = new Set(
    summary.rows.flatMap((row) => (row.manufacturerId === null ? [] : [row.manufacturerId])),
  );
  const filters = resolveFilters({}, { valueAttribute, manufacturerIds });
  return {
    sorted,
    facets: buildFacets({
      facts: summary.rows,
      labels: summary.labels,
      filters,
      counts: countUnfiltered(products, valueAttribute, manufacturerIds),
      locale: request.locale,
      currency: summary.rows[0]?.currency ?? "EUR",
    }),
  };
}

/**
 * Without filters, each facet choice counts the listed items that have it (countFacets with
 * one choice and nothing else): an attribute value on one of its listed variations, its
 * manufacturer, a rating at least as good, a variation in stock.
 */
function countUnfiltered(
  products: SummaryProduct[],
  valueAttribute: Map<number, number>,
  manufacturerIds: Set<number>,
): FacetCounts {
  const attributeValues = new Map([...valueAttribute.keys()].map((id) => [id, 0]));
  const manufacturers = new Map([...manufacturerIds].map((id) => [id, 0]));
  const ratings = new Map(RATING_FILTERS.map((minRating) => [minRating as number, 0]));
  let inStock = 0;
  let minCents = Infinity;
  let maxCents = -Infinity;
  for (const { row, item, shownCents } of products) {
    for (const id of row.valueIds) {
      const count = attributeValues.get(id);
      if (count !== undefined) attributeValues.set(id, count + 1);
    }
    if (row.manufacturerId !== null)
      manufacturers.set(row.manufacturerId, (manufacturers.get(row.manufacturerId) ?? 0) + 1);
    for (const minRating of RATING_FILTERS) {
      if (item.ratingAverage >= minRating) ratings.set(minRating, (ratings.get(minRating) ?? 0) + 1);
    }
    if (row.inStock) inStock += 1;
    minCents = Math.min(minCents, shownCents);
    maxCents = Math.max(maxCents, shownCents);
  }
  return {
    priceRange: minCents <= maxCents ? { minCents, maxCents } : null,
    attributeValues,
    manufacturers,
    inStock,
    ratings,
  };
}
