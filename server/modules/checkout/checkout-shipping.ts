import { inArray } from "drizzle-orm";
import type { Locale } from "#common/constants.ts";
import type { Database } from "../../db/client.ts";
import { variations } from "../catalog/index.ts";
import { loadShippingProfiles } from "../shipping/index.ts";
import { shippingOptionsFor, type ShippingMethod } from "../shipping/index.ts";
import { deliveryVat, shopDay } from "../tax/index.ts";

export type ParcelLine = { variationId: number; quantity: number };

/**
 * The parcel's weight in grams: each line's variation weight times its quantity. Read here
 * because the cart answer carries no weights.
 */
export async function parcelWeightG(db: Database, lines: readonly ParcelLine[]): Promise<number> {
  if (lines.length === 0) return 0;
  const rows = await db
    .select({ id: variations.id, weightG: variations.weightG })
    .from(variations)
    .where(
      inArray(
        variations.id,
        lines.map((line) => line.variationId),
      ),
    );
  const weights = new Map(rows.map((row) => [row.id, row.weightG]));
  return lines.reduce((sum, line) => sum + (weights.get(line.variationId) ?? 0) * line.quantity, 0);
}

export type CheckoutShipping =
  | { methods: ShippingMethod[]; errorKey: null }
  | { methods: []; errorKey: "noShippingMethodsAvailable" | "shippingCalculationFailed" | "countryNotFound" };

/**
 * The shipping methods the checkout offers for a cart and delivery country. Problems are
 * answered as an error key to show in the section, not thrown: the rest of the checkout
 * still renders.
 */
export async function checkoutShippingMethods(
  db: Database,
  query: {
    countryId: number;
    lines: readonly ParcelLine[];
    itemSumGrossCents: number;
    currency: string;
    locale: Locale;
  },
): Promise<CheckoutShipping> {
  const vat = await deliveryVat(db, { countryId: query.countryId, day: shopDay(new Date()) });
  if (vat === "unknownCountry") return { methods: [], errorKey: "countryNotFound" };
  if (vat === "rateMissing") return { methods: [], errorKey: "shippingCalculationFailed" };
  const result = shippingOptionsFor(await loadShippingProfiles(db), {
    countryId: query.countryId,
    weightG: await parcelWeightG(db, query.lines),
    itemSumGrossCents: query.itemSumGrossCents,
    vatRateBp: vat.rates.standard,
    currency: query.currency,
    locale: query.locale,
  });
  if (result.methods.length > 0) return { methods: result.methods, errorKey: null };
  return {
    methods: [],
    errorKey: result.failed.length > 0 ? "shippingCalculationFailed" : "noShippingMethodsAvailable",
  };
}
