import { describe, expect, it } from "vitest";
import type { VariationAttributeMap } from "#server/modules/catalog/product-variation-map.ts";
import { choiceOf, INVALID_VARIATION_ID, resolveVariationId } from "./variation-choice.ts";

const map: VariationAttributeMap = {
  attributes: [
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
  ],
  variations: [
    { variationId: 101, attributeValueIds: [1, 31], isSalable: true },
    { variationId: 102, attributeValueIds: [2, 33], isSalable: false },
    { variationId: 103, attributeValueIds: [1, 33], isSalable: true },
  ],
};

describe("resolveVariationId", () => {
  it("finds the variation of a complete combination", () => {
    expect(resolveVariationId(map, { 1: 1, 2: 31 })).toBe(101);
    expect(resolveVariationId(map, { 1: 1, 2: 33 })).toBe(103);
    expect(resolveVariationId(map, { 2: 33, 1: 2 })).toBe(102);
  });

  it("answers -1 for a combination no variation has", () => {
    expect(INVALID_VARIATION_ID).toBe(-1);
    expect(resolveVariationId(map, { 1: 2, 2: 31 })).toBe(-1);
  });

  it("answers -1 while an attribute has no choice or an unknown value", () => {
    expect(resolveVariationId(map, { 1: 1, 2: null })).toBe(-1);
    expect(resolveVariationId(map, { 1: 1 })).toBe(-1);
    expect(resolveVariationId(map, { 1: 99, 2: 31 })).toBe(-1);
  });

  it("picks the only variation of an item without attributes", () => {
    expect(
      resolveVariationId(
        { attributes: [], variations: [{ variationId: 7, attributeValueIds: [], isSalable: true }] },
        {},
      ),
    ).toBe(7);
  });
});

describe("choiceOf", () => {
  it("reads a variation's values per attribute", () => {
    expect(choiceOf(map, 103)).toEqual({ 1: 1, 2: 33 });
  });

  it("chooses nothing for an unknown variation", () => {
    expect(choiceOf(map, 999)).toEqual({ 1: null, 2: null });
  });

  it("round-trips every variation", () => {
    for (const { variationId } of map.variations)
      expect(resolveVariationId(map, choiceOf(map, variationId))).toBe(variationId);
  });
});
