import { and, asc, eq, exists, gte, inArray, min, sql, type SQL } from "drizzle-orm";
import type { Locale } from "#common/constants.ts";
import type { Database } from "../../db/client.ts";
import { stock } from "../stock/index.ts";
import { alias } from "drizzle-orm/pg-core";
import {
  attributes,
  attributeValues,
  availabilities,
  bundleComponents,
  itemCategories,
  itemImages,
  items,
  itemTags,
  itemTexts,
  manufacturers,
  priceHistory,
  tags,
  units,
  variationAttributeValues,
  variationImages,
  variationPrices,
  variations,
  itemProperties,
  properties,
  cachedRead,
} from "../catalog/index.ts";

/**
 * The set-based queries behind a product list: every query takes the whole candidate
 * set or the whole page at once (no query per product), with drizzle binding all values.
 *
 * Stock rows are read here, outside the stock module (which has no query functions yet),
 * as a read model joined to the variations: only read, never written.
 */

/**
 * Where the listed items come from: these categories, optionally only items with a tag,
 * optionally only these items (a search's hits, best first: their order is the list's
 * recommended order).
 */
export type ListingSource = { categoryIds: number[]; tagId?: number; itemIds?: number[] };

function sourceCondition(db: Database, source: ListingSource): SQL | undefined {
  const conditions = [inArray(itemCategories.categoryId, source.categoryIds)];
  if (source.tagId !== undefined) {
    const tagged = db.select({ itemId: itemTags.itemId }).from(itemTags).where(eq(itemTags.tagId, source.tagId));
    conditions.push(inArray(itemCategories.itemId, tagged));
  }
  if (source.itemIds) conditions.push(inArray(itemCategories.itemId, source.itemIds));
  return and(...conditions);
}

function candidateIds(db: Database, source: ListingSource) {
  return db.select({ itemId: itemCategories.itemId }).from(itemCategories).where(sourceCondition(db, source));
}

/** The item columns of a card's facts (listing-facts.ts), for every query that loads items. */
export function itemCardColumns(db: Database) {
  return {
    id: items.id,
    itemType: items.itemType,
    vatClass: items.vatClass,
    manufacturerId: items.manufacturerId,
    manufacturerName: manufacturers.name,
    name: itemTexts.name,
    urlPath: itemTexts.urlPath,
    hasOrderProperties: exists(
      db.select({ one: itemProperties.propertyId }).from(itemProperties).where(eq(itemProperties.itemId, items.id)),
    ),
    hasRequiredOrderProperty: exists(
      db
        .select({ one: itemProperties.propertyId })
        .from(itemProperties)
        .innerJoin(properties, eq(properties.id, itemProperties.propertyId))
        .where(and(eq(itemProperties.itemId, items.id), eq(properties.isRequired, true))),
    ),
  };
}

export function loadItemRows(db: Database, source: ListingSource, locale: Locale) {
  const membership = db
    .select({ itemId: itemCategories.itemId, position: min(itemCategories.position).as("position") })
    .from(itemCategories)
    .where(sourceCondition(db, source))
    .groupBy(itemCategories.itemId)
    .as("membership");
  return db
    .select({ ...itemCardColumns(db), position: membership.position })
    .from(membership)
    .innerJoin(items, eq(items.id, membership.itemId))
    .innerJoin(itemTexts, and(eq(itemTexts.itemId, items.id), eq(itemTexts.lang, locale)))
    .leftJoin(manufacturers, eq(manufacturers.id, items.manufacturerId));
}

/**
 * The items the fact queries below cover: a listing's candidates, or given items whatever
 * their categories (the cards of a wishlist).
 */
/** A listing's candidates, or exactly these items whatever their categories (a wishlist's). */
export type ItemScope = ListingSource | { exactItemIds: number[] };

function scopedItemIds(db: Database, scope: ItemScope) {
  return "exactItemIds" in scope ? scope.exactItemIds : candidateIds(db, scope);
}

/** Active variations of the candidate items with availability, unit and stock. */
export function loadVariationRows(db: Database, scope: ItemScope) {
  return db
    .select({
      id: variations.id,
      itemId: variations.itemId,
      isMain: variations.isMain,
      position: variations.position,
      salable: variations.salable,
      availabilityId: variations.availabilityId,
      availabilityNames: availabilities.names,
      minimumOrderQuantity: variations.minimumOrderQuantity,
      intervalOrderQuantity: variations.intervalOrderQuantity,
      availableUntil: variations.availableUntil,
      unitCode: variations.unitCode,
      unitContent: variations.unitContent,
      unitNames: units.names,
      stockQuantity: stock.quantity,
      stockReserved: stock.reserved,
      allowOverselling: stock.allowOverselling,
    })
    .from(variations)
    .innerJoin(availabilities, eq(availabilities.id, variations.availabilityId))
    .innerJoin(units, eq(units.code, variations.unitCode))
    .leftJoin(stock, eq(stock.variationId, variations.id))
    .where(and(inArray(variations.itemId, scopedItemIds(db, scope)), eq(variations.active, true)));
}

function activeVariationIds(db: Database, scope: ItemScope) {
  return db
    .select({ id: variations.id })
    .from(variations)
    .where(and(inArray(variations.itemId, scopedItemIds(db, scope)), eq(variations.active, true)));
}

