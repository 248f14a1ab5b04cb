import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  chooseShippingMethod,
  ShippingError,
  shippingOptionsFor,
  type ShippingProfileData,
  type ShippingQuery,
} from "./shipping-options.ts";

const DE = 1;
const CH = 3;

const parcel: ShippingProfileData = {
  id: 1,
  parcelServiceName: "DHL",
  names: { de: "DHL Paket", en: "DHL Parcel" },
  minWeightG: 0,
  maxWeightG: null,
  showDataPrivacyAgreementHint: false,
  position: 1,
  active: true,
  countries: [
    {
      countryId: DE,
      basis: "weight",
      freeFromCents: 5000,
      maxDeliveryDays: 3,
      bands: [
        { upTo: 31_500, priceCents: 1290 },
        { upTo: 2_000, priceCents: 490 },
      ],
    },
  ],
};
const freight: ShippingProfileData = {
  ...parcel,
  id: 4,
  parcelServiceName: "Nordfracht Spedition",
  names: { de: "Spedition", en: "Freight forwarder" },
  minWeightG: 31_501,
  showDataPrivacyAgreementHint: true,
  position: 2,
  countries: [
    {
      countryId: DE,
      basis: "weight",
      freeFromCents: null,
      maxDeliveryDays: 10,
      bands: [{ upTo: null, priceCents: 4900 }],
    },
  ],
};
const small: ShippingProfileData = {
  ...parcel,
  id: 5,
  names: { de: "Kleinpaket", en: "Small parcel" },
  maxWeightG: 1_000,
  position: 0,
  countries: [
    {
      countryId: DE,
      basis: "value",
      freeFromCents: null,
      maxDeliveryDays: 4,
      bands: [
        { upTo: 1_999, priceCents: 390 },
        { upTo: null, priceCents: 290 },
      ],
    },
  ],
};

const query = (over: Partial<ShippingQuery> = {}): ShippingQuery => ({
  countryId: DE,
  weightG: 1_500,
  itemSumGrossCents: 2_000,
  vatRateBp: 1900,
  currency: "EUR",
  locale: "de",
  ...over,
});

describe("shippingOptionsFor", () => {
  it("answers the spec's fields, with net via the VAT functions", () => {
    const { methods, failed } = shippingOptionsFor([parcel], query());
    expect(failed).toEqual([]);
    expect(methods).toEqual([
      {
        parcelServiceName: "DHL",
        parcelServicePresetName: "DHL Paket",
        parcelServicePresetId: 1,
        shippingProfileId: 1,
        shippingAmount: { value: 490, currency: "EUR", formatted: "4,90\u00a0€" },
        shippingAmountNet: { value: 412, currency: "EUR", formatted: "4,12\u00a0€" },
        shippingPrivacyInformation: { showDataPrivacyAgreementHint: false },
        maxDeliveryDays: 3,
        isFree: false,
      },
    ]);
    expect(shippingOptionsFor([parcel], query({ locale: "en" })).methods[0]?.parcelServicePresetName).toBe(
      "DHL Parcel",
    );
  });

  it("picks the band by weight or by item sum, and is free from the threshold", () => {
    const amount = (q: Partial<ShippingQuery>, profiles = [parcel]) =>
      shippingOptionsFor(profiles, query(q)).methods.map((m) => [
        m.shippingProfileId,
        m.shippingAmount.value,
        m.isFree,
      ]);
    expect(amount({ weightG: 2_000 })).toEqual([[1, 490, false]]);
    expect(amount({ weightG: 2_001 })).toEqual([[1, 1290, false]]);
    expect(amount({ itemSumGrossCents: 4_999 })).toEqual([[1, 490, false]]);
    expect(amount({ itemSumGrossCents: 5_000 })).toEqual([[1, 0, true]]);
    expect(amount({ weightG: 500, itemSumGrossCents: 1_999 }, [small])).toEqual([[5, 390, false]]);
    expect(amount({ weightG: 500, itemSumGrossCents: 2_000 }, [small])).toEqual([[5, 290, false]]);
  });

  it("offers only active profiles serving the country that take the weight, in position order", () => {
    const ids = (q: Partial<ShippingQuery>, profiles = [parcel, freight, small]) =>
      shippingOptionsFor(profiles, query(q)).methods.map((m) => m.shippingProfileId);
    expect(ids({ weightG: 800 })).toEqual([5, 1]);
    expect(ids({ weightG: 1_500 })).toEqual([1]);
    expect(ids({ weightG: 31_501 })).toEqual([4]);
    expect(ids({ countryId: CH })).toEqual([]);
    expect(ids({ weightG: 800 }, [{ ...small, active: false }, parcel])).toEqual([1]);
  });

  it("reports profiles with broken price data instead of guessing a price", () => {
    const broken = { ...parcel, countries: parcel.countries.map((c) => ({ ...c, bands: [] })) };
    expect(shippingOptionsFor([broken], query())).toEqual({ methods: [], failed: [1] });
  });

  it("never answers a negative amount or a net above the gross", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(0, 700, 1900, 2000),
        (weightG, itemSumGrossCents, vatRateBp) => {
          const { methods } = shippingOptionsFor(
            [parcel, freight, small],
            query({ weightG, itemSumGrossCents, vatRateBp }),
          );
          for (const m of methods) {
            expect(m.shippingAmount.value).toBeGreaterThanOrEqual(0);
            expect(m.shippingAmountNet.value).toBeLessThanOrEqual(m.shippingAmount.value);
            expect(m.isFree).toBe(m.shippingAmount.value === 0);
          }
          // Parcel up to 31.5 kg and the forwarder above leave no weight without a method.
          expect(methods.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe("chooseShippingMethod", () => {
  const result = shippingOptionsFor([parcel, small], query({ weightG: 800 }));

  it("takes the selected method, else the first", () => {
    expect(chooseShippingMethod(result).shippingProfileId).toBe(5);
    expect(chooseShippingMethod(result, 1).shippingProfileId).toBe(1);
  });

  it("throws the spec's three shipping errors", () => {
    const keyOf = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return error instanceof ShippingError ? error.key : "other";
      }
      return "none";
    };
    expect(keyOf(() => chooseShippingMethod(result, 4))).toBe("shippingMethodNotAvailable");
    expect(keyOf(() => chooseShippingMethod({ methods: [], failed: [] }))).toBe("noShippingMethodsAvailable");
    expect(keyOf(() => chooseShippingMethod({ methods: [], failed: [1] }))).toBe("shippingCalculationFailed");
  });
});
