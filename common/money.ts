import { LOCALE_TAGS, type Locale } from "./constants.ts";

/** Money is integer minor units (cents) plus an ISO currency; never floats. */
export type Money = { value: number; currency: string; formatted: string };

const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: number, currency: string, locale: Locale): string {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: "currency", currency });
    formatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}

export function money(cents: number, currency: string, locale: Locale): Money {
  return { value: cents, currency, formatted: formatMoney(cents, currency, locale) };
}

/** Net from gross at a VAT rate in percent, rounded half up to whole cents. */
export function netFromGross(grossCents: number, ratePercent: number): number {
  return Math.round((grossCents * 100) / (100 + ratePercent));
}

/** Gross from net at a VAT rate in percent, rounded half up to whole cents. */
export function grossFromNet(netCents: number, ratePercent: number): number {
  return Math.round((netCents * (100 + ratePercent)) / 100);
}

/** Percentage saved from `from` to `to`, with one decimal (graduated prices, bundles). */
export function discountPercent(fromCents: number, toCents: number): number {
  if (fromCents <= 0 || toCents >= fromCents) return 0;
  return Math.round(((fromCents - toCents) * 1000) / fromCents) / 10;
}
