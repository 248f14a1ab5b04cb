import { describe, expect, it } from "vitest";
import { canAddToCartDirectly, chooseCardVariation, isSalable, needsChoiceBeforeAdding } from "./listing-rules.ts";
import { item, NOW, price, variation } from "./listing-test-data.ts";

describe("isSalable", () => {
  it("needs the shop's flag, a future end date and stock (or overselling)", () => {
    expect(isSalable(variation(1), NOW)).toBe(true);
    expect(isSalable(variation(1, { salableFlag: false }), NOW)).toBe(false);
    expect(isSalable(variation(1, { availableUntil: new Date("2026-11-01") }), NOW)).toBe(false);
    expect(isSalable(variation(1, { availableUntil: new Date("2026-12-01") }), NOW)).toBe(true);
    expect(isSalable(variation(1, { stock: { quantity: 3, reserved: 3, allowOverselling: false } }), NOW)).toBe(false);
    expect(isSalable(variation(1, { stock: { quantity: 0, reserved: 0, allowOverselling: true } }), NOW)).toBe(true);
    expect(isSalable(variation(1, { stock: null }), NOW)).toBe(false);
  });
});

describe("chooseCardVariation", () => {
  const soldOut = { stock: { quantity: 0, reserved: 0, allowOverselling: false } };
  it("shows the main variation when it can be bought", () => {
    const main = variation(2, { isMain: true, prices: [price("default", 5000)] });
    expect(chooseCardVariation([variation(1), main], NOW)?.id).toBe(2);
  });
  it("otherwise the cheapest salable one, else the main one, else the cheapest", () => {
    const main = variation(1, { isMain: true, ...soldOut });
    const expensive = variation(2, { prices: [price("default", 3000)] });
    const cheap = variation(3, { prices: [price("default", 2000)] });
    expect(chooseCardVariation([main, expensive, cheap], NOW)?.id).toBe(3);
    expect(chooseCardVariation([main, variation(4, soldOut)], NOW)?.id).toBe(1);
    const dearer = variation(5, { ...soldOut, prices: [price("default", 900)] });
    expect(chooseCardVariation([variation(6, { ...soldOut, prices: [price("default", 950)] }), dearer], NOW)?.id).toBe(
      5,
    );
    expect(chooseCardVariation([], NOW)).toBeUndefined();
  });
});

describe("canAddToCartDirectly (docs/glossary.md, storefront spec §5)", () => {
  const plain = () => variation(1, { isMain: true });
  it("is true for a plain salable product with one variation", () => {
    expect(canAddToCartDirectly(item(1, [plain()]), plain(), NOW)).toBe(true);
  });
  it.each([
    ["not salable", item(1, [plain()]), variation(1, { salableFlag: false })],
    ["minimum quantity 2", item(1, [plain()]), variation(1, { minimumOrderQuantity: 2 })],
    ["interval 2", item(1, [plain()]), variation(1, { intervalOrderQuantity: 2 })],
    ["order properties", item(1, [plain()], { hasOrderProperties: true }), plain()],
    ["a required order property", item(1, [plain()], { hasRequiredOrderProperty: true }), plain()],
    ["a set", item(1, [plain()], { itemType: "set" }), plain()],
    ["two salable variations", item(1, [plain(), variation(2)]), plain()],
    [
      "graduated prices",
      item(1, [plain()]),
      variation(1, { prices: [price("default", 1000), price("default", 900, { minimumQuantity: 5 })] }),
    ],
  ])("is false with %s", (_reason, facts, shown) => {
    expect(canAddToCartDirectly(facts, shown, NOW)).toBe(false);
  });
  it("ignores graduated prices that are no longer valid, and allows bundles", () => {
    const expired = price("default", 900, { minimumQuantity: 5, validUntil: new Date("2026-01-01") });
    const shown = variation(1, { prices: [price("default", 1000), expired] });
    expect(canAddToCartDirectly(item(1, [shown], { itemType: "bundle" }), shown, NOW)).toBe(true);
  });
});

describe("needsChoiceBeforeAdding", () => {
  const plain = () => variation(1, { isMain: true });
  it("asks on the product page for a required order property or a set's components", () => {
    expect(needsChoiceBeforeAdding(item(1, [plain()], { hasRequiredOrderProperty: true }))).toBe(true);
    expect(needsChoiceBeforeAdding(item(1, [plain()], { itemType: "set" }))).toBe(true);
  });
  it("adds directly otherwise: optional order properties, several variations, a bundle", () => {
    expect(needsChoiceBeforeAdding(item(1, [plain()], { hasOrderProperties: true }))).toBe(false);
    expect(needsChoiceBeforeAdding(item(1, [plain(), variation(2)]))).toBe(false);
    expect(needsChoiceBeforeAdding(item(1, [plain()], { itemType: "bundle" }))).toBe(false);
  });
});
