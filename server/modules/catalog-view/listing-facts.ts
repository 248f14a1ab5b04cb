import type { Locale } from "#common/constants.ts";
import type { Database } from "../../db/client.ts";
import type { PriceRow } from "../pricing/index.ts";
import { itemRatingSummaries } from "../review/index.ts";
import {
  loadAttributeValueRows,
  loadBundleComponentRows,
  loadItemRows,
  loadPriceRows,
  loadVariationRows,
  type ItemScope,
  type ListingSource,
} from "./listing-query.ts";
import { loadItemRowsOf } from "./item-set-query.ts";
import { cachedRead, vatRatePercent, grossPriceNow, isSalable } from "../catalog/index.ts";
import type { StockLevel, ItemFacts, VariationFacts } from "../catalog/index.ts";

/**
 * The candidate items with their active, priced variations: everything filters and sorting
 * need. The rows are cached briefly (read-cache.ts); prices and salability "now" are
 * decided from them, and that decision is kept while it cannot change (factsWindow): the
 * same array for every request in between, so the listing can keep what it computed from
 * it (listing.ts).
 */
export async function loadFacts(db: Database, source: ListingSource, locale: Locale, now: Date): Promise<ItemFacts[]> {
  const key = `facts:${locale}:${JSON.stringify([source.categoryIds, source.tagId ?? null, source.itemIds ?? null])}`;
  const rows = await cachedRead(db, key, () => loadFactRows(db, source, loadItemRows(db, source, locale)));
  const at = now.getTime();
  const kept = decided.get(rows);
  if (kept && kept.from <= at && at < kept.until) return kept.facts;
  const facts = factsFromRows(rows, source.itemIds, locale, now);
  decided.set(rows, { ...factsWindow(rows, at), facts });
  return facts;
}

type FactRows = Awaited<ReturnType<typeof loadFactRows>>;

/** The facts last decided from a set of cached rows, and the time span they hold for. */
const decided = new WeakMap<FactRows, { from: number; until: number; facts: ItemFacts[] }>();

/**
 * The span around `at` in which the facts stay what they are at `at`: time enters them only
 * through a price's validity (valid from <= now < valid until) and a variation's end of sale
 * (available until <= now), so they change only when `now` passes one of those instants.
 */
export function factsWindow(
  { priceRows, variationRows }: Pick<FactRows, "priceRows" | "variationRows">,
  at: number,
): { from: number; until: number } {
  let from = -Infinity;
  let until = Infinity;
  const consider = (instant: Date | null) => {
    if (instant === null) return;
    const t = instant.getTime();
    if (t <= at) from = Math.max(from, t);
    else until = Math.min(until, t);
  };
  for (const row of priceRows) {
    consider(row.validFrom);
    consider(row.validUntil);
  }
  for (const row of variationRows) consider(row.availableUntil);
  return { from, until };
}

/** The same facts for given items, whatever their categories (position 0): the cards of a wishlist. */
export async function loadFactsOfItems(
  db: Database,
  itemIds: number[],
  locale: Locale,
  now: Date,
): Promise<ItemFacts[]> {
  if (itemIds.length === 0) return [];
  const rows = await loadFactRows(db, { exactItemIds: itemIds }, loadItemRowsOf(db, itemIds, locale));
  return factsFromRows(rows, undefined, locale, now);
}

type ItemRow = Awaited<ReturnType<typeof loadItemRowsOf>>[number] & { position?: number | null };

async function loadFactRows(db: Database, scope: ItemScope, itemRowsQuery: PromiseLike<ItemRow[]>) {
  const [itemRows, variationRows, valueRows, priceRows, componentRows] = await Promise.all([
    itemRowsQuery,
    loadVariationRows(db, scope),
    loadAttributeValueRows(db, scope),
    loadPriceRows(db, scope),
    loadBundleComponentRows(db, scope),
  ]);
  const ratings = await itemRatingSummaries(
    db,
    itemRows.map((row) => row.id),
  );
  return { itemRows, variationRows, valueRows, priceRows, componentRows, ratings };
}

function factsFromRows(
  { itemRows, variationRows, valueRows, priceRows, componentRows, ratings }: FactRows,
  /** A search's hits, best first: that order is the list's recommended order. */
  ranked: number[] | undefined,
  locale: Locale,
  now: Date,
): ItemFacts[] {
  const pricesOf = groupBy(priceRows, (row) => row.variationId);
  const valuesOf = groupBy(valueRows, (row) => row.variationId);
  const componentsOf = groupBy(componentRows, (row) => row.bundleVariationId);
  const variationsOf = new Map<number, VariationFacts[]>();
  for (const row of variationRows) {
    const prices: PriceRow[] = pricesOf.get(row.id) ?? [];
    const grossCents = grossPriceNow(prices, now);
    if (grossCents === null) continue;
    const list = variationsOf.get(row.itemId) ?? [];
    list.push({
      id: row.id,
      isMain: row.isMain,
      position: row.position,
      salableFlag: row.salable,
      availabilityId: row.availabilityId,
      availabilityName: row.availabilityNames[locale],
      minimumOrderQuantity: row.minimumOrderQuantity,
      intervalOrderQuantity: row.intervalOrderQuantity,
      availableUntil: row.availableUntil,
      unit: { code: row.unitCode, content: Number(row.unitContent), name: row.unitNames[locale] },
      stock: stockLevel(row),
      components: (componentsOf.get(row.id) ?? []).map((component) => ({
        quantity: component.quantity,
        stock: stockLevel(component),
        salable: component.active && component.salable,
      })),
      attributeValueIds: (valuesOf.get(row.id) ?? []).map((value) => value.valueId),
      prices,
      grossCents,
    });
    variationsOf.set(row.itemId, list);
  }
  const rankOf = ranked && new Map(ranked.map((id, index) => [id, index]));
  const facts: ItemFacts[] = [];
  for (const row of itemRows) {
    const itemVariations = variationsOf.get(row.id);
    if (!itemVariations) continue;
    facts.push({
      id: row.id,
      itemType: row.itemType,
      vatRatePercent: vatRatePercent(row.vatClass),
      manufacturerId: row.manufacturerId,
      manufacturerName: row.manufacturerName,
      name: row.name,
      urlPath: row.urlPath,
      position: rankOf?.get(row.id) ?? Number(row.position ?? 0),
      ratingAverage: ratings.get(row.id)?.averageValue ?? 0,
      ratingCount: ratings.get(row.id)?.ratingsCountTotal ?? 0,
      hasOrderProperties: Boolean(row.hasOrderProperties),
      hasRequiredOrderProperty: Boolean(row.hasRequiredOrderProperty),
      variations: itemVariations,
      salableVariationCount: itemVariations.filter((variation) => isSalable(variation, now)).length,
    });
  }
  return facts;
}

function stockLevel(row: {
  stockQuantity: number | null;
  stockReserved: number | null;
  allowOverselling: boolean | null;
}): StockLevel | null {
  if (row.stockQuantity === null) return null;
  return {
    quantity: row.stockQuantity,
    reserved: row.stockReserved ?? 0,
    allowOverselling: row.allowOverselling ?? false,
  };
}

export function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
