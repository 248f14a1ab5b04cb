/**
 * Which VAT rate applies to a delivery. The shop is a German seller above the EU distance-sale
 * threshold, so (docs/tax-and-shipping.md):
 * - consumers in the EU pay the delivery country's VAT (destination principle, One-Stop-Shop);
 * - deliveries outside the EU are exports, free of German VAT (§ 4 Nr. 1a, § 6 UStG): the shop
 *   charges the net price and the buyer pays import VAT and duty at the border;
 * - businesses in another EU country with a valid VAT number get an intra-Community supply at
 *   0 % (reverse charge: the buyer accounts for the VAT, § 4 Nr. 1b, § 6a UStG);
 * - businesses in Germany pay German VAT like everyone else in Germany.
 */

export const SHOP_COUNTRY_ISO = "DE";

export type VatClass = "standard" | "reduced";

const shopCalendar = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" });

/**
 * The shop's calendar day (YYYY-MM-DD) of an instant. Rate changes take effect at midnight in
 * Germany, not in UTC: an order at 00:30 on 1 January German time is already under the new rate.
 */
export function shopDay(instant: Date): string {
  return shopCalendar.format(instant);
}
export type VatRateRow = { countryId: number; vatClass: VatClass; rateBp: number; validFrom: string };
export type TaxCountry = { id: number; isoCode2: string; isEu: boolean };

/** The rate in force on `day` (YYYY-MM-DD): the row with the latest validFrom not after it. */
export function rateInForce(
  rows: readonly VatRateRow[],
  countryId: number,
  vatClass: VatClass,
  day: string,
): number | undefined {
  let best: VatRateRow | undefined;
  for (const row of rows) {
    if (row.countryId !== countryId || row.vatClass !== vatClass || row.validFrom > day) continue;
    if (!best || row.validFrom > best.validFrom) best = row;
  }
  return best?.rateBp;
}

export type TaxTreatment = "domestic" | "distanceSale" | "reverseCharge" | "export";

/** Reverse charge: a business buyer in another EU country whose VAT number was confirmed. */
export function isReverseCharge(delivery: TaxCountry, buyer: { validVatNumberCountryIso?: string }): boolean {
  return (
    delivery.isEu &&
    delivery.isoCode2 !== SHOP_COUNTRY_ISO &&
    buyer.validVatNumberCountryIso !== undefined &&
    buyer.validVatNumberCountryIso !== SHOP_COUNTRY_ISO
  );
}

export function taxTreatment(delivery: TaxCountry, buyer: { validVatNumberCountryIso?: string }): TaxTreatment {
  if (!delivery.isEu) return "export";
  if (delivery.isoCode2 === SHOP_COUNTRY_ISO) return "domestic";
  return isReverseCharge(delivery, buyer) ? "reverseCharge" : "distanceSale";
}

/**
 * The rate for one VAT class of a delivery on a day, or undefined when the country has no rate
 * for that class on that day (a data gap the caller reports as a calculation error).
 */
export function applicableRate(input: {
  rows: readonly VatRateRow[];
  delivery: TaxCountry;
  buyer: { validVatNumberCountryIso?: string };
  vatClass: VatClass;
  day: string;
}): number | undefined {
  const treatment = taxTreatment(input.delivery, input.buyer);
  if (treatment === "export" || treatment === "reverseCharge") return 0;
  return rateInForce(input.rows, input.delivery.id, input.vatClass, input.day);
}
