import type { Locale } from "#common/constants.ts";
import { money, type Money } from "#common/money.ts";
import { netFromGrossCents } from "../tax/index.ts";

export type PriceBand = { upTo: number | null; priceCents: number };
export type ProfileCountry = {
  countryId: number;
  basis: "weight" | "value";
  freeFromCents: number | null;
  maxDeliveryDays: number;
  bands: PriceBand[];
};
export type ShippingProfileData = {
  id: number;
  parcelServiceName: string;
  names: Record<Locale, string>;
  minWeightG: number;
  maxWeightG: number | null;
  showDataPrivacyAgreementHint: boolean;
  position: number;
  active: boolean;
  countries: ProfileCountry[];
};

/** docs/glossary.md, storefront spec §3 "Shipping method". */
export type ShippingMethod = {
  parcelServiceName: string;
  parcelServicePresetName: string;
  parcelServicePresetId: number;
  shippingProfileId: number;
  shippingAmount: Money;
  shippingAmountNet: Money;
  shippingPrivacyInformation: { showDataPrivacyAgreementHint: boolean };
  maxDeliveryDays: number;
  isFree: boolean;
};

export type ShippingErrorKey =
  "shippingMethodNotAvailable" | "noShippingMethodsAvailable" | "shippingCalculationFailed";

export class ShippingError extends Error {
  readonly key: ShippingErrorKey;
  constructor(key: ShippingErrorKey) {
    super(key);
    this.name = "ShippingError";
    this.key = key;
  }
}

export type ShippingQuery = {
  countryId: number;
  weightG: number;
  itemSumGrossCents: number;
  /** The VAT rate on shipping for this delivery (0 for exports and reverse charge). */
  vatRateBp: number;
  currency: string;
  locale: Locale;
};

/** The band's price, undefined when the parcel is beyond the last band, or "broken" for bad data. */
function bandPrice(bands: readonly PriceBand[], measure: number): number | undefined | "broken" {
  if (bands.length === 0) return "broken";
  const sorted = bands.toSorted((a, b) => (a.upTo ?? Infinity) - (b.upTo ?? Infinity));
  const band = sorted.find((b) => b.upTo === null || measure <= b.upTo);
  if (band && (!Number.isSafeInteger(band.priceCents) || band.priceCents < 0)) return "broken";
  return band?.priceCents;
}

/**
 * The shipping methods for a parcel, in the operator's order (position). A
 * profile is offered when it is active, serves the country and takes the weight. Profiles
 * whose price data is broken are left out and reported in `failed`.
 */
export function shippingOptionsFor(
  profiles: readonly ShippingProfileData[],
  query: ShippingQuery,
): { methods: ShippingMethod[]; failed: number[] } {
  const methods: ShippingMethod[] = [];
  const failed: number[] = [];
  const ordered = profiles.toSorted((a, b) => a.position - b.position || a.id - b.id);
  for (const profile of ordered) {
    if (!profile.active) continue;
    const country = profile.countries.find((c) => c.countryId === query.countryId);
    if (!country) continue;
    if (query.weightG < profile.minWeightG) continue;
    if (profile.maxWeightG !== null && query.weightG > profile.maxWeightG) continue;
    const measure = country.basis === "weight" ? query.weightG : query.itemSumGrossCents;
    const price = bandPrice(country.bands, measure);
    if (price === "broken") {
      failed.push(profile.id);
      continue;
    }
    if (price === undefined) continue;
    const free = price === 0 || (country.freeFromCents !== null && query.itemSumGrossCents >= country.freeFromCents);
    const gross = free ? 0 : price;
    const name = profile.names[query.locale];
    methods.push({
      parcelServiceName: profile.parcelServiceName,
      parcelServicePresetName: name,
      parcelServicePresetId: profile.id,
      shippingProfileId: profile.id,
      shippingAmount: money(gross, query.currency, query.locale),
      shippingAmountNet: money(netFromGrossCents(gross, query.vatRateBp), query.currency, query.locale),
      shippingPrivacyInformation: { showDataPrivacyAgreementHint: profile.showDataPrivacyAgreementHint },
      maxDeliveryDays: country.maxDeliveryDays,
      isFree: free,
    });
  }
  return { methods, failed };
}

/**
 * The method to use: the selected one, else the first. Throws the spec's shipping errors
 * (docs/glossary.md, storefront spec §8) when there is nothing to choose or the choice is gone.
 */
export function chooseShippingMethod(
  result: { methods: ShippingMethod[]; failed: number[] },
  selectedProfileId?: number,
): ShippingMethod {
  const first = result.methods[0];
  if (!first) {
    throw new ShippingError(result.failed.length > 0 ? "shippingCalculationFailed" : "noShippingMethodsAvailable");
  }
  if (selectedProfileId === undefined) return first;
  const selected = result.methods.find((m) => m.shippingProfileId === selectedProfileId);
  if (!selected) throw new ShippingError("shippingMethodNotAvailable");
  return selected;
}
