import { allocateByRate, grossFromNetCents, netFromGrossCents, vatTotals, type VatLine } from "../tax/index.ts";

/**
 * The cart's arithmetic, in integer cents with VAT rates in basis points (1900 = 19 %).
 * Catalogue prices are gross, so gross is the authority: a line's gross is its piece price
 * times the quantity, and the net side is derived once per VAT rate on the sum of that
 * rate's amounts (tax/vat.ts). Then, for every cart: net + VAT = gross exactly, per rate
 * and in total. A line's own net (priceNet) is for display only and may differ from its
 * share of the rate's net by a cent.
 */

export type PricedLine = {
  id: number;
  /** Gross of one piece including its surcharges. */
  unitGrossCents: number;
  quantity: number;
  rateBp: number;
};

export type BasketInput = {
  lines: PricedLine[];
  /** Gross shipping the shopper pays (0 when free or when no method is available). */
  shippingGrossCents: number;
  /** A coupon's discount (positive cents) on the lines named; at most their gross sum. */
  discount?: { cents: number; lineIds: number[] };
  /** The rate that shipping takes when no item carries a value (the delivery's standard rate). */
  fallbackRateBp: number;
};

export type RateTotal = { rateBp: number; netCents: number; vatCents: number; grossCents: number };

export type BasketTotals = {
  itemSumCents: number;
  itemSumNetCents: number;
  shippingCents: number;
  shippingNetCents: number;
  /** Positive cents taken off by the coupon. */
  discountCents: number;
  basketCents: number;
  basketNetCents: number;
  /** The basket's VAT per rate (items − discount + shipping), highest rate first. */
  vats: RateTotal[];
};

/** A surcharge as the shop sets it: with VAT ('incl') as it is, without ('plus') with VAT added. */
export function surchargeGrossCents(surchargeCents: number, includesVat: boolean, rateBp: number): number {
  return includesVat ? surchargeCents : grossFromNetCents(surchargeCents, rateBp);
}

export function lineGrossCents(line: Pick<PricedLine, "unitGrossCents" | "quantity">): number {
  return line.unitGrossCents * line.quantity;
}

const asVatLines = (lines: PricedLine[]): VatLine[] =>
  lines.map((line) => ({ rateBp: line.rateBp, amountCents: lineGrossCents(line) }));

function sumByRate(parts: VatLine[]): Map<number, number> {
  const sums = new Map<number, number>();
  for (const part of parts) sums.set(part.rateBp, (sums.get(part.rateBp) ?? 0) + part.amountCents);
  return sums;
}

/**
 * The basket's totals. The discount is split over the VAT rates of the lines it applies to,
 * shipping over the rates of the goods after the discount (shipping is an ancillary service
 * and takes the goods' VAT; allocateByRate), each pro rata with parts that add up to the
 * cent. The discount never exceeds the lines it applies to, so no rate goes below zero.
 */
export function basketTotals(input: BasketInput): BasketTotals {
  const items = vatTotals(asVatLines(input.lines), "gross");
  const discountLines = input.discount ? input.lines.filter((line) => input.discount?.lineIds.includes(line.id)) : [];
  const discountable = discountLines.reduce((sum, line) => sum + lineGrossCents(line), 0);
  const discountCents = Math.min(input.discount?.cents ?? 0, discountable);
  const discountParts = discountCents > 0 ? allocateByRate(discountCents, asVatLines(discountLines), 0) : [];
  const discountByRate = sumByRate(discountParts);
  const goods = items.perRate.map((rate) => ({
    rateBp: rate.rateBp,
    amountCents: rate.grossCents - (discountByRate.get(rate.rateBp) ?? 0),
  }));
  const shippingParts =
    input.shippingGrossCents > 0 ? allocateByRate(input.shippingGrossCents, goods, input.fallbackRateBp) : [];
  const basket = vatTotals([...goods, ...shippingParts], "gross");
  return {
    itemSumCents: items.grossCents,
    itemSumNetCents: items.netCents,
    shippingCents: input.shippingGrossCents,
    shippingNetCents: shippingParts.reduce((sum, part) => sum + netFromGrossCents(part.amountCents, part.rateBp), 0),
    discountCents,
    basketCents: basket.grossCents,
    basketNetCents: basket.netCents,
    vats: basket.perRate.filter((rate) => rate.grossCents > 0).toReversed(),
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
