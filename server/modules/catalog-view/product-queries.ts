import { and, asc, desc, eq, gte, inArray, lt, max, min, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Locale } from "#common/constants.ts";
import type { Database } from "../../db/client.ts";
import { stock } from "../stock/index.ts";
import {
  attributeValues,
  attributes,
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
  propertyGroups,
  propertySelectionValues,
} from "../catalog/index.ts";

/**
 * The reads behind one product page: a fixed number of queries per item, whatever its
 * number of variations, images or components.
 *
 * Stock belongs to the stock module; until it exports reads of its own (with the cart
 * issue), the variation and component queries left-join its table here, read-only.
 */

/** The item, its manufacturer and its texts in every language; undefined for an unknown item. */
export async function loadItemRow(db: Database, itemId: number) {
  const rows = await db
    .select({ item: items, manufacturer: manufacturers, texts: itemTexts })
    .from(items)
    .leftJoin(manufacturers, eq(manufacturers.id, items.manufacturerId))
    .leftJoin(itemTexts, eq(itemTexts.itemId, items.id))
    .where(eq(items.id, itemId));
  const first = rows[0];
  if (!first) return undefined;
  return {
    item: first.item,
    manufacturer: first.manufacturer,
    texts: rows.flatMap((row) => (row.texts ? [row.texts] : [])),
  };
}

const bundleVariation = alias(variations, "bundle_variation");
const componentVariation = alias(variations, "component_variation");
const earlierPrice = alias(priceHistory, "earlier_price");

