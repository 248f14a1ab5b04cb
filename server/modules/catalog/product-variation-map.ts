import type { Locale } from "#common/constants.ts";
import type { LocalizedText } from "./item.table.ts";

/** One row of variation_attribute_values with its value and attribute. */
export type VariationAttributeRow = {
  variationId: number;
  attributeId: number;
  attributeDisplay: "select" | "color";
  attributePosition: number;
  attributeNames: LocalizedText;
  valueId: number;
  valuePosition: number;
  valueNames: LocalizedText;
  valueColor: string | null;
};

export type ProductAttributeValue = { attributeValueId: number; name: string; color: string | null };
export type ProductAttribute = {
  attributeId: number;
  name: string;
  /** color: swatches; select: a list of names. */
  display: "select" | "color";
  values: ProductAttributeValue[];
};

/** Which attribute values make up each variation (docs/glossary.md, storefront spec §3 variationAttributeMap). */
export type VariationAttributeMap = {
  attributes: ProductAttribute[];
  variations: { variationId: number; attributeValueIds: number[]; isSalable: boolean }[];
};

/**
 * The attributes (and only the values some variation of the item uses) in their
 * positions, and each variation's value ids in attribute order.
 */
export function buildVariationAttributeMap(
  rows: VariationAttributeRow[],
  variations: { id: number; isSalable: boolean }[],
  locale: Locale,
): VariationAttributeMap {
  const known = new Set(variations.map((variation) => variation.id));
  const relevant = rows.filter((row) => known.has(row.variationId));
  const byAttribute = new Map<
    number,
    { position: number; attribute: ProductAttribute; valuePositions: Map<number, number> }
  >();
  for (const row of relevant) {
    let entry = byAttribute.get(row.attributeId);
    if (!entry) {
      entry = {
        position: row.attributePosition,
        attribute: {
          attributeId: row.attributeId,
          name: row.attributeNames[locale],
          display: row.attributeDisplay,
          values: [],
        },
        valuePositions: new Map(),
      };
      byAttribute.set(row.attributeId, entry);
    }
    if (!entry.valuePositions.has(row.valueId)) {
      entry.valuePositions.set(row.valueId, row.valuePosition);
      entry.attribute.values.push({
        attributeValueId: row.valueId,
        name: row.valueNames[locale],
        color: row.valueColor,
      });
    }
  }
  const ordered = [...byAttribute.values()].sort(
    (a, b) => a.position - b.position || a.attribute.attributeId - b.attribute.attributeId,
  );
  for (const { attribute, valuePositions } of ordered) {
    attribute.values.sort(
      (a, b) =>
        (valuePositions.get(a.attributeValueId) ?? 0) - (valuePositions.get(b.attributeValueId) ?? 0) ||
        a.attributeValueId - b.attributeValueId,
    );
  }
  const attributeOrder = new Map(ordered.map(({ attribute }, index) => [attribute.attributeId, index]));
  return {
    attributes: ordered.map(({ attribute }) => attribute),
    variations: variations.map((variation) => ({
      variationId: variation.id,
      attributeValueIds: relevant
        .filter((row) => row.variationId === variation.id)
        .sort((a, b) => (attributeOrder.get(a.attributeId) ?? 0) - (attributeOrder.get(b.attributeId) ?? 0))
        .map((row) => row.valueId),
      isSalable: variation.isSalable,
    })),
  };
}

/** "Sand, 40 × 40 cm": the names of a variation's attribute values, for its name and title. */
export function variationLabel(map: VariationAttributeMap, variationId: number): string {
  const ids = map.variations.find((variation) => variation.variationId === variationId)?.attributeValueIds ?? [];
  const names = new Map(
    map.attributes.flatMap((attribute) => attribute.values.map((v) => [v.attributeValueId, v.name])),
  );
  return ids
    .map((id) => names.get(id))
    .filter((name): name is string => Boolean(name))
    .join(", ");
}
