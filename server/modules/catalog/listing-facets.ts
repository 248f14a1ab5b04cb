import { IN_STOCK_AVAILABILITY_IDS, RATING_FILTERS, type ListingSort } from "#common/listing.ts";
import type { ListingFilters } from "#common/schemas/listing.ts";
import { chooseCardVariation, isSalable, shownCents, type ItemFacts, type VariationFacts } from "./listing-rules.ts";

/**
 * Filtering, facet counts and sorting of a category's items, in memory. The candidate
 * rows come from a few set-based queries (listing-query.ts); a category of a few thousand
 * items evaluates in milliseconds. Variation-level filters (attribute values, price, in
 * stock) narrow the variations an item offers, and its card shows the best remaining one;
 * item-level filters (manufacturer, rating) keep or drop the item.
 */

export type ResolvedFilters = {
  priceMinCents: number | null;
  priceMaxCents: number | null;
  /** attribute id -> selected value ids (any of them matches). */
  attributes: Map<number, Set<number>>;
  manufacturerIds: Set<number>;
  inStock: boolean;
  minRating: number | null;
};

export type ListedProduct = { item: ItemFacts; variation: VariationFacts; shownCents: number };

export type FacetCounts = {
  /** Lowest and highest shown price of the items that match every other filter. */
  priceRange: { minCents: number; maxCents: number } | null;
  attributeValues: Map<number, number>;
  manufacturers: Map<number, number>;
  inStock: number;
  ratings: Map<number, number>;
};

export type EvaluationContext = { now: Date; showNetPrices: boolean };

/**
 * Drops filter values that no item of the list offers (stale or hand-made links), so a
 * bad value falls back to "no filter" instead of an empty list.
 */
export function resolveFilters(
  filters: ListingFilters,
  offered: { valueAttribute: Map<number, number>; manufacturerIds: Set<number> },
): ResolvedFilters {
  const attributes = new Map<number, Set<number>>();
  for (const valueId of filters.attributeValueIds ?? []) {
    const attributeId = offered.valueAttribute.get(valueId);
    if (attributeId === undefined) continue;
    const values = attributes.get(attributeId) ?? new Set<number>();
    values.add(valueId);
    attributes.set(attributeId, values);
  }
  const min = filters.priceMinCents ?? null;
  const max = filters.priceMaxCents ?? null;
  const swapped = min !== null && max !== null && min > max;
  return {
    priceMinCents: swapped ? max : min,
    priceMaxCents: swapped ? min : max,
    attributes,
    manufacturerIds: new Set((filters.manufacturerIds ?? []).filter((id) => offered.manufacturerIds.has(id))),
    inStock: filters.inStock ?? false,
    minRating: filters.minRating ?? null,
  };
}

const IN_STOCK = new Set<number>(IN_STOCK_AVAILABILITY_IDS);

/** The card an item shows under these filters, or null when the filters exclude it. */
export function evaluate(item: ItemFacts, filters: ResolvedFilters, ctx: EvaluationContext): ListedProduct | null {
  if (filters.manufacturerIds.size > 0 && !filters.manufacturerIds.has(item.manufacturerId ?? -1)) return null;
  if (filters.minRating !== null && item.ratingAverage < filters.minRating) return null;
  const candidates = item.variations.filter((variation) => {
    for (const values of filters.attributes.values()) {
      if (!variation.attributeValueIds.some((id) => values.has(id))) return false;
    }
    // In stock now: a green availability, and stock that can actually be bought.
    if (filters.inStock && !(IN_STOCK.has(variation.availabilityId) && isSalable(variation, ctx.now))) return false;
    const cents = shownCents(item, variation, ctx.showNetPrices);
    if (filters.priceMinCents !== null && cents < filters.priceMinCents) return false;
    return filters.priceMaxCents === null || cents <= filters.priceMaxCents;
  });
  const variation = chooseCardVariation(candidates, ctx.now);
  return variation ? { item, variation, shownCents: shownCents(item, variation, ctx.showNetPrices) } : null;
}

