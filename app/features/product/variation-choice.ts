import type { VariationAttributeMap } from "#server/modules/catalog/product-variation-map.ts";

/** Variation id of an attribute combination that no variation has (docs/glossary.md, storefront spec §9). */
export const INVALID_VARIATION_ID = -1;

/** The chosen value per attribute id; null while an attribute has no choice. */
export type AttributeChoice = Record<number, number | null>;

/** The attribute values of a variation, as a choice (every attribute null for an unknown id). */
export function choiceOf(map: VariationAttributeMap, variationId: number): AttributeChoice {
  const valueIds = new Set(map.variations.find((entry) => entry.variationId === variationId)?.attributeValueIds);
  return Object.fromEntries(
    map.attributes.map((attribute) => [
      attribute.attributeId,
      attribute.values.find((value) => valueIds.has(value.attributeValueId))?.attributeValueId ?? null,
    ]),
  );
}

/**
 * The variation whose values are exactly the chosen ones, or INVALID_VARIATION_ID when
 * an attribute has no choice or no variation has this combination.
 */
export function resolveVariationId(map: VariationAttributeMap, choice: AttributeChoice): number {
  const chosen: number[] = [];
  for (const attribute of map.attributes) {
    const value = choice[attribute.attributeId];
    if (value === null || value === undefined) return INVALID_VARIATION_ID;
    chosen.push(value);
  }
  const match = map.variations.find(
    (entry) =>
      entry.attributeValueIds.length === chosen.length && chosen.every((id) => entry.attributeValueIds.includes(id)),
  );
  return match?.variationId ?? INVALID_VARIATION_ID;
}
