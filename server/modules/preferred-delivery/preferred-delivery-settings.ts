import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { Weekday } from "./delivery-days.ts";
import { preferredDeliverySettings } from "./preferred-delivery.table.ts";

export type PreferredDeliverySettings = {
  chargeCents: number;
  cutoffHour: number;
  cutoffMinute: number;
  excludedWeekdays: Weekday[];
  excludedDates: string[];
  mapsApiKey: string | null;
  postNumberRequired: boolean;
  offeredDayCount: number;
};

/**
 * The demo shop's setting while the operator has saved none: DHL's usual surcharge for a
 * preferred day, a 14:00 cut-off, handover on every working day, post number required
 * (DHL needs it to deliver to a packstation), five days to choose from.
 */
export const DEFAULT_PREFERRED_DELIVERY_SETTINGS: PreferredDeliverySettings = {
  chargeCents: 120,
  cutoffHour: 14,
  cutoffMinute: 0,
  excludedWeekdays: [],
  excludedDates: [],
  mapsApiKey: null,
  postNumberRequired: true,
  offeredDayCount: 5,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** jsonb columns hold what was written; keep only well-formed entries. */
function cleanWeekdays(values: unknown): Weekday[] {
  if (!Array.isArray(values)) return [];
  return values.filter((v): v is Weekday => Number.isInteger(v) && v >= 0 && v <= 6);
}
function cleanDates(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  return values.filter((v): v is string => typeof v === "string" && DAY.test(v));
}

export async function loadPreferredDeliverySettings(db: Database): Promise<PreferredDeliverySettings> {
  const [row] = await db.select().from(preferredDeliverySettings).where(eq(preferredDeliverySettings.id, 1));
  if (!row) return DEFAULT_PREFERRED_DELIVERY_SETTINGS;
  return {
    chargeCents: row.chargeCents,
    cutoffHour: row.cutoffHour,
    cutoffMinute: row.cutoffMinute,
    excludedWeekdays: cleanWeekdays(row.excludedWeekdays),
    excludedDates: cleanDates(row.excludedDates),
    mapsApiKey: row.mapsApiKey,
    postNumberRequired: row.postNumberRequired,
    offeredDayCount: row.offeredDayCount,
  };
}

/** Writes the setting (the operator's editor will call this; tests use it now). */
export async function savePreferredDeliverySettings(db: Database, settings: PreferredDeliverySettings): Promise<void> {
  const values = { ...settings, updatedAt: new Date() };
  await db
    .insert(preferredDeliverySettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: preferredDeliverySettings.id, set: { ...values, updatedAt: sql`now()` } });
}