function countMatching(items: ItemFacts[], filters: ResolvedFilters, ctx: EvaluationContext): number {
  let count = 0;
  for (const item of items) if (evaluate(item, filters, ctx)) count += 1;
  return count;
}

/**
 * Disjunctive counts: each value counts the items that would match if it were the only
 * choice of its own facet, with every other facet's choices kept.
 */
export function countFacets(
  items: ItemFacts[],
  filters: ResolvedFilters,
  offered: { valueAttribute: Map<number, number>; manufacturerIds: Set<number> },
  ctx: EvaluationContext,
): FacetCounts {
  const attributeValues = new Map<number, number>();
  for (const [valueId, attributeId] of offered.valueAttribute) {
    const attributes = new Map(filters.attributes);
    attributes.set(attributeId, new Set([valueId]));
    attributeValues.set(valueId, countMatching(items, { ...filters, attributes }, ctx));
  }
  const manufacturers = new Map<number, number>();
  for (const id of offered.manufacturerIds) {
    manufacturers.set(id, countMatching(items, { ...filters, manufacturerIds: new Set([id]) }, ctx));
  }
  const ratings = new Map<number, number>();
  for (const minRating of RATING_FILTERS) ratings.set(minRating, countMatching(items, { ...filters, minRating }, ctx));

  let minCents = Infinity;
  let maxCents = -Infinity;
  for (const item of items) {
    const listed = evaluate(item, { ...filters, priceMinCents: null, priceMaxCents: null }, ctx);
    if (!listed) continue;
    minCents = Math.min(minCents, listed.shownCents);
    maxCents = Math.max(maxCents, listed.shownCents);
  }
  return {
    priceRange: minCents <= maxCents ? { minCents, maxCents } : null,
    attributeValues,
    manufacturers,
    inStock: countMatching(items, { ...filters, inStock: true }, ctx),
    ratings,
  };
}

/** What sorting reads of a listed product: a full one, or an item's summary row (catalog-view/listing-summary.ts). */
export type SortableProduct = {
  item: Pick<ItemFacts, "id" | "name" | "position" | "ratingAverage" | "ratingCount">;
  shownCents: number;
};

/** A stable order for every sort: ties fall back to the name, then the item id. */
export function sortProducts<T extends SortableProduct>(
  products: T[],
  sort: ListingSort,
  collator: Intl.Collator,
): T[] {
  const byName = (a: T, b: T) => collator.compare(a.item.name, b.item.name) || a.item.id - b.item.id;
  const rating = (p: T) => p.item.ratingAverage;
  const compare: Record<ListingSort, (a: T, b: T) => number> = {
    recommended: (a, b) => a.item.position - b.item.position || a.item.id - b.item.id,
    name_asc: byName,
    name_desc: (a, b) => collator.compare(b.item.name, a.item.name) || a.item.id - b.item.id,
    price_asc: (a, b) => a.shownCents - b.shownCents || byName(a, b),
    price_desc: (a, b) => b.shownCents - a.shownCents || byName(a, b),
    // Unrated products count as 0 stars; more reviews break a tie of equal averages.
    reviews_asc: (a, b) => rating(a) - rating(b) || a.item.ratingCount - b.item.ratingCount || byName(a, b),
    reviews_desc: (a, b) => rating(b) - rating(a) || b.item.ratingCount - a.item.ratingCount || byName(a, b),
  };
  return [...products].sort(compare[sort]);
}

/** Which attribute values and manufacturers the list's items offer at all. */
export function offeredValues(
  items: ItemFacts[],
  attributeOf: Map<number, number>,
): { valueAttribute: Map<number, number>; manufacturerIds: Set<number> } {
  const valueAttribute = new Map<number, number>();
  const manufacturerIds = new Set<number>();
  for (const item of items) {
    if (item.manufacturerId !== null) manufacturerIds.add(item.manufacturerId);
    for (const variation of item.variations) {
      for (const valueId of variation.attributeValueIds) {
        const attributeId = attributeOf.get(valueId);
        if (attributeId !== undefined) valueAttribute.set(valueId, attributeId);
      }
    }
  }
  return { valueAttribute, manufacturerIds };
}
