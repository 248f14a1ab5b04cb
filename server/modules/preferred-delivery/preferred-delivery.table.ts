import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The shop's DHL preferred-delivery setting (docs/glossary.md, storefront spec §3): one row (id 1), edited
 * by the operator. A table rather than environment variables because these are business
 * settings an operator changes in the shop, not deployment facts; while the row is missing
 * the defaults in preferred-delivery-settings.ts apply, so no seed is needed.
 */
export const preferredDeliverySettings = pgTable(
  "preferred_delivery_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** Charged for a preferred day, gross cents; 0 = free. */
    chargeCents: integer("charge_cents").notNull(),
    /** Orders at or after this wall-clock time (Europe/Berlin) need one working day more. */
    cutoffHour: integer("cutoff_hour").notNull(),
    cutoffMinute: integer("cutoff_minute").notNull(),
    /** Weekdays without handover to DHL, 1 = Monday ... 6 = Saturday. */
    excludedWeekdays: jsonb("excluded_weekdays").$type<number[]>().notNull().default([]),
    /** Single days (YYYY-MM-DD) without handover. */
    excludedDates: jsonb("excluded_dates").$type<string[]>().notNull().default([]),
    /** Key of a maps service for a station map; stored only, never sent anywhere yet. */
    mapsApiKey: text("maps_api_key"),
    postNumberRequired: boolean("post_number_required").notNull(),
    /** How many days the shopper may choose from. */
    offeredDayCount: integer("offered_day_count").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("preferred_delivery_settings_single_row", sql`${table.id} = 1`),
    check("preferred_delivery_settings_charge", sql`${table.chargeCents} >= 0`),
    check(
      "preferred_delivery_settings_cutoff",
      sql`${table.cutoffHour} between 0 and 23 and ${table.cutoffMinute} between 0 and 59`,
    ),
    check("preferred_delivery_settings_day_count", sql`${table.offeredDayCount} between 1 and 14`),
  ],
);
