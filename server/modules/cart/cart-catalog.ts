import { and, asc, eq, inArray } from "drizzle-orm";
import type { Locale } from "#common/constants.ts";
import type { Database } from "../../db/client.ts";
import {
  attributes,
  attributeValues,
  availabilities,
  itemImages,
  items,
  itemTexts,
  variationAttributeValues,
  variationImages,
  variationPrices,
  variations,
  itemProperties,
  properties,
  propertySelectionValues,
} from "../catalog/index.ts";
import type { VatClass } from "../tax/index.ts";
import type { PriceRow } from "../pricing/index.ts";

/**
 * What the cart needs to know about variations, read straight from the database on every
 * call: the catalogue's 30-second read cache (ADR 005) may show an old price or stock, the
 * cart must not.
 */
export type CartVariation = {
  id: number;
  itemId: number;
  itemType: "default" | "bundle" | "set";
  vatClass: VatClass;
  active: boolean;
  salable: boolean;
  availableUntil: Date | null;
  minimumOrderQuantity: number;
  intervalOrderQuantity: number;
  maximumOrderQuantity: number | null;
  /** Shipping weight of one piece in grams. */
  weightG: number;
  number: string;
  name: string;
  urlPath: string;
  /** The variation's own first image (its colour), else the item's first. */
  image: string | null;
  /** The variation's attribute values in the attributes' order ("Farbe: Anthrazit"). */
  attributes: CartAttribute[];
  availability: { id: number; averageDays: number; name: string };
  prices: PriceRow[];
  properties: CartProperty[];
};

export type CartAttribute = { attributeId: number; valueId: number; name: string; value: string };

export type CartProperty = Pick<
  typeof properties.$inferSelect,
  "id" | "valueType" | "isRequired" | "isShownAsAdditionalCosts" | "surchargeCents" | "surchargeIncludesVat"
> & { name: string; selectionValues: { id: number; name: string }[] };

export async function loadCartVariations(
  db: Database,
  variationIds: number[],
  locale: Locale,
): Promise<Map<number, CartVariation>> {
  const ids = [...new Set(variationIds)];
  const result = new Map<number, CartVariation>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      variation: variations,
      itemType: items.itemType,
      vatClass: items.vatClass,
      name: itemTexts.name,
      urlPath: itemTexts.urlPath,
      availability: availabilities,
    })
    .from(variations)
    .innerJoin(items, eq(items.id, variations.itemId))
    .innerJoin(availabilities, eq(availabilities.id, variations.availabilityId))
    .leftJoin(itemTexts, and(eq(itemTexts.itemId, variations.itemId), eq(itemTexts.lang, locale)))
    .where(inArray(variations.id, ids));
  if (rows.length === 0) return result;
  const itemIds = [...new Set(rows.map((row) => row.variation.itemId))];
  const [priceRows, propertyRows, imageRows, ownImageRows, attributeRows] = await Promise.all([
    db.select().from(variationPrices).where(inArray(variationPrices.variationId, ids)),
    db
      .select({ itemId: itemProperties.itemId, property: properties })
      .from(itemProperties)
      .innerJoin(properties, eq(properties.id, itemProperties.propertyId))
      .where(inArray(itemProperties.itemId, itemIds))
      .orderBy(asc(properties.position), asc(properties.id)),
    db
      .select({ itemId: itemImages.itemId, fileName: itemImages.fileName })
      .from(itemImages)
      .where(inArray(itemImages.itemId, itemIds))
      .orderBy(asc(itemImages.position), asc(itemImages.id)),
    db
      .select({ variationId: variationImages.variationId, fileName: itemImages.fileName })
      .from(variationImages)
      .innerJoin(itemImages, eq(itemImages.id, variationImages.imageId))
      .where(inArray(variationImages.variationId, ids))
      .orderBy(asc(itemImages.position), asc(itemImages.id)),
    db
      .select({
        variationId: variationAttributeValues.variationId,
        attributeId: attributes.id,
        valueId: attributeValues.id,
        attributeNames: attributes.names,
        valueNames: attributeValues.names,
      })
      .from(variationAttributeValues)
      .innerJoin(attributeValues, eq(attributeValues.id, variationAttributeValues.attributeValueId))
      .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
      .where(inArray(variationAttributeValues.variationId, ids))
      .orderBy(asc(attributes.position), asc(attributes.id)),
  ]);
  const propertyIds = [...new Set(propertyRows.map((row) => row.property.id))];
  const selectionRows =
    propertyIds.length === 0
      ? []
      : await db
          .select()
          .from(propertySelectionValues)
          .where(inArray(propertySelectionValues.propertyId, propertyIds))
          .orderBy(asc(propertySelectionValues.position), asc(propertySelectionValues.id));

  for (const row of rows) {
    const { variation } = row;
    const ownProperties = propertyRows
      .filter((entry) => entry.itemId === variation.itemId)
      .map(({ property }) => ({
        id: property.id,
        valueType: property.valueType,
        isRequired: property.isRequired,
        isShownAsAdditionalCosts: property.isShownAsAdditionalCosts,
        surchargeCents: property.surchargeCents,
        surchargeIncludesVat: property.surchargeIncludesVat,
        name: property.names[locale].name,
        selectionValues: selectionRows
          .filter((value) => value.propertyId === property.id)
          .map((value) => ({ id: value.id, name: value.names[locale] })),
      }));
    result.set(variation.id, {
      id: variation.id,
      itemId: variation.itemId,
      itemType: row.itemType,
      vatClass: row.vatClass,
      active: variation.active,
      salable: variation.salable,
      availableUntil: variation.availableUntil,
      minimumOrderQuantity: variation.minimumOrderQuantity,
      intervalOrderQuantity: variation.intervalOrderQuantity,
      maximumOrderQuantity: variation.maximumOrderQuantity,
      weightG: variation.weightG,
      number: variation.number,
      name: row.name ?? variation.number,
      urlPath: row.urlPath ?? "",
      image:
        ownImageRows.find((image) => image.variationId === variation.id)?.fileName ??
        imageRows.find((image) => image.itemId === variation.itemId)?.fileName ??
        null,
      attributes: attributeRows
        .filter((attribute) => attribute.variationId === variation.id)
        .map((attribute) => ({
          attributeId: attribute.attributeId,
          valueId: attribute.valueId,
          name: attribute.attributeNames[locale],
          value: attribute.valueNames[locale],
        })),
      availability: {
        id: row.availability.id,
        averageDays: row.availability.averageDays,
        name: row.availability.names[locale],
      },
      prices: priceRows.filter((price) => price.variationId === variation.id),
      properties: ownProperties,
    });
  }
  return result;
}
