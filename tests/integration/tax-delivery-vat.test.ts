import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { seedCommerce } from "#server/demo/commerce/index.ts";
import { deliveryVat } from "#server/modules/tax/delivery-vat.ts";
import { vatRates } from "#server/modules/tax/tax.table.ts";
import { describeDatabases } from "./harness.ts";

const DAY = "2026-11-22";

describeDatabases("VAT rates for a delivery", (shop) => {
  it("answers both classes for the destination, exports and reverse charge at 0 %", async () => {
    const { db } = shop();
    await seedCommerce(db);
    expect(await deliveryVat(db, { countryId: 1, day: DAY })).toEqual({
      countryId: 1,
      treatment: "domestic",
      rates: { standard: 1900, reduced: 700 },
    });
    expect(await deliveryVat(db, { countryId: 1, day: "2020-09-01" })).toMatchObject({
      rates: { standard: 1600, reduced: 500 },
    });
    expect(await deliveryVat(db, { countryId: 5, day: DAY })).toMatchObject({
      treatment: "distanceSale",
      rates: { standard: 2000, reduced: 550 },
    });
    expect(await deliveryVat(db, { countryId: 11, day: DAY })).toMatchObject({ rates: { reduced: 600 } });
    expect(await deliveryVat(db, { countryId: 11, day: "2028-01-01" })).toMatchObject({
      rates: { reduced: 1200 },
    });
    expect(await deliveryVat(db, { countryId: 3, day: DAY })).toEqual({
      countryId: 3,
      treatment: "export",
      rates: { standard: 0, reduced: 0 },
    });
    expect(await deliveryVat(db, { countryId: 2, buyer: { validVatNumberCountryIso: "AT" }, day: DAY })).toEqual({
      countryId: 2,
      treatment: "reverseCharge",
      rates: { standard: 0, reduced: 0 },
    });
  });

  it("tells an unknown or inactive country from a missing rate", async () => {
    const { db } = shop();
    await seedCommerce(db);
    expect(await deliveryVat(db, { countryId: 14, day: DAY })).toBe("unknownCountry");
    expect(await deliveryVat(db, { countryId: 999, day: DAY })).toBe("unknownCountry");
    await db.delete(vatRates).where(eq(vatRates.countryId, 4));
    expect(await deliveryVat(db, { countryId: 4, day: DAY })).toBe("rateMissing");

    // The shipping operation reports the gap as a calculation failure, not a wrong net amount.
    const answer = await shop()
      .client({ locale: "en" })
      .call("getShippingProfiles", { countryId: 4, weightG: 1000, itemSumGrossCents: 1000 });
    expect(answer.status).toBe(409);
    expect(answer.body.error?.key).toBe("shippingCalculationFailed");
  });
});
