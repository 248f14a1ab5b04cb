import { describe, expect, it } from "vitest";
import { shopPriceCents } from "./money.ts";

describe("shopPriceCents", () => {
  it("ends prices above 200 EUR in 9 whole euros", () => {
    expect(shopPriceCents(90_930)).toBe(90_900);
    expect(shopPriceCents(142_891)).toBe(142_900);
    expect(shopPriceCents(20_000)).toBe(19_900);
  });

  it("ends prices from 10 EUR in .90", () => {
    expect(shopPriceCents(4_241)).toBe(4_290);
    expect(shopPriceCents(1_000)).toBe(1_090);
    expect(shopPriceCents(19_999)).toBe(19_990);
  });

  it("ends small prices in .90 without rounding up by more than a few cents", () => {
    expect(shopPriceCents(441)).toBe(390);
    expect(shopPriceCents(495)).toBe(490);
    expect(shopPriceCents(50)).toBe(99);
  });
});
