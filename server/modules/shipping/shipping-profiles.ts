import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { ShippingProfileData } from "./shipping-options.ts";
import { parcelServices, shippingProfileCountries, shippingProfiles, shippingRates } from "./shipping.table.ts";

/** Every shipping profile with its countries and price bands (a few dozen rows in a shop). */
export async function loadShippingProfiles(db: Database): Promise<ShippingProfileData[]> {
  const [profiles, countryRows, rateRows] = await Promise.all([
    db
      .select({ profile: shippingProfiles, parcelServiceName: parcelServices.name })
      .from(shippingProfiles)
      .innerJoin(parcelServices, eq(parcelServices.id, shippingProfiles.parcelServiceId))
      .orderBy(asc(shippingProfiles.position), asc(shippingProfiles.id)),
    db.select().from(shippingProfileCountries),
    db.select().from(shippingRates),
  ]);
  return profiles.map(({ profile, parcelServiceName }) => ({
    id: profile.id,
    parcelServiceName,
    names: { de: profile.nameDe, en: profile.nameEn },
    minWeightG: profile.minWeightG,
    maxWeightG: profile.maxWeightG,
    showDataPrivacyAgreementHint: profile.showDataPrivacyAgreementHint,
    position: profile.position,
    active: profile.active,
    countries: countryRows
      .filter((c) => c.profileId === profile.id)
      .map((c) => ({
        countryId: c.countryId,
        basis: c.basis,
        freeFromCents: c.freeFromCents,
        maxDeliveryDays: c.maxDeliveryDays,
        bands: rateRows
          .filter((r) => r.profileId === profile.id && r.countryId === c.countryId)
          .map((r) => ({ upTo: r.upTo, priceCents: r.priceCents })),
      })),
  }));
}

export type ParcelService = typeof parcelServices.$inferSelect;

/** The carriers the shop ships with, by name (the back office's 'ship' offers them). */
export async function listParcelServices(db: Database): Promise<ParcelService[]> {
  return db.select().from(parcelServices).orderBy(asc(parcelServices.name), asc(parcelServices.id));
}

/** The carrier of a shipping profile (null for an unknown profile). */
export async function parcelServiceOfProfile(db: Database, profileId: number): Promise<ParcelService | null> {
  const [row] = await db
    .select({ service: parcelServices })
    .from(shippingProfiles)
    .innerJoin(parcelServices, eq(parcelServices.id, shippingProfiles.parcelServiceId))
    .where(eq(shippingProfiles.id, profileId));
  return row?.service ?? null;
}
