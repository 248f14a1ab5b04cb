import { describe, expect, it } from "vitest";
import { buildVariationAttributeMap, variationLabel, type VariationAttributeRow } from "./product-variation-map.ts";

const colour = {
  attributeId: 1,
  attributeDisplay: "color" as const,
  attributePosition: 0,
  attributeNames: { de: "Farbe", en: "Colour" },
};
const size = {
  attributeId: 2,
  attributeDisplay: "select" as const,
  attributePosition: 1,
  attributeNames: { de: "Größe", en: "Size" },
};
const sand = { valueId: 1, valuePosition: 0, valueNames: { de: "Sand", en: "Sand" }, valueColor: "#d3bf9f" };
const sage = { valueId: 2, valuePosition: 1, valueNames: { de: "Salbei", en: "Sage" }, valueColor: "#9aae8c" };
const small = { valueId: 31, valuePosition: 0, valueNames: { de: "40 × 40 cm", en: "40 × 40 cm" }, valueColor: null };
const large = { valueId: 33, valuePosition: 2, valueNames: { de: "60 × 60 cm", en: "60 × 60 cm" }, valueColor: null };

// Deliberately out of order: the map orders by position, not by row order.
const rows: VariationAttributeRow[] = [
  { variationId: 102, ...size, ...large },
  { variationId: 102, ...colour, ...sage },
  { variationId: 101, ...size, ...small },
  { variationId: 101, ...colour, ...sand },
  { variationId: 103, ...colour, ...sand },
  { variationId: 103, ...size, ...large },
  { variationId: 999, ...colour, ...sand },
];

describe("buildVariationAttributeMap", () => {
  const map = buildVariationAttributeMap(
    rows,
    [
      { id: 101, isSalable: true },
      { id: 102, isSalable: false },
      { id: 103, isSalable: true },
    ],
    "en",
  );

  it("lists attributes and the used values in position order, in the locale", () => {
    expect(map.attributes).toEqual([
      {
        attributeId: 1,
        name: "Colour",
        display: "color",
        values: [
          { attributeValueId: 1, name: "Sand", color: "#d3bf9f" },
          { attributeValueId: 2, name: "Sage", color: "#9aae8c" },
        ],
      },
      {
        attributeId: 2,
        name: "Size",
        display: "select",
        values: [
          { attributeValueId: 31, name: "40 × 40 cm", color: null },
          { attributeValueId: 33, name: "60 × 60 cm", color: null },
        ],
      },
    ]);
  });

  it("gives each variation its value ids in attribute order and its salable flag", () => {
    expect(map.variations).toEqual([
      { variationId: 101, attributeValueIds: [1, 31], isSalable: true },
      { variationId: 102, attributeValueIds: [2, 33], isSalable: false },
      { variationId: 103, attributeValueIds: [1, 33], isSalable: true },
    ]);
  });

  it("names a variation by its values", () => {
    expect(variationLabel(map, 102)).toBe("Sage, 60 × 60 cm");
    expect(variationLabel(map, 4)).toBe("");
  });

  it("is empty for an item without attributes", () => {
    expect(buildVariationAttributeMap([], [{ id: 5, isSalable: true }], "de")).toEqual({
      attributes: [],
      variations: [{ variationId: 5, attributeValueIds: [], isSalable: true }],
    });
  });
});
