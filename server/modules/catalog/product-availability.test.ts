import { describe, expect, it } from "vitest";
import { availabilityTone, isVariationSalable, sellableQuantity, shownAvailability } from "./product-availability.ts";

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

describe("shownAvailability", () => {
  const shipsSoon = { id: 3, name: "Lieferbar in 3-5 Werktagen", averageDays: 5 };
  const later = { id: 7, name: "Lieferbar ab Ende des Monats", averageDays: 21 };
  const notDeliverable = { id: 9, name: "Nicht lieferbar", averageDays: 0 };

  it("keeps the catalogue's availability where it agrees with salability", () => {
    expect(shownAvailability(shipsSoon, true, "de")).toEqual({ ...shipsSoon, tone: "green" });
    expect(shownAvailability(later, false, "de")).toEqual({ ...later, tone: "red" });
    expect(shownAvailability(notDeliverable, false, "en")).toEqual({ ...notDeliverable, tone: "grey" });
  });

  it("promises no delivery time for what cannot be ordered, in both languages", () => {
    expect(shownAvailability(shipsSoon, false, "de")).toEqual({
      id: 3,
      name: "Zurzeit nicht lieferbar",
      averageDays: 0,
      tone: "grey",
    });
    expect(shownAvailability({ id: 5, name: "Ships in 2-3 weeks", averageDays: 18 }, false, "en")).toMatchObject({
      name: "Currently unavailable",
      tone: "grey",
    });
  });

  it("never calls something that can be ordered 'not deliverable'", () => {
    expect(shownAvailability(notDeliverable, true, "de")).toEqual({
      id: 9,
      name: "Bestellbar",
      averageDays: 0,
      tone: "amber",
    });
    expect(shownAvailability(notDeliverable, true, "en")).toMatchObject({ name: "Available to order", tone: "amber" });
  });
});
