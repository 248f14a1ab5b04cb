import { describe, expect, it } from "vitest";
import { priceForQuantity, priceView, type PriceRow } from "./price-view.ts";

const now = new Date("2026-11-22T12:00:00Z");
const row = (kind: PriceRow["kind"], amountCents: number, extra: Partial<PriceRow> = {}): PriceRow => ({
  kind,
  amountCents,
  minimumQuantity: 1,
  currency: "EUR",
  validFrom: null,
  validUntil: null,
  ...extra,
});
const piece = { code: "C62", content: 1, name: "Stück" };
const gross = { locale: "de" as const, showNetPrices: false, vatRatePercent: 19 };

describe("priceView", () => {
  it("shows the default price and no extras for a plain variation", () => {
    const view = priceView([row("default", 4990)], { now, lowest30DaysCents: 4990, unit: piece, display: gross });
    expect(view?.price.value).toBe(4990);
    expect(view?.price.formatted).toBe("49,90\u00a0€");
    expect(view?.regularPrice).toBeNull();
    expect(view?.rrp).toBeNull();
    expect(view?.lowestPrice).toBeNull();
    expect(view?.basePrice).toBeNull();
  });

  it("applies a valid special offer with the regular price and the 30-day lowest price", () => {
    const rows = [row("default", 4990), row("special", 3990, { validUntil: new Date("2026-12-01") })];
    const view = priceView(rows, { now, lowest30DaysCents: 3790, unit: piece, display: gross });
    expect(view?.price.value).toBe(3990);
    expect(view?.regularPrice?.value).toBe(4990);
    expect(view?.lowestPrice?.value).toBe(3790);
  });

  it("ignores an expired special offer and an rrp below the price", () => {
    const rows = [row("default", 4990), row("special", 3990, { validUntil: new Date("2026-11-01") }), row("rrp", 4500)];
    const view = priceView(rows, { now, lowest30DaysCents: 3990, unit: piece, display: gross });
    expect(view?.price.value).toBe(4990);
    expect(view?.rrp).toBeNull();
    expect(view?.lowestPrice).toBeNull();
  });

  it("lists graduated prices with the discount to one decimal", () => {
    const rows = [
      row("default", 2999),
      row("default", 2499, { minimumQuantity: 5 }),
      row("default", 2199, { minimumQuantity: 10 }),
    ];
    const view = priceView(rows, { now, lowest30DaysCents: null, unit: piece, display: gross });
    expect(view?.graduatedPrices.map((g) => [g.minimumOrderQuantity, g.price.value, g.discountPercent])).toEqual([
      [5, 2499, 16.7],
      [10, 2199, 26.7],
    ]);
  });

  it("gives a base price per unit except for one piece", () => {
    const view = priceView([row("default", 2990)], {
      now,
      lowest30DaysCents: null,
      unit: { code: "LTR", content: 1.5, name: "Liter" },
      display: gross,
    });
    expect(view?.basePrice).toBe("19,93\u00a0€ / Liter");
  });

  it("shows net prices when the customer wants them", () => {
    const view = priceView([row("default", 11900), row("rrp", 14280)], {
      now,
      lowest30DaysCents: null,
      unit: piece,
      display: { locale: "en", showNetPrices: true, vatRatePercent: 19 },
    });
    expect(view?.price.value).toBe(10000);
    expect(view?.rrp?.value).toBe(12000);
    expect(view?.isNet).toBe(true);
  });

  it("has no price without a valid default price", () => {
    expect(priceView([row("special", 100)], { now, lowest30DaysCents: null, unit: piece, display: gross })).toBeNull();
  });
});

describe("priceForQuantity", () => {
  const rows = [row("default", 2999), row("default", 2499, { minimumQuantity: 5 }), row("special", 2799)];
  it("takes the cheapest applicable price", () => {
    expect(priceForQuantity(rows, 1, now)).toBe(2799);
    expect(priceForQuantity(rows, 5, now)).toBe(2499);
    expect(priceForQuantity([row("rrp", 100)], 1, now)).toBeNull();
  });
});