/** Everything else of an item (and of its bundle components), in one round of independent queries. */
export async function loadItemRows(db: Database, itemId: number, locale: Locale, lowestPriceSince: Date) {
  const itemVariationIds = db.select({ id: variations.id }).from(variations).where(eq(variations.itemId, itemId));
  const componentVariationIds = db
    .select({ id: bundleComponents.componentVariationId })
    .from(bundleComponents)
    .innerJoin(bundleVariation, eq(bundleVariation.id, bundleComponents.bundleVariationId))
    .where(eq(bundleVariation.itemId, itemId));

  const componentItemIds = db
    .select({ id: componentVariation.itemId })
    .from(bundleComponents)
    .innerJoin(bundleVariation, eq(bundleVariation.id, bundleComponents.bundleVariationId))
    .innerJoin(componentVariation, eq(componentVariation.id, bundleComponents.componentVariationId))
    .where(eq(bundleVariation.itemId, itemId));

  const [
    variationRows,
    prices,
    lowestPrices,
    attributeRows,
    imageRows,
    categoryRows,
    tagRows,
    propertyRows,
    componentRows,
  ] = await Promise.all([
    db
      .select({ variation: variations, availability: availabilities, unit: units, stock })
      .from(variations)
      .innerJoin(availabilities, eq(availabilities.id, variations.availabilityId))
      .innerJoin(units, eq(units.code, variations.unitCode))
      .leftJoin(stock, eq(stock.variationId, variations.id))
      .where(and(eq(variations.itemId, itemId), eq(variations.active, true)))
      .orderBy(asc(variations.position), asc(variations.id)),
    db
      .select()
      .from(variationPrices)
      .where(
        or(
          inArray(variationPrices.variationId, itemVariationIds),
          inArray(variationPrices.variationId, componentVariationIds),
        ),
      ),
    // A history row holds from its time until the next one, so the price in force when
    // the window opened (the last row before it) counts as well.
    db
      .select({ variationId: priceHistory.variationId, lowestCents: min(priceHistory.amountCents) })
      .from(priceHistory)
      .where(
        and(
          inArray(priceHistory.variationId, itemVariationIds),
          or(
            gte(priceHistory.recordedAt, lowestPriceSince),
            eq(
              priceHistory.recordedAt,
              db
                .select({ at: max(earlierPrice.recordedAt) })
                .from(earlierPrice)
                .where(
                  and(
                    eq(earlierPrice.variationId, priceHistory.variationId),
                    lt(earlierPrice.recordedAt, lowestPriceSince),
                  ),
                ),
            ),
          ),
        ),
      )
      .groupBy(priceHistory.variationId),
    db
      .select({
        variationId: variationAttributeValues.variationId,
        attributeId: attributes.id,
        attributeDisplay: attributes.display,
        attributePosition: attributes.position,
        attributeNames: attributes.names,
        valueId: attributeValues.id,
        valuePosition: attributeValues.position,
        valueNames: attributeValues.names,
        valueColor: attributeValues.color,
      })
      .from(variationAttributeValues)
      .innerJoin(variations, eq(variations.id, variationAttributeValues.variationId))
      .innerJoin(attributeValues, eq(attributeValues.id, variationAttributeValues.attributeValueId))
      .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
      .where(and(eq(variations.itemId, itemId), eq(variations.active, true))),
    db
      .select({ image: itemImages, variationId: variationImages.variationId })
      .from(itemImages)
      .leftJoin(variationImages, eq(variationImages.imageId, itemImages.id))
      // The bundle components' images come along, for their thumbnails.
      .where(or(eq(itemImages.itemId, itemId), inArray(itemImages.itemId, componentItemIds)))
      .orderBy(asc(itemImages.position), asc(itemImages.id)),
    db
      .select({ categoryId: itemCategories.categoryId, isDefault: itemCategories.isDefault })
      .from(itemCategories)
      .where(eq(itemCategories.itemId, itemId))
      .orderBy(desc(itemCategories.isDefault), asc(itemCategories.position), asc(itemCategories.categoryId)),
    db
      .select({ tag: tags })
      .from(itemTags)
      .innerJoin(tags, eq(tags.id, itemTags.tagId))
      .where(eq(itemTags.itemId, itemId))
      .orderBy(asc(tags.id)),
    db
      .select({ property: properties, group: propertyGroups, value: propertySelectionValues })
      .from(itemProperties)
      .innerJoin(properties, eq(properties.id, itemProperties.propertyId))
      .leftJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
      .leftJoin(propertySelectionValues, eq(propertySelectionValues.propertyId, properties.id))
      .where(eq(itemProperties.itemId, itemId)),
    db
      .select({
        bundleVariationId: bundleComponents.bundleVariationId,
        quantity: bundleComponents.quantity,
        variation: componentVariation,
        vatClass: items.vatClass,
        name: itemTexts.name,
        urlPath: itemTexts.urlPath,
        stock,
      })
      .from(bundleComponents)
      .innerJoin(bundleVariation, eq(bundleVariation.id, bundleComponents.bundleVariationId))
      .innerJoin(componentVariation, eq(componentVariation.id, bundleComponents.componentVariationId))
      .innerJoin(items, eq(items.id, componentVariation.itemId))
      .leftJoin(itemTexts, and(eq(itemTexts.itemId, items.id), eq(itemTexts.lang, locale)))
      .leftJoin(stock, eq(stock.variationId, componentVariation.id))
      .where(eq(bundleVariation.itemId, itemId))
      .orderBy(asc(bundleComponents.bundleVariationId), asc(componentVariation.id)),
  ]);
  // One row per selection value: each property once, its values apart.
  const uniqueProperties = new Map(
    propertyRows.map((row) => [row.property.id, { property: row.property, group: row.group }]),
  );
  return {
    variationRows,
    prices,
    lowestPrices,
    attributeRows,
    imageRows,
    categoryRows,
    tagRows: tagRows.map((row) => row.tag),
    propertyRows: [...uniqueProperties.values()],
    selectionRows: propertyRows.flatMap((row) => (row.value ? [row.value] : [])),
    componentRows,
  };
}

export type ItemRows = Awaited<ReturnType<typeof loadItemRows>>;

/** An active variation's item and its slug in a locale (for /p/{variationId}/{slug}). */
export async function loadVariationPath(db: Database, variationId: number, locale: Locale) {
  const rows = await db
    .select({ itemId: variations.itemId, isMain: variations.isMain, lang: itemTexts.lang, urlPath: itemTexts.urlPath })
    .from(variations)
    .innerJoin(itemTexts, eq(itemTexts.itemId, variations.itemId))
    .where(and(eq(variations.id, variationId), eq(variations.active, true)));
  return rows.find((row) => row.lang === locale) ?? rows[0];
}
