import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { netFromGross } from "#common/money.ts";
import {
  cartTotals,
  largestOnGridUpTo,
  lineGrossCents,
  quantityOnGrid,
  surchargeGrossCents,
  type PricedLine,
} from "./cart-pricing.ts";

const line = fc.record({
  unitGrossCents: fc.integer({ min: 0, max: 10_000_000 }),
  quantity: fc.integer({ min: 1, max: 99_999 }),
  vatRatePercent: fc.constantFrom(0, 5, 7, 10, 19, 20, 21, 25),
});

describe("cart totals", () => {
  it("sums gross per rate and derives net per rate (19 % and 7 %)", () => {
    const lines: PricedLine[] = [
      { unitGrossCents: 1190, quantity: 2, vatRatePercent: 19 },
      { unitGrossCents: 107, quantity: 3, vatRatePercent: 7 },
      { unitGrossCents: 999, quantity: 1, vatRatePercent: 19 },
    ];
    // 19 %: 2 x 11,90 + 9,99 = 33,79 gross; 3379 / 1.19 = 2839.496 gives 28,39 net and 5,40 VAT.
    expect(cartTotals(lines)).toEqual({
      itemSumCents: 3379 + 321,
      itemSumNetCents: 2839 + 300,
      vats: [
        { vatValue: 19, grossCents: 3379, netCents: 2839, vatCents: 540 },
        { vatValue: 7, grossCents: 321, netCents: 300, vatCents: 21 },
      ],
    });
  });

  it("keeps net + VAT = gross exactly, per rate and in total, for any lines", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const totals = cartTotals(lines);
        const gross = lines.reduce((sum, each) => sum + lineGrossCents(each), 0);
        expect(totals.itemSumCents).toBe(gross);
        for (const vat of totals.vats) {
          expect(vat.netCents + vat.vatCents).toBe(vat.grossCents);
          expect(vat.netCents).toBe(netFromGross(vat.grossCents, vat.vatValue));
          expect(vat.vatCents).toBeGreaterThanOrEqual(0);
        }
        expect(totals.itemSumNetCents + totals.vats.reduce((sum, vat) => sum + vat.vatCents, 0)).toBe(gross);
        expect(new Set(totals.vats.map((vat) => vat.vatValue)).size).toBe(totals.vats.length);
        expect(totals.itemSumNetCents).toBeLessThanOrEqual(gross);
      }),
    );
  });

  it("does not depend on the order of the lines", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        expect(cartTotals(lines.toReversed())).toEqual(cartTotals(lines));
      }),
    );
  });

  it("adds VAT to a surcharge without VAT and keeps one with VAT", () => {
    expect(surchargeGrossCents(500, true, 19)).toBe(500);
    expect(surchargeGrossCents(500, false, 19)).toBe(595);
    expect(surchargeGrossCents(500, false, 7)).toBe(535);
  });
});

describe("quantity grid", () => {
  it("rounds up to the minimum and to whole intervals above it", () => {
    expect(quantityOnGrid(1, 3, 2)).toBe(3);
    expect(quantityOnGrid(4, 3, 2)).toBe(5);
    expect(quantityOnGrid(5, 3, 2)).toBe(5);
    expect(quantityOnGrid(7, 1, 1)).toBe(7);
    expect(largestOnGridUpTo(6, 3, 2)).toBe(5);
    expect(largestOnGridUpTo(2, 3, 2)).toBe(0);
  });

  it("always lands on the grid, never below the wish, and never above the limit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        (wanted, minimum, interval) => {
          const onGrid = quantityOnGrid(wanted, minimum, interval);
          expect(onGrid).toBeGreaterThanOrEqual(Math.max(wanted, minimum));
          expect((onGrid - minimum) % interval).toBe(0);
          expect(onGrid - Math.max(wanted, minimum)).toBeLessThan(interval);
          const capped = largestOnGridUpTo(wanted, minimum, interval);
          if (capped > 0) {
            expect(capped).toBeLessThanOrEqual(wanted);
            expect((capped - minimum) % interval).toBe(0);
          } else expect(wanted).toBeLessThan(minimum);
        },
      ),
    );
  });
});
