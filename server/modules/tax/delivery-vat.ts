import type { Database } from "../../db/client.ts";
import { loadCountryRows, loadVatRateRows } from "./countries.ts";
import { applicableRate, taxTreatment, type TaxTreatment, type VatClass } from "./tax-rules.ts";

export type DeliveryVat = { countryId: number; treatment: TaxTreatment; rates: Record<VatClass, number> };

/**
 * The VAT rates of both classes for a delivery on a day: what the cart multiplies its lines
 * with (variations carry their vatClass). "unknownCountry" for an unknown or inactive country,
 * "rateMissing" when a rate is missing for that day (a data gap the caller reports rather
 * than guessing a rate).
 */
export async function deliveryVat(
  db: Database,
  input: { countryId: number; buyer?: { validVatNumberCountryIso?: string }; day: string },
): Promise<DeliveryVat | "unknownCountry" | "rateMissing"> {
  const [countries, rows] = await Promise.all([loadCountryRows(db), loadVatRateRows(db)]);
  const delivery = countries.find((c) => c.id === input.countryId && c.active);
  if (!delivery) return "unknownCountry";
  const buyer = input.buyer ?? {};
  const standard = applicableRate({ rows, delivery, buyer, vatClass: "standard", day: input.day });
  const reduced = applicableRate({ rows, delivery, buyer, vatClass: "reduced", day: input.day });
  if (standard === undefined || reduced === undefined) return "rateMissing";
  return { countryId: delivery.id, treatment: taxTreatment(delivery, buyer), rates: { standard, reduced } };
}
