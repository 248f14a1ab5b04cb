import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocateByRate, vatTotals } from "./vat.ts";

const rate = fc.constantFrom(0, 550, 700, 1000, 1900, 2000, 2100);
const items = fc.array(fc.record({ rateBp: rate, amountCents: fc.integer({ min: 0, max: 5_000_000 }) }), {
  maxLength: 30,
});
const amount = fc.integer({ min: 0, max: 1_000_000 });

describe("allocateByRate (shipping across item rates)", () => {
  it("splits by item value and adds up exactly", () => {
    const lines = [
      { rateBp: 1900, amountCents: 7500 },
      { rateBp: 700, amountCents: 2500 },
    ];
    // Exact shares 122.5 and 367.5: equal remainders, so the one cent left goes to the lower rate.
    expect(allocateByRate(490, lines, 1900)).toEqual([
      { rateBp: 700, amountCents: 123 },
      { rateBp: 1900, amountCents: 367 },
    ]);
    expect(
      allocateByRate(
        1000,
        [
          { rateBp: 1900, amountCents: 2 },
          { rateBp: 700, amountCents: 1 },
        ],
        1900,
      ),
    ).toEqual([
      { rateBp: 700, amountCents: 333 },
      { rateBp: 1900, amountCents: 667 },
    ]);
    expect(allocateByRate(490, [], 1900)).toEqual([{ rateBp: 1900, amountCents: 490 }]);
    expect(allocateByRate(490, [{ rateBp: 700, amountCents: 0 }], 1900)).toEqual([{ rateBp: 1900, amountCents: 490 }]);
  });

  it("keeps the sum, never goes negative, and stays within a cent of the exact share", () => {
    fc.assert(
      fc.property(amount, items, (shipping, lines) => {
        const parts = allocateByRate(shipping, lines, 1900);
        expect(parts.reduce((sum, p) => sum + p.amountCents, 0)).toBe(shipping);
        const weights = vatTotals(lines, "gross").perRate.filter((r) => r.grossCents > 0);
        const total = weights.reduce((sum, r) => sum + r.grossCents, 0);
        for (const part of parts) {
          expect(Number.isInteger(part.amountCents) && part.amountCents >= 0).toBe(true);
          if (total === 0) continue;
          const weight = weights.find((w) => w.rateBp === part.rateBp)?.grossCents ?? 0;
          expect(Math.abs(part.amountCents - (shipping * weight) / total)).toBeLessThan(1);
        }
        // Appended to the items, the totals still add up per rate.
        const totals = vatTotals([...lines, ...parts], "gross");
        expect(totals.grossCents).toBe(lines.reduce((s, l) => s + l.amountCents, 0) + shipping);
      }),
    );
  });
});
