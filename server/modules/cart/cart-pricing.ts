import { grossFromNet, netFromGross } from "#common/money.ts";

/**
 * The cart's arithmetic, in integer cents. Catalogue prices are gross, so gross is the
 * authority: a line's gross is its piece price times the quantity, and the net side is
 * derived once per VAT rate (the sum of the gross lines at that rate, rounded half up).
 * Then, for every cart: net + VAT = gross exactly, per rate and in total. A line's own
 * net (priceNet) is for display only and may differ from its share of the rate's net by
 * a cent.
 */

export type PricedLine = {
  /** Gross of one piece including its surcharges. */
  unitGrossCents: number;
  quantity: number;
  vatRatePercent: number;
};

export type VatTotal = { vatValue: number; netCents: number; grossCents: number; vatCents: number };

export type CartTotals = {
  itemSumCents: number;
  itemSumNetCents: number;
  vats: VatTotal[];
};

/** A surcharge as the shop sets it: with VAT ('incl') as it is, without ('plus') with VAT added. */
export function surchargeGrossCents(surchargeCents: number, includesVat: boolean, vatRatePercent: number): number {
  return includesVat ? surchargeCents : grossFromNet(surchargeCents, vatRatePercent);
}

export function lineGrossCents(line: PricedLine): number {
  return line.unitGrossCents * line.quantity;
}

export function cartTotals(lines: PricedLine[]): CartTotals {
  const grossByRate = new Map<number, number>();
  for (const line of lines) {
    grossByRate.set(line.vatRatePercent, (grossByRate.get(line.vatRatePercent) ?? 0) + lineGrossCents(line));
  }
  const vats = [...grossByRate]
    .sort(([a], [b]) => b - a)
    .map(([vatValue, grossCents]) => {
      const netCents = netFromGross(grossCents, vatValue);
      return { vatValue, netCents, grossCents, vatCents: grossCents - netCents };
    });
  return {
    itemSumCents: vats.reduce((sum, vat) => sum + vat.grossCents, 0),
    itemSumNetCents: vats.reduce((sum, vat) => sum + vat.netCents, 0),
    vats,
  };
}

/**
 * The quantity the shop accepts for a wish: at least the minimum, then whole steps of the
 * interval above it (rounded up: a shopper who asks for 5 of a 4-pack-step item gets 8).
 */
export function quantityOnGrid(wanted: number, minimum: number, interval: number): number {
  if (wanted <= minimum) return minimum;
  return minimum + Math.ceil((wanted - minimum) / interval) * interval;
}

/** The largest quantity on the grid not above `limit`; below the minimum there is none (0). */
export function largestOnGridUpTo(limit: number, minimum: number, interval: number): number {
  if (limit < minimum) return 0;
  return minimum + Math.floor((limit - minimum) / interval) * interval;
}
