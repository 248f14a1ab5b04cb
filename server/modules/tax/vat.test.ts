import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { grossFromNetCents, netFromGrossCents, vatTotals, type VatLine } from "./vat.ts";

const cents = fc.integer({ min: 0, max: 1_000_000_000 });
const rate = fc.constantFrom(0, 550, 600, 700, 800, 900, 1000, 1200, 1900, 2000, 2100, 2200, 2300, 2500);
const line = fc.record({ rateBp: rate, amountCents: fc.integer({ min: 0, max: 10_000_000 }) });
const lines = fc.array(line, { maxLength: 40 });

describe("VAT arithmetic", () => {
  it("derives known German, French and Austrian amounts", () => {
    expect(netFromGrossCents(11900, 1900)).toBe(10000);
    expect(netFromGrossCents(1990, 1900)).toBe(1672);
    expect(grossFromNetCents(1000, 550)).toBe(1055);
    expect(netFromGrossCents(1055, 550)).toBe(1000);
    expect(grossFromNetCents(999, 2000)).toBe(1199); // 1198.8
    // Exactly half a cent rounds up: 5 cents net at 10 % is 5.5 gross.
    expect(grossFromNetCents(5, 1000)).toBe(6);
  });

  it("rejects fractions, negatives and impossible rates", () => {
    expect(() => netFromGrossCents(-1, 1900)).toThrow(RangeError);
    expect(() => grossFromNetCents(1.5, 1900)).toThrow(RangeError);
    expect(() => netFromGrossCents(100, 19.5)).toThrow(RangeError);
    expect(() => vatTotals([{ rateBp: -100, amountCents: 5 }], "gross")).toThrow(RangeError);
  });

  it("net to gross and back is exact; gross to net and back is within one cent", () => {
    fc.assert(
      fc.property(cents, rate, (amount, rateBp) => {
        expect(netFromGrossCents(grossFromNetCents(amount, rateBp), rateBp)).toBe(amount);
        const net = netFromGrossCents(amount, rateBp);
        expect(net).toBeLessThanOrEqual(amount);
        expect(Math.abs(grossFromNetCents(net, rateBp) - amount)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("rounds within half a cent of the exact value", () => {
    fc.assert(
      fc.property(cents, rate, (gross, rateBp) => {
        const exact = (gross * 10_000) / (10_000 + rateBp);
        expect(Math.abs(netFromGrossCents(gross, rateBp) - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  for (const basis of ["gross", "net"] as const) {
    it(`keeps net + VAT = gross per rate and totals equal to the sums (${basis} basis)`, () => {
      fc.assert(
        fc.property(lines, (input) => {
          const totals = vatTotals(input, basis);
          for (const r of totals.perRate) {
            expect(r.netCents + r.vatCents).toBe(r.grossCents);
            expect(r.netCents).toBeGreaterThanOrEqual(0);
            expect(r.vatCents).toBeGreaterThanOrEqual(0);
            if (r.rateBp === 0) expect(r.vatCents).toBe(0);
            const sum = input.filter((l) => l.rateBp === r.rateBp).reduce((s, l) => s + l.amountCents, 0);
            expect(basis === "gross" ? r.grossCents : r.netCents).toBe(sum);
          }
          const inputSum = input.reduce((s, l) => s + l.amountCents, 0);
          expect(basis === "gross" ? totals.grossCents : totals.netCents).toBe(inputSum);
          expect(totals.netCents + totals.vatCents).toBe(totals.grossCents);
          expect(totals.vatCents).toBe(totals.perRate.reduce((s, r) => s + r.vatCents, 0));
          expect(new Set(totals.perRate.map((r) => r.rateBp)).size).toBe(totals.perRate.length);
        }),
      );
    });
  }

  it("does not depend on the order or the splitting of lines (stable rounding)", () => {
    fc.assert(
      fc.property(lines, fc.nat(), (input, seed) => {
        const shuffled = input.map((l, i) => ({ l, k: (i * 7919 + seed) % 104729 })).sort((a, b) => a.k - b.k);
        const split: VatLine[] = input.flatMap((l) => {
          const half = Math.floor(l.amountCents / 2);
          return [
            { rateBp: l.rateBp, amountCents: half },
            { rateBp: l.rateBp, amountCents: l.amountCents - half },
          ];
        });
        const totals = vatTotals(input, "gross");
        expect(
          vatTotals(
            shuffled.map((s) => s.l),
            "gross",
          ),
        ).toEqual(totals);
        expect(vatTotals(split, "gross")).toEqual(totals);
      }),
    );
  });

  it("computes VAT per rate on the sum, not per line", () => {
    // Three lines of 0.05 € at 19 %: per line each would be 0.04 net + 0.01 VAT = 0.03 VAT;
    // on the sum of 0.15 € it is 0.13 net + 0.02 VAT.
    const totals = vatTotals(
      [1, 2, 3].map(() => ({ rateBp: 1900, amountCents: 5 })),
      "gross",
    );
    expect(totals.perRate).toEqual([{ rateBp: 1900, netCents: 13, vatCents: 2, grossCents: 15 }]);
    const mixed = vatTotals(
      [
        { rateBp: 1900, amountCents: 11900 },
        { rateBp: 700, amountCents: 1070 },
      ],
      "gross",
    );
    expect(mixed).toEqual({
      netCents: 11000,
      vatCents: 1970,
      grossCents: 12970,
      perRate: [
        { rateBp: 700, netCents: 1000, vatCents: 70, grossCents: 1070 },
        { rateBp: 1900, netCents: 10000, vatCents: 1900, grossCents: 11900 },
      ],
    });
  });
});
