/**
 * VAT arithmetic in integer cents. Rates are basis points (1900 = 19 %, 550 = 5.5 %), so every
 * step is integer arithmetic with one explicit rounding: half up, to whole cents.
 *
 * Totals follow German shop practice (and the invoice rules of § 14 UStG): VAT is computed once
 * per rate on the sum of that rate's lines, not per line and then added up. Per-line rounding
 * drifts by up to half a cent per line, so an order of many cheap lines would show a VAT amount
 * that differs from "rate x sum" on the invoice.
 */

export type RateBp = number;
const BP = 10_000;

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be whole, non-negative cents`);
}

function assertRate(rateBp: number): void {
  if (!Number.isSafeInteger(rateBp) || rateBp < 0 || rateBp > BP) throw new RangeError("rate must be 0..10000 bp");
}

/** a / b rounded half up, for non-negative integers (exact: no floating-point division). */
function divideHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

export function netFromGrossCents(grossCents: number, rateBp: RateBp): number {
  assertCents(grossCents, "gross");
  assertRate(rateBp);
  return divideHalfUp(grossCents * BP, BP + rateBp);
}

export function grossFromNetCents(netCents: number, rateBp: RateBp): number {
  assertCents(netCents, "net");
  assertRate(rateBp);
  return divideHalfUp(netCents * (BP + rateBp), BP);
}

export type VatLine = { rateBp: RateBp; amountCents: number };
export type VatPerRate = { rateBp: RateBp; netCents: number; vatCents: number; grossCents: number };
export type VatTotals = { netCents: number; vatCents: number; grossCents: number; perRate: VatPerRate[] };

/**
 * The VAT per rate for a list of lines. `basis: "gross"` reads the amounts as gross prices (the
 * consumer shop: the gross sum is fixed, net and VAT are derived from it); `basis: "net"` reads
 * them as net prices (the B2B view: VAT is added on the net sum). Rates come out ascending.
 */
export function vatTotals(lines: readonly VatLine[], basis: "gross" | "net"): VatTotals {
  const sums = new Map<number, number>();
  for (const line of lines) {
    assertCents(line.amountCents, "amount");
    assertRate(line.rateBp);
    sums.set(line.rateBp, (sums.get(line.rateBp) ?? 0) + line.amountCents);
  }
  const perRate = [...sums.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rateBp, sum]): VatPerRate => {
      if (basis === "gross") {
        const netCents = netFromGrossCents(sum, rateBp);
        return { rateBp, netCents, vatCents: sum - netCents, grossCents: sum };
      }
      const grossCents = grossFromNetCents(sum, rateBp);
      return { rateBp, netCents: sum, vatCents: grossCents - sum, grossCents };
    });
  return {
    netCents: perRate.reduce((total, r) => total + r.netCents, 0),
    vatCents: perRate.reduce((total, r) => total + r.vatCents, 0),
    grossCents: perRate.reduce((total, r) => total + r.grossCents, 0),
    perRate,
  };
}

/** 1900 → 19, 550 → 5.5: the percentage shown to shoppers and used in totalVats. */
export function ratePercent(rateBp: RateBp): number {
  return rateBp / 100;
}

/**
 * Splits an ancillary amount (shipping, a basket-wide discount) across the VAT rates of the
 * items, in proportion to each rate's item sum. Shipping is an ancillary service and takes
 * the VAT of the goods; with mixed rates German practice (BMF, Abschn. 3.10 UStAE) splits it
 * by item value. Largest remainder: the parts are whole cents and add up exactly.
 * Without items (or with items worth nothing) everything goes to `fallbackRateBp`.
 */
export function allocateByRate(amountCents: number, items: readonly VatLine[], fallbackRateBp: RateBp): VatLine[] {
  assertCents(amountCents, "amount");
  assertRate(fallbackRateBp);
  const weights = vatTotals(items, "gross").perRate.filter((r) => r.grossCents > 0);
  const total = weights.reduce((sum, r) => sum + r.grossCents, 0);
  if (total === 0) return [{ rateBp: fallbackRateBp, amountCents }];
  if (!Number.isSafeInteger(amountCents * total)) throw new RangeError("amounts too large to split exactly");
  const shares = weights.map((r) => {
    const product = amountCents * r.grossCents;
    return { rateBp: r.rateBp, part: Math.floor(product / total), remainder: product % total };
  });
  const left = amountCents - shares.reduce((sum, s) => sum + s.part, 0);
  // The cents lost to flooring go to the largest remainders (ties: the lower rate).
  const byRemainder = shares.toSorted((a, b) => b.remainder - a.remainder || a.rateBp - b.rateBp);
  for (const share of byRemainder.slice(0, left)) share.part += 1;
  return shares.map((s) => ({ rateBp: s.rateBp, amountCents: s.part }));
}
