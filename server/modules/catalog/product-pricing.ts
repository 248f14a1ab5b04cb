import { discountPercent } from "#common/money.ts";
import type { PriceRow } from "../pricing/index.ts";

export type VatClass = "standard" | "reduced";

/**
 * German VAT rates. Until the tax module arrives (delivery country, OSS rates) every price
 * is shown with the rate of Germany, the shop's country.
 */
const GERMAN_VAT_PERCENT: Record<VatClass, number> = { standard: 19, reduced: 7 };

export function vatRatePercent(vatClass: VatClass): number {
  return GERMAN_VAT_PERCENT[vatClass];
}

const isValid = (row: PriceRow, now: Date) =>
  (row.validFrom === null || row.validFrom <= now) && (row.validUntil === null || row.validUntil > now);

/**
 * When the special offer that priceView shows ends (schema.org priceValidUntil): the same
 * pick as priceView (the cheapest valid special for one piece below the default price).
 */
export function specialOfferEnd(rows: PriceRow[], now: Date): Date | null {
  const valid = rows.filter((row) => isValid(row, now));
  const base = valid.find((row) => row.kind === "default" && row.minimumQuantity === 1);
  if (!base) return null;
  const special = valid
    .filter((row) => row.kind === "special" && row.minimumQuantity === 1 && row.amountCents < base.amountCents)
    .sort((a, b) => a.amountCents - b.amountCents)[0];
  return special?.validUntil ?? null;
}

export type BundleSaving = { componentsTotalCents: number; savingCents: number; savingPercent: number };

/**
 * What a bundle saves against buying its components one by one, in the prices as shown
 * (all gross or all net). Null when a component has no price or the bundle saves nothing.
 */
export function bundleSaving(
  bundlePriceCents: number,
  components: { priceCents: number | null; quantity: number }[],
): BundleSaving | null {
  if (components.length === 0) return null;
  let total = 0;
  for (const component of components) {
    if (component.priceCents === null) return null;
    total += component.priceCents * component.quantity;
  }
  const saving = total - bundlePriceCents;
  if (saving <= 0) return null;
  return {
    componentsTotalCents: total,
    savingCents: saving,
    savingPercent: discountPercent(total, bundlePriceCents),
  };
}
