import { eq } from "drizzle-orm";
import fc from "fast-check";
import { expect, it } from "vitest";
import { seedCommerce } from "#server/demo/commerce/index.ts";
import { shippingProfiles, shippingRates } from "#server/modules/shipping/shipping.table.ts";
import { describeDatabases } from "./harness.ts";

const GERMANY = 1;
const AUSTRIA = 2;
const SWITZERLAND = 3;
const NORWAY = 14;

type Method = { shippingProfileId: number; shippingAmount: { value: number }; shippingAmountNet: { value: number } };
const summary = (methods: Method[] | undefined) =>
  methods?.map((m) => [m.shippingProfileId, m.shippingAmount.value, m.shippingAmountNet.value]);

describeDatabases("shipping profiles operation", (shop) => {
  it("answers the demo methods for Germany in German, free from 50 €", async () => {
    await seedCommerce(shop().db);
    const visitor = shop().client();
    const light = await visitor.call("getShippingProfiles", {
      countryId: GERMANY,
      weightG: 800,
      itemSumGrossCents: 1500,
    });
    expect(light.status).toBe(200);
    // Small parcel by value, DHL Paket by weight, Express; net at 19 %.
    expect(summary(light.body.data?.shippingMethods)).toEqual([
      [1, 490, 412],
      [2, 1990, 1672],
      [5, 390, 328],
    ]);
    expect(light.body.data?.shippingMethods[0]).toMatchObject({
      parcelServiceName: "DHL",
      parcelServicePresetName: "DHL Paket",
      parcelServicePresetId: 1,
      shippingAmount: { formatted: "4,90\u00a0€", currency: "EUR" },
      shippingPrivacyInformation: { showDataPrivacyAgreementHint: false },
      maxDeliveryDays: 3,
      isFree: false,
    });
    expect(light.body.data?.selectedShippingProfileId).toBe(1);

    const free = await visitor.call("getShippingProfiles", {
      countryId: GERMANY,
      weightG: 800,
      itemSumGrossCents: 5000,
    });
    expect(summary(free.body.data?.shippingMethods)).toEqual([
      [1, 0, 0],
      [2, 1990, 1672],
      [5, 0, 0],
    ]);
    const heavy = await visitor.call("getShippingProfiles", {
      countryId: GERMANY,
      weightG: 45_000,
      itemSumGrossCents: 90_000,
    });
    expect(summary(heavy.body.data?.shippingMethods)).toEqual([[4, 4900, 4118]]);
    expect(heavy.body.data?.shippingMethods[0]?.parcelServicePresetName).toBe(
      "Spedition (Lieferung frei Bordsteinkante)",
    );
  });

  it("uses the delivery country's VAT in the EU and none for exports, names in English", async () => {
    await seedCommerce(shop().db);
    const visitor = shop().client({ locale: "en" });
    const austria = await visitor.call("getShippingProfiles", {
      countryId: AUSTRIA,
      weightG: 3000,
      itemSumGrossCents: 8000,
    });
    expect(summary(austria.body.data?.shippingMethods)).toEqual([
      [1, 1190, 992],
      [2, 4490, 3742],
    ]);
    const swiss = await visitor.call("getShippingProfiles", {
      countryId: SWITZERLAND,
      weightG: 3000,
      itemSumGrossCents: 8000,
    });
    expect(summary(swiss.body.data?.shippingMethods)).toEqual([
      [2, 8990, 8990],
      [3, 3490, 3490],
    ]);
    expect(swiss.body.data?.shippingMethods[1]).toMatchObject({
      parcelServicePresetName: "DHL Parcel International",
      shippingAmount: { formatted: "€34.90" },
      shippingPrivacyInformation: { showDataPrivacyAgreementHint: true },
    });
  });

  it("answers the spec's shipping errors in both languages", async () => {
    const { db } = shop();
    await seedCommerce(db);
    const de = shop().client();
    const en = shop().client({ locale: "en" });

    const gone = await en.call("getShippingProfiles", {
      countryId: GERMANY,
      weightG: 5_000,
      itemSumGrossCents: 1000,
      selectedShippingProfileId: 5,
    });
    expect(gone.status).toBe(409);
    expect(gone.body.error).toMatchObject({
      key: "shippingMethodNotAvailable",
      message: "The selected shipping method is no longer available. Please choose another one.",
    });

    // Over 31.5 kg to Switzerland: no parcel service takes it.
    const none = await de.call("getShippingProfiles", {
      countryId: SWITZERLAND,
      weightG: 40_000,
      itemSumGrossCents: 1000,
    });
    expect(none.status).toBe(409);
    expect(none.body.error).toMatchObject({
      key: "noShippingMethodsAvailable",
      message: "Für diese Lieferung ist keine Versandart verfügbar. Bitte wenden Sie sich an den Shopbetreiber.",
    });

    await db.update(shippingProfiles).set({ active: false }).where(eq(shippingProfiles.id, 2));
    await db.delete(shippingRates).where(eq(shippingRates.profileId, 3));
    const failed = await en.call("getShippingProfiles", {
      countryId: SWITZERLAND,
      weightG: 1000,
      itemSumGrossCents: 1000,
    });
    expect(failed.status).toBe(409);
    expect(failed.body.error).toMatchObject({
      key: "shippingCalculationFailed",
      message: "The shipping costs could not be calculated. Please try again later.",
    });
  });

  it("rejects bad input with 400 and a translated message", async () => {
    await seedCommerce(shop().db);
    const en = shop().client({ locale: "en" });
    for (const countryId of [999, NORWAY]) {
      const answer = await en.call("getShippingProfiles", { countryId, weightG: 1000, itemSumGrossCents: 1000 });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        key: "countryNotFound",
        message: "This country does not exist or we do not deliver there.",
      });
    }
    for (const payload of [
      {},
      { countryId: GERMANY, weightG: -1, itemSumGrossCents: 0 },
      { countryId: GERMANY, weightG: 1.5, itemSumGrossCents: 0 },
      { countryId: "1", weightG: 1, itemSumGrossCents: 0 },
      { countryId: GERMANY, weightG: 1, itemSumGrossCents: 0, extra: true },
    ]) {
      const answer = await en.callRaw("getShippingProfiles", payload);
      expect(answer.status).toBe(400);
    }
  });

  it("answers every valid parcel to an active country with methods or a shipping error, never a failure", async () => {
    await seedCommerce(shop().db);
    const visitor = shop().client({ locale: "en" });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 13 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        async (countryId, weightG, itemSumGrossCents) => {
          const answer = await visitor.call("getShippingProfiles", { countryId, weightG, itemSumGrossCents });
          if (answer.status === 409) {
            expect(answer.body.error?.key).toBe("noShippingMethodsAvailable");
            return;
          }
          expect(answer.status).toBe(200);
          for (const method of answer.body.data?.shippingMethods ?? []) {
            expect(method.shippingAmount.value).toBeGreaterThanOrEqual(0);
            expect(method.shippingAmountNet.value).toBeLessThanOrEqual(method.shippingAmount.value);
            expect(method.isFree).toBe(method.shippingAmount.value === 0);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
