import { describe, expect, it } from "vitest";
import type { PriceRow } from "../pricing/price-view.ts";
import { bundleSaving, specialOfferEnd, vatRatePercent } from "./product-pricing.ts";

const now = new Date("2026-03-01T12:00:00Z");
const row = (overrides: Partial<PriceRow>): PriceRow => ({
  kind: "default",
  minimumQuantity: 1,
  amountCents: 10_000,
  currency: "EUR",
  validFrom: null,
  validUntil: null,
  ...overrides,
});

describe("vatRatePercent", () => {
  it("uses the German rates", () => {
    expect(vatRatePercent("standard")).toBe(19);
    expect(vatRatePercent("reduced")).toBe(7);
  });
});

describe("specialOfferEnd", () => {
  it("names the end of the special offer shown", () => {
    const end = new Date("2026-03-15T00:00:00Z");
    expect(specialOfferEnd([row({}), row({ kind: "special", amountCents: 8_000, validUntil: end })], now)).toEqual(end);
  });

  it("picks the cheapest valid special offer, like priceView", () => {
    const early = new Date("2026-03-05T00:00:00Z");
    const late = new Date("2026-04-05T00:00:00Z");
    const rows = [
      row({}),
      row({ kind: "special", amountCents: 9_000, validUntil: early }),
      row({ kind: "special", amountCents: 7_000, validUntil: late }),
      row({ kind: "special", amountCents: 5_000, validFrom: late }),
    ];
    expect(specialOfferEnd(rows, now)).toEqual(late);
  });

  it("is null without a special offer, for an open-ended one, or one not below the price", () => {
    expect(specialOfferEnd([row({})], now)).toBeNull();
    expect(specialOfferEnd([row({}), row({ kind: "special", amountCents: 8_000 })], now)).toBeNull();
    expect(
      specialOfferEnd(
        [row({}), row({ kind: "special", amountCents: 12_000, validUntil: new Date("2027-01-01") })],
        now,
      ),
    ).toBeNull();
    expect(specialOfferEnd([row({ kind: "special", amountCents: 1, validUntil: new Date("2027-01-01") })], now)).toBe(
      null,
    );
  });
});

describe("bundleSaving", () => {
  it("compares the bundle with its components times their quantities", () => {
    expect(
      bundleSaving(10_000, [
        { priceCents: 4_000, quantity: 2 },
        { priceCents: 3_999, quantity: 1 },
      ]),
    ).toEqual({ componentsTotalCents: 11_999, savingCents: 1_999, savingPercent: 16.7 });
  });

  it("is null when nothing is saved, a component has no price, or there are no components", () => {
    expect(bundleSaving(10_000, [{ priceCents: 10_000, quantity: 1 }])).toBeNull();
    expect(
      bundleSaving(10_000, [
        { priceCents: 12_000, quantity: 1 },
        { priceCents: null, quantity: 1 },
      ]),
    ).toBeNull();
    expect(bundleSaving(10_000, [])).toBeNull();
  });
});