/** Components of the candidate bundles: a bundle is salable while its components are. */
export function loadBundleComponentRows(db: Database, scope: ItemScope) {
  const component = alias(variations, "component");
  return db
    .select({
      bundleVariationId: bundleComponents.bundleVariationId,
      quantity: bundleComponents.quantity,
      active: component.active,
      salable: component.salable,
      stockQuantity: stock.quantity,
      stockReserved: stock.reserved,
      allowOverselling: stock.allowOverselling,
    })
    .from(bundleComponents)
    .innerJoin(component, eq(component.id, bundleComponents.componentVariationId))
    .leftJoin(stock, eq(stock.variationId, component.id))
    .where(inArray(bundleComponents.bundleVariationId, activeVariationIds(db, scope)));
}

export function loadAttributeValueRows(db: Database, scope: ItemScope) {
  return db
    .select({ variationId: variationAttributeValues.variationId, valueId: variationAttributeValues.attributeValueId })
    .from(variationAttributeValues)
    .where(inArray(variationAttributeValues.variationId, activeVariationIds(db, scope)));
}

export function loadPriceRows(db: Database, scope: ItemScope) {
  return db
    .select({
      variationId: variationPrices.variationId,
      kind: variationPrices.kind,
      minimumQuantity: variationPrices.minimumQuantity,
      amountCents: variationPrices.amountCents,
      currency: variationPrices.currency,
      validFrom: variationPrices.validFrom,
      validUntil: variationPrices.validUntil,
    })
    .from(variationPrices)
    .where(inArray(variationPrices.variationId, activeVariationIds(db, scope)));
}

/** Names of the offered attribute values, for the filter form (cached briefly, read-cache.ts). */
export async function loadAttributeLabels(db: Database, valueIds: number[]) {
  if (valueIds.length === 0) return [];
  const sorted = valueIds.toSorted((a, b) => a - b);
  return cachedRead(db, `labels:${sorted.join(",")}`, () => queryAttributeLabels(db, sorted));
}

function queryAttributeLabels(db: Database, valueIds: number[]) {
  return db
    .select({
      valueId: attributeValues.id,
      valueNames: attributeValues.names,
      valuePosition: attributeValues.position,
      color: attributeValues.color,
      attributeId: attributes.id,
      attributeNames: attributes.names,
      attributePosition: attributes.position,
      display: attributes.display,
    })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(inArray(attributeValues.id, valueIds));
}

/**
 * Images, tags and the 30-day price history of one page of products, cached briefly
 * (read-cache.ts): the same page is asked for again and again, and a 30-day window that
 * starts a few seconds late changes nothing.
 */
export async function loadPageDetails(db: Database, itemIds: number[], variationIds: number[], since: Date) {
  if (itemIds.length === 0) return { images: [], variationImages: [], tags: [], lowestPrices: [] };
  const key = `page:${itemIds.join(",")}:${variationIds.join(",")}`;
  return cachedRead(db, key, () => queryPageDetails(db, itemIds, variationIds, since));
}

async function queryPageDetails(db: Database, itemIds: number[], variationIds: number[], since: Date) {
  const queries = pageDetailQueries(db, itemIds, variationIds, since);
  const [imageRows, variationImageRows, tagRows, lowestPrices] = await Promise.all([
    queries.images,
    queries.variationImages,
    queries.tags,
    queries.lowestPrices,
  ]);
  return { images: imageRows, variationImages: variationImageRows, tags: tagRows, lowestPrices };
}

/** The queries of one page's details, each by the page's ids through an index (tests/integration/search-explain.test.ts). */
export function pageDetailQueries(db: Database, itemIds: number[], variationIds: number[], since: Date) {
  return {
    images: db
      .select({
        id: itemImages.id,
        itemId: itemImages.itemId,
        fileName: itemImages.fileName,
        width: itemImages.width,
        height: itemImages.height,
        alt: itemImages.alt,
      })
      .from(itemImages)
      .where(inArray(itemImages.itemId, itemIds))
      .orderBy(asc(itemImages.position), asc(itemImages.id)),
    variationImages: db
      .select({ variationId: variationImages.variationId, imageId: variationImages.imageId })
      .from(variationImages)
      .where(inArray(variationImages.variationId, variationIds)),
    tags: db
      .select({ itemId: itemTags.itemId, tag: tags })
      .from(itemTags)
      .innerJoin(tags, eq(tags.id, itemTags.tagId))
      .where(inArray(itemTags.itemId, itemIds))
      .orderBy(asc(tags.id)),
    lowestPrices: db
      .select({ variationId: priceHistory.variationId, lowestCents: min(priceHistory.amountCents) })
      .from(priceHistory)
      .where(and(inArray(priceHistory.variationId, variationIds), gte(priceHistory.recordedAt, since)))
      .groupBy(priceHistory.variationId),
  };
}

/** A tag by its slug in one locale; a shop has tens of tags, so the slug needs no index. */
export async function findTagBySlug(db: Database, locale: Locale, slug: string) {
  const rows = await db
    .select()
    .from(tags)
    .where(sql`${tags.slugs} ->> ${locale} = ${slug}`)
    .orderBy(asc(tags.id))
    .limit(1);
  return rows[0] ?? null;
}
