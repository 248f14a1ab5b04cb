import { describe, expect, it } from "vitest";
import { availabilityTone, isVariationSalable, sellableQuantity } from "./product-availability.ts";

describe("availabilityTone", () => {
  it("maps the ten availability ids to their colours", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(availabilityTone)).toEqual([
      "green",
      "green",
      "green",
      "amber",
      "amber",
      "amber",
      "red",
      "red",
      "grey",
      "grey",
    ]);
  });
});

describe("sellableQuantity", () => {
  it("is stock minus reservations, unlimited when overselling is allowed, none without a stock row", () => {
    expect(sellableQuantity({ quantity: 10, reserved: 3, allowOverselling: false })).toBe(7);
    expect(sellableQuantity({ quantity: 2, reserved: 5, allowOverselling: false })).toBe(0);
    expect(sellableQuantity({ quantity: 0, reserved: 0, allowOverselling: true })).toBe(Number.POSITIVE_INFINITY);
    expect(sellableQuantity(null)).toBe(0);
  });
});

describe("isVariationSalable", () => {
  const now = new Date("2026-03-01T00:00:00Z");
  const base = {
    salable: true,
    hasPrice: true,
    availableUntil: null,
    minimumOrderQuantity: 1,
    stock: { quantity: 5, reserved: 0, allowOverselling: false },
    now,
  };

  it("needs the flag, a price, time left and stock for the minimum quantity", () => {
    expect(isVariationSalable(base)).toBe(true);
    expect(isVariationSalable({ ...base, salable: false })).toBe(false);
    expect(isVariationSalable({ ...base, hasPrice: false })).toBe(false);
    expect(isVariationSalable({ ...base, availableUntil: new Date("2026-02-28T00:00:00Z") })).toBe(false);
    expect(isVariationSalable({ ...base, availableUntil: new Date("2026-03-02T00:00:00Z") })).toBe(true);
    expect(isVariationSalable({ ...base, minimumOrderQuantity: 6 })).toBe(false);
    expect(isVariationSalable({ ...base, stock: null })).toBe(false);
    expect(isVariationSalable({ ...base, stock: { quantity: 0, reserved: 0, allowOverselling: true } })).toBe(true);
  });

  it("counts a bundle's component stock", () => {
    const component = { quantity: 2, salable: true, stock: { quantity: 4, reserved: 0, allowOverselling: false } };
    expect(isVariationSalable({ ...base, stock: null, components: [component] })).toBe(true);
    expect(isVariationSalable({ ...base, stock: null, minimumOrderQuantity: 3, components: [component] })).toBe(false);
    expect(isVariationSalable({ ...base, components: [{ ...component, salable: false }] })).toBe(false);
  });
});
