import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { netFromGrossCents } from "../tax/vat.ts";
import {
  basketTotals,
  largestOnGridUpTo,
  lineGrossCents,
  quantityOnGrid,
  surchargeGrossCents,
  type BasketInput,
  type PricedLine,
} from "./cart-pricing.ts";

const RATES = [0, 550, 700, 1000, 1900, 2000, 2100, 2500];

const lines = fc
  .array(
    fc.record({
      // Up to about 900 000 € per cart: allocateByRate splits exactly up to that size.
      unitGrossCents: fc.integer({ min: 0, max: 100_000 }),
      quantity: fc.integer({ min: 1, max: 30 }),
      rateBp: fc.constantFrom(...RATES),
    }),
    { maxLength: 30 },
  )
  .map((drawn): PricedLine[] => drawn.map((line, index) => ({ ...line, id: index + 1 })));

/** A basket with any shipping and a coupon on some lines, of any size (also more than they are worth). */
const baskets = fc
  .record({
    lines,
    shippingGrossCents: fc.integer({ min: 0, max: 100_000 }),
    fallbackRateBp: fc.constantFrom(...RATES),
    discountCents: fc.integer({ min: 0, max: 10_000_000 }),
    every: fc.integer({ min: 1, max: 3 }),
  })
  .map(({ discountCents, every, ...input }): BasketInput => ({
    ...input,
    discount: { cents: discountCents, lineIds: input.lines.filter((l) => l.id % every === 0).map((l) => l.id) },
  }));

describe("basket totals", () => {
  it("sums gross per rate and derives net per rate (19 % and 7 %)", () => {
    const input: BasketInput = {
      lines: [
        { id: 1, unitGrossCents: 1190, quantity: 2, rateBp: 1900 },
        { id: 2, unitGrossCents: 107, quantity: 3, rateBp: 700 },
        { id: 3, unitGrossCents: 999, quantity: 1, rateBp: 1900 },
      ],
      shippingGrossCents: 0,
      fallbackRateBp: 1900,
    };
    // 19 %: 2 x 11,90 + 9,99 = 33,79 gross; 3379 / 1.19 = 2839.496 gives 28,39 net and 5,40 VAT.
    expect(basketTotals(input)).toEqual({
      itemSumCents: 3379 + 321,
      itemSumNetCents: 2839 + 300,
      shippingCents: 0,
      shippingNetCents: 0,
      discountCents: 0,
      basketCents: 3700,
      basketNetCents: 3139,
      vats: [
        { rateBp: 1900, grossCents: 3379, netCents: 2839, vatCents: 540 },
        { rateBp: 700, grossCents: 321, netCents: 300, vatCents: 21 },
      ],
    });
  });

  it("splits shipping and a coupon over the rates by value", () => {
    // Items: 100,00 at 19 %, 50,00 at 7 %. 10 % coupon on everything = 15,00 (10,00 + 5,00);
    // shipping 4,90 split 90:45 = 3,27 + 1,63.
    const totals = basketTotals({
      lines: [
        { id: 1, unitGrossCents: 10_000, quantity: 1, rateBp: 1900 },
        { id: 2, unitGrossCents: 5_000, quantity: 1, rateBp: 700 },
      ],
      shippingGrossCents: 490,
      fallbackRateBp: 1900,
      discount: { cents: 1500, lineIds: [1, 2] },
    });
    expect(totals.basketCents).toBe(15_000 - 1500 + 490);
    expect(totals.vats.map((vat) => [vat.rateBp, vat.grossCents])).toEqual([
      [1900, 9000 + 327],
      [700, 4500 + 163],
    ]);
    expect(totals.shippingNetCents).toBe(275 + 152);
  });

  it("gives shipping the fallback rate when nothing else carries a value", () => {
    const totals = basketTotals({ lines: [], shippingGrossCents: 595, fallbackRateBp: 1900 });
    expect(totals.vats).toEqual([{ rateBp: 1900, grossCents: 595, netCents: 500, vatCents: 95 }]);
  });

  it("keeps net + VAT = gross exactly, per rate and in total, for any basket", () => {
    fc.assert(
      fc.property(baskets, (input) => {
        const totals = basketTotals(input);
        const vatSum = totals.vats.reduce((sum, vat) => sum + vat.vatCents, 0);
        for (const vat of totals.vats) {
          expect(vat.netCents + vat.vatCents).toBe(vat.grossCents);
          expect(vat.netCents).toBe(netFromGrossCents(vat.grossCents, vat.rateBp));
          expect(vat.vatCents).toBeGreaterThanOrEqual(0);
          if (vat.rateBp === 0) expect(vat.vatCents).toBe(0);
        }
        expect(totals.basketNetCents + vatSum).toBe(totals.basketCents);
        expect(totals.basketCents).toBe(totals.itemSumCents + totals.shippingCents - totals.discountCents);
        expect(totals.itemSumCents).toBe(input.lines.reduce((sum, each) => sum + lineGrossCents(each), 0));
        expect(new Set(totals.vats.map((vat) => vat.rateBp)).size).toBe(totals.vats.length);
      }),
    );
  });

  it("never lets a coupon make a total or a rate negative, nor exceed the lines it applies to", () => {
    fc.assert(
      fc.property(baskets, (input) => {
        const totals = basketTotals(input);
        const discountable = input.lines
          .filter((line) => input.discount?.lineIds.includes(line.id))
          .reduce((sum, line) => sum + lineGrossCents(line), 0);
        expect(totals.discountCents).toBe(Math.min(input.discount?.cents ?? 0, discountable));
        expect(totals.basketCents).toBeGreaterThanOrEqual(totals.shippingCents);
        expect(totals.basketNetCents).toBeGreaterThanOrEqual(0);
        for (const vat of totals.vats) expect(vat.grossCents).toBeGreaterThan(0);
      }),
    );
  });

  it("does not depend on the order of the lines", () => {
    fc.assert(
      fc.property(baskets, (input) => {
        expect(basketTotals({ ...input, lines: input.lines.toReversed() })).toEqual(basketTotals(input));
      }),
    );
  });

  it("derives the shipping net per part, within a cent per rate of the basket's split", () => {
    fc.assert(
      fc.property(baskets, (input) => {
        const totals = basketTotals(input);
        expect(totals.shippingNetCents).toBeLessThanOrEqual(totals.shippingCents);
        const withoutShipping = basketTotals({ ...input, shippingGrossCents: 0 });
        const drift = Math.abs(totals.basketNetCents - withoutShipping.basketNetCents - totals.shippingNetCents);
        expect(drift).toBeLessThanOrEqual(totals.vats.length);
      }),
    );
  });

  it("adds VAT to a surcharge without VAT and keeps one with VAT", () => {
    expect(surchargeGrossCents(500, true, 1900)).toBe(500);
    expect(surchargeGrossCents(500, false, 1900)).toBe(595);
    expect(surchargeGrossCents(500, false, 700)).toBe(535);
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
