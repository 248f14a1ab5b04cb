import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import { countries } from "../tax/index.ts";

/** A carrier (DHL, a freight forwarder...). */
export const parcelServices = pgTable("parcel_services", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  /**
   * The carrier's tracking page with `{trackingNumber}` where the number goes (https only,
   * trackingUrlFor); null: the carrier has none, a shipment shows its number without a link.
   */
  trackingUrlTemplate: text("tracking_url_template"),
});

/**
 * A shipping profile is one way of sending with a parcel service (the spec's parcel service
 * preset); its id is also the preset id. Prices live per country in shippingRates.
 */
export const shippingProfiles = pgTable("shipping_profiles", {
  id: integer("id").primaryKey(),
  parcelServiceId: integer("parcel_service_id")
    .notNull()
    .references(() => parcelServices.id, { onDelete: "restrict" }),
  nameDe: text("name_de").notNull(),
  nameEn: text("name_en").notNull(),
  /** Parcels lighter than this go another way (the freight forwarder takes heavy goods only). */
  minWeightG: integer("min_weight_g").notNull().default(0),
  /** Heavier parcels cannot go this way; null: only the weight bands limit it. */
  maxWeightG: integer("max_weight_g"),
  /** The shopper must agree that the carrier gets their email and phone number. */
  showDataPrivacyAgreementHint: boolean("show_data_privacy_agreement_hint").notNull().default(false),
  position: integer("position").notNull().default(0),
  active: boolean("active").notNull().default(true),
});

/** The countries a profile serves, how it prices there, and when it is free. */
export const shippingProfileCountries = pgTable(
  "shipping_profile_countries",
  {
    profileId: integer("profile_id")
      .notNull()
      .references(() => shippingProfiles.id, { onDelete: "cascade" }),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id, { onDelete: "cascade" }),
    /** Price bands by parcel weight (g) or by gross item sum (cents). */
    basis: text("basis", { enum: ["weight", "value"] }).notNull(),
    /** Free from this gross item sum in cents; null: never free. */
    freeFromCents: integer("free_from_cents"),
    maxDeliveryDays: integer("max_delivery_days").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.profileId, table.countryId] }),
    index("shipping_profile_countries_country_idx").on(table.countryId),
  ],
);

/**
 * Price bands: the first band (by upTo ascending) whose upper bound is at least the parcel's
 * weight or item sum sets the price. `upTo` null is the open-ended last band; a weight beyond
 * the last bounded band means the profile cannot take the parcel.
 */
export const shippingRates = pgTable(
  "shipping_rates",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer("profile_id").notNull(),
    countryId: integer("country_id").notNull(),
    upTo: integer("up_to"),
    /** What the shopper pays in that country (gross; for exports the tax-free amount). */
    priceCents: integer("price_cents").notNull(),
  },
  (table) => [
    foreignKey({
      columns: [table.profileId, table.countryId],
      foreignColumns: [shippingProfileCountries.profileId, shippingProfileCountries.countryId],
      name: "shipping_rates_profile_country_fk",
    }).onDelete("cascade"),
    unique("shipping_rates_band_unique").on(table.profileId, table.countryId, table.upTo).nullsNotDistinct(),
  ],
);
