import { and, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { DEMO_COUNTRIES, DEMO_STATES } from "#server/demo/commerce/countries.ts";
import { seedCommerce, seedCommerceIfEmpty } from "#server/demo/commerce/index.ts";
import { DEMO_VAT_RATES } from "#server/demo/commerce/vat-rates.ts";
import { shippingProfileCountries, shippingProfiles, shippingRates } from "#server/modules/shipping/shipping.table.ts";
import { countries, countryStates, vatRates } from "#server/modules/tax/tax.table.ts";
import { describeDatabases } from "./harness.ts";

async function counts(db: Database): Promise<Record<string, number>> {
  const count = (table: Parameters<Database["$count"]>[0]) => db.$count(table);
  return {
    countries: await count(countries),
    states: await count(countryStates),
    vatRates: await count(vatRates),
    profiles: await count(shippingProfiles),
    profileCountries: await count(shippingProfileCountries),
    rates: await count(shippingRates),
  };
}

describeDatabases("commerce seed", (shop) => {
  it("fills an empty database once and is idempotent", async () => {
    const { db } = shop();
    expect(await seedCommerceIfEmpty(db)).toBe(true);
    const first = await counts(db);
    expect(first.countries).toBe(DEMO_COUNTRIES.length);
    expect(first.states).toBe(DEMO_STATES.length);
    expect(first.vatRates).toBe(DEMO_VAT_RATES.length);
    expect(first.profiles).toBe(5);
    expect(first.rates).toBeGreaterThan(first.profileCountries ?? 0);
    await seedCommerce(db);
    await seedCommerce(db);
    expect(await seedCommerceIfEmpty(db)).toBe(false);
    expect(await counts(db)).toEqual(first);
  });

  it("has states for Germany, Austria, Switzerland and the USA and the real German rates", async () => {
    const { db } = shop();
    await seedCommerce(db);
    const perCountry = await db
      .select({ iso: countries.isoCode2, n: sql<number>`count(*)::int` })
      .from(countryStates)
      .innerJoin(countries, eq(countries.id, countryStates.countryId))
      .groupBy(countries.isoCode2);
    expect(Object.fromEntries(perCountry.map((r) => [r.iso, r.n]))).toEqual({ DE: 16, AT: 9, CH: 26, US: 51 });
    const [bavaria] = await db.select().from(countryStates).where(eq(countryStates.code, "BY"));
    expect(bavaria).toMatchObject({ nameDe: "Bayern", nameEn: "Bavaria" });
    const german = await db
      .select({ vatClass: vatRates.vatClass, rateBp: vatRates.rateBp, validFrom: vatRates.validFrom })
      .from(vatRates)
      .where(and(eq(vatRates.countryId, 1), eq(vatRates.validFrom, "2021-01-01")));
    expect(german.toSorted((a, b) => a.vatClass.localeCompare(b.vatClass))).toEqual([
      { vatClass: "reduced", rateBp: 700, validFrom: "2021-01-01" },
      { vatClass: "standard", rateBp: 1900, validFrom: "2021-01-01" },
    ]);
  });

  it("keeps what an operator changed or removed", async () => {
    const { db } = shop();
    await seedCommerce(db);
    await db.update(countries).set({ active: false, nameDe: "Polen (Pause)" }).where(eq(countries.isoCode2, "PL"));
    await db
      .update(shippingProfileCountries)
      .set({ freeFromCents: 8000 })
      .where(eq(shippingProfileCountries.countryId, 1));
    await db.delete(shippingRates).where(and(eq(shippingRates.profileId, 1), eq(shippingRates.countryId, 2)));
    const before = await counts(db);
    await seedCommerce(db);
    expect(await counts(db)).toEqual(before);
    const [poland] = await db.select().from(countries).where(eq(countries.isoCode2, "PL"));
    expect(poland).toMatchObject({ active: false, nameDe: "Polen (Pause)" });
  });
});
