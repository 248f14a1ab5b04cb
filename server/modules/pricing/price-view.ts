import type { Locale } from "#common/constants.ts";
import { discountPercent, money, netFromGross, type Money } from "#common/money.ts";

/** A stored gross price (variation_prices). */
export type PriceRow = {
  kind: "default" | "rrp" | "special";
  minimumQuantity: number;
  amountCents: number;
  currency: string;
  validFrom: Date | null;
  validUntil: Date | null;
};

export type PriceDisplay = { locale: Locale; showNetPrices: boolean; vatRatePercent: number };

export type GraduatedPrice = { minimumOrderQuantity: number; price: Money; discountPercent: number };

/** What the storefront shows of one variation's prices. */
export type PriceView = {
  /** What one piece costs now: the special offer when one applies. */
  price: Money;
  /** The regular price, struck through, while a special offer applies. */
  regularPrice: Money | null;
  /** Recommended retail price, only when above the price. */
  rrp: Money | null;
  /** Lowest price of the last 30 days, shown next to a price reduction (PAngV §11). */
  lowestPrice: Money | null;
  graduatedPrices: GraduatedPrice[];
  /** e.g. "19,93 € / Liter"; null for unit C62 with content 1. */
  basePrice: string | null;
  isNet: boolean;
};

const isValid = (row: PriceRow, now: Date) =>
  (row.validFrom === null || row.validFrom <= now) && (row.validUntil === null || row.validUntil > now);

/** Gross cents of one piece at a quantity: the best graduated default price, or a cheaper special offer. */
export function priceForQuantity(rows: PriceRow[], quantity: number, now: Date): number | null {
  const candidates = rows.filter(
    (row) => isValid(row, now) && row.kind !== "rrp" && row.minimumQuantity <= Math.max(1, quantity),
  );
  if (!candidates.some((row) => row.kind === "default")) return null;
  return Math.min(...candidates.map((row) => row.amountCents));
}

export function priceView(
  rows: PriceRow[],
  context: {
    now: Date;
    /** Lowest gross price of the last 30 days (price history), if known. */
    lowest30DaysCents: number | null;
    unit: { code: string; content: number; name: string };
    display: PriceDisplay;
  },
): PriceView | null {
  const { now, display } = context;
  const valid = rows.filter((row) => isValid(row, now));
  const base = valid.find((row) => row.kind === "default" && row.minimumQuantity === 1);
  if (!base) return null;
  const currency = base.currency;
  const shown = (cents: number) =>
    money(display.showNetPrices ? netFromGross(cents, display.vatRatePercent) : cents, currency, display.locale);

  const special = valid
    .filter((row) => row.kind === "special" && row.minimumQuantity === 1 && row.amountCents < base.amountCents)
    .sort((a, b) => a.amountCents - b.amountCents)[0];
  const current = special?.amountCents ?? base.amountCents;
  const rrp = valid.find((row) => row.kind === "rrp" && row.amountCents > current);
  const graduated = valid
    .filter((row) => row.kind === "default" && row.minimumQuantity > 1 && row.amountCents < current)
    .sort((a, b) => a.minimumQuantity - b.minimumQuantity)
    .map((row) => ({
      minimumOrderQuantity: row.minimumQuantity,
      price: shown(row.amountCents),
      discountPercent: discountPercent(current, row.amountCents),
    }));
  const showsReduction = special !== undefined;
  const { unit } = context;
  const basePrice =
    unit.code === "C62" && unit.content === 1
      ? null
      : `${shown(Math.round(current / unit.content)).formatted} / ${unit.name}`;

  return {
    price: shown(current),
    regularPrice: special ? shown(base.amountCents) : null,
    rrp: rrp ? shown(rrp.amountCents) : null,
    // PAngV §11: the lowest price of the 30 days before the reduction, as the history says.
    lowestPrice: showsReduction && context.lowest30DaysCents !== null ? shown(context.lowest30DaysCents) : null,
    graduatedPrices: graduated,
    basePrice: unit.content > 0 ? basePrice : null,
    isNet: display.showNetPrices,
  };
}
