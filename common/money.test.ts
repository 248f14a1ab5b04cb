import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { discountPercent, formatMoney, grossFromNet, netFromGross } from "./money.ts";

describe("money", () => {
  it("formats in the locale's style", () => {
    expect(formatMoney(199900, "EUR", "de")).toBe("1.999,00\u00a0€");
    expect(formatMoney(199900, "EUR", "en")).toBe("€1,999.00");
  });

  it("derives net from gross in whole cents", () => {
    expect(netFromGross(11900, 19)).toBe(10000);
    expect(netFromGross(1990, 19)).toBe(1672);
    expect(netFromGross(1070, 7)).toBe(1000);
  });

  it("round-trips net and gross within one cent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.constantFrom(0, 7, 19, 20, 21), (gross, rate) => {
        const net = netFromGross(gross, rate);
        expect(Number.isInteger(net)).toBe(true);
        expect(net).toBeLessThanOrEqual(gross);
        expect(Math.abs(grossFromNet(net, rate) - gross)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("gives the discount with one decimal", () => {
    expect(discountPercent(1000, 900)).toBe(10);
    expect(discountPercent(2999, 2499)).toBe(16.7);
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
