import { inArray } from "drizzle-orm";
import { countries, countryStates, vatRates } from "../../modules/tax/index.ts";
import {
  parcelServices,
  shippingProfileCountries,
  shippingProfiles,
  shippingRates,
} from "../../modules/shipping/index.ts";
import type { Database } from "../../db/client.ts";
import { seedCoupons } from "./coupons.ts";
import { DEMO_COUNTRIES, DEMO_STATES } from "./countries.ts";
import { DEMO_PARCEL_SERVICES, DEMO_SHIPPING_PROFILES } from "./shipping-profiles.ts";
import { DEMO_VAT_RATES } from "./vat-rates.ts";

const countryIdOf = new Map(DEMO_COUNTRIES.map((c) => [c.iso, c.id]));

function countryId(iso: string): number {
  const id = countryIdOf.get(iso);
  if (id === undefined) throw new Error(`demo data names unknown country ${iso}`);
  return id;
}

/**
 * Demo countries, states, VAT rates, carriers, shipping profiles and coupons. Idempotent and
 * respectful of operators: rows that exist (maybe edited) are left alone, and a profile's
 * price bands for a country are only written together with the profile-country row itself.
 */
export async function seedCommerce(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCoupons(tx);
    await tx
      .insert(countries)
      .values(
        DEMO_COUNTRIES.map((c, position) => ({
          id: c.id,
          isoCode2: c.iso,
          nameDe: c.de,
          nameEn: c.en,
          active: c.active,
          isEu: c.isEu,
          position,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(countryStates)
      .values(DEMO_STATES.map((s) => ({ id: s.id, countryId: s.countryId, code: s.code, nameDe: s.de, nameEn: s.en })))
      .onConflictDoNothing();
    await tx
      .insert(vatRates)
      .values(
        DEMO_VAT_RATES.map((r) => ({
          countryId: countryId(r.iso),
          vatClass: r.vatClass,
          rateBp: r.rateBp,
          validFrom: r.validFrom,
        })),
      )
      .onConflictDoNothing();
    await tx.insert(parcelServices).values(DEMO_PARCEL_SERVICES).onConflictDoNothing();
    await tx
      .insert(shippingProfiles)
      .values(
        DEMO_SHIPPING_PROFILES.map((p, position) => ({
          id: p.id,
          parcelServiceId: p.parcelServiceId,
          nameDe: p.de,
          nameEn: p.en,
          minWeightG: p.minWeightG ?? 0,
          maxWeightG: p.maxWeightG ?? null,
          showDataPrivacyAgreementHint: p.showDataPrivacyAgreementHint,
          position,
        })),
      )
      .onConflictDoNothing();
    const existing = new Set(
      (
        await tx
          .select({ profileId: shippingProfileCountries.profileId, countryId: shippingProfileCountries.countryId })
          .from(shippingProfileCountries)
          .where(
            inArray(
              shippingProfileCountries.profileId,
              DEMO_SHIPPING_PROFILES.map((p) => p.id),
            ),
          )
      ).map((row) => `${row.profileId}:${row.countryId}`),
    );
    const missing = DEMO_SHIPPING_PROFILES.flatMap((p) =>
      p.countries.map((c) => ({ profileId: p.id, countryId: countryId(c.iso), seed: c })),
    ).filter((pc) => !existing.has(`${pc.profileId}:${pc.countryId}`));
    if (missing.length === 0) return;
    await tx.insert(shippingProfileCountries).values(
      missing.map(({ profileId, countryId, seed }) => ({
        profileId,
        countryId,
        basis: seed.basis,
        freeFromCents: seed.freeFromCents ?? null,
        maxDeliveryDays: seed.maxDeliveryDays,
      })),
    );
    await tx
      .insert(shippingRates)
      .values(
        missing.flatMap(({ profileId, countryId, seed }) =>
          seed.bands.map(([upTo, priceCents]) => ({ profileId, countryId, upTo, priceCents })),
        ),
      );
  });
}

/** Seeds only a database without countries, so countries an operator deleted stay deleted. */
export async function seedCommerceIfEmpty(db: Database): Promise<boolean> {
  const [any] = await db.select({ id: countries.id }).from(countries).limit(1);
  if (any) return false;
  await seedCommerce(db);
  return true;
}
