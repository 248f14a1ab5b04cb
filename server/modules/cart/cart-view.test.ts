import { describe, expect, it } from "vitest";
import type { PriceRow } from "../pricing/price-view.ts";
import { isSpecialOfferPrice } from "./cart-view.ts";

const NOW = new Date("2026-11-22T10:00:00Z");
const row = (kind: PriceRow["kind"], amountCents: number, more: Partial<PriceRow> = {}): PriceRow => ({
  kind,
  minimumQuantity: 1,
  amountCents,
  currency: "EUR",
  validFrom: null,
  validUntil: null,
  ...more,
});

describe("isSpecialOfferPrice", () => {
  it("is true when the piece price is a special offer below the regular price", () => {
    expect(isSpecialOfferPrice([row("default", 1000), row("special", 800)], 1, NOW, 800)).toBe(true);
  });

  it("is false for the regular price, an expired offer, or a graduated price as low as the offer", () => {
    expect(isSpecialOfferPrice([row("default", 1000)], 1, NOW, 1000)).toBe(false);
    const expired = row("special", 800, { validUntil: new Date("2026-11-01T00:00:00Z") });
    expect(isSpecialOfferPrice([row("default", 1000), expired], 1, NOW, 1000)).toBe(false);
    const graduated = [row("default", 1000), row("default", 800, { minimumQuantity: 10 }), row("special", 800)];
    expect(isSpecialOfferPrice(graduated, 10, NOW, 800)).toBe(false);
    expect(isSpecialOfferPrice(graduated, 1, NOW, 800)).toBe(true);
  });
});
