import type { PriceRow } from "../pricing/index.ts";
import { isSalable, type ItemFacts, type VariationFacts } from "./listing-rules.ts";

/** Small builders for the listing's unit tests. */

export const NOW = new Date("2026-11-22T12:00:00Z");

export function price(kind: PriceRow["kind"], amountCents: number, extra: Partial<PriceRow> = {}): PriceRow {
  return { kind, amountCents, minimumQuantity: 1, currency: "EUR", validFrom: null, validUntil: null, ...extra };
}

export function variation(id: number, extra: Partial<VariationFacts> = {}): VariationFacts {
  const prices = extra.prices ?? [price("default", 1000)];
  return {
    id,
    isMain: false,
    position: id,
    salableFlag: true,
    availabilityId: 1,
    availabilityName: "In stock",
    minimumOrderQuantity: 1,
    intervalOrderQuantity: 1,
    availableUntil: null,
    unit: { code: "C62", content: 1, name: "piece" },
    stock: { quantity: 5, reserved: 0, allowOverselling: false },
    components: [],
    attributeValueIds: [],
    grossCents: Math.min(...prices.filter((row) => row.kind !== "rrp").map((row) => row.amountCents)),
    ...extra,
    prices,
  };
}

export function item(id: number, variations: VariationFacts[], extra: Partial<ItemFacts> = {}): ItemFacts {
  return {
    id,
    itemType: "default",
    vatRatePercent: 19,
    manufacturerId: null,
    manufacturerName: null,
    name: `Item ${id}`,
    urlPath: `item-${id}`,
    position: 0,
    ratingAverage: 0,
    ratingCount: 0,
    hasOrderProperties: false,
    hasRequiredOrderProperty: false,
    variations,
    salableVariationCount: variations.filter((v) => isSalable(v, NOW)).length,
    ...extra,
  };
}
