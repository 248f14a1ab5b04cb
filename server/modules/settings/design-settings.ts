import { inArray, sql } from "drizzle-orm";
import {
  DEFAULT_DESIGN_SETTINGS,
  DESIGN_SETTING_KEYS,
  designSettingsPatch,
  designSettingsSchema,
  type DesignSettings,
  type DesignSettingsPatch,
} from "#common/design/design-settings.ts";
import type { DesignTheme } from "#common/design/theme-css.ts";
import type { Database } from "../../db/client.ts";
import { AppError, fieldKeys } from "../../errors.ts";
import { fontFaces } from "./font-files.ts";
import { siteSettings } from "./settings.table.ts";

/**
 * Every page renders the design, so it is cached per database and dropped on save. The
 * TTL bounds how long another node (scale-out, no shared invalidation yet) shows an older
 * design after a save there.
 */
export const DESIGN_CACHE_TTL_MS = 30_000;
const cache = new WeakMap<Database, { value: Promise<DesignSettings>; expires: number }>();

export function invalidateDesignSettings(db: Database): void {
  cache.delete(db);
}

/** The saved design, defaults where nothing (or something no longer valid) is stored. */
export function getDesignSettings(db: Database): Promise<DesignSettings> {
  const hit = cache.get(db);
  if (hit && hit.expires > Date.now()) return hit.value;
  const value = readDesignSettings(db);
  const entry = { value, expires: Date.now() + DESIGN_CACHE_TTL_MS };
  cache.set(db, entry);
  value.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return value;
}

async function readDesignSettings(db: Database): Promise<DesignSettings> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, DESIGN_SETTING_KEYS));
  const settings: Record<string, string> = { ...DEFAULT_DESIGN_SETTINGS };
  for (const row of rows) {
    // A stored value a later release no longer offers (a removed font) falls back to its default.
    const checked = designSettingsPatch.safeParse({ [row.key]: row.value });
    if (checked.success) Object.assign(settings, checked.data);
  }
  return designSettingsSchema.parse(settings);
}

/** The settings plus the chosen font's faces, as the storefront renders them. */
export async function getDesignTheme(db: Database): Promise<DesignTheme> {
  const settings = await getDesignSettings(db);
  return { settings, fontFaces: fontFaces(settings.font) };
}

/**
 * Saves some design settings in one transaction (what setConfiguration calls). Invalid
 * values are refused with per-field catalogue keys and nothing is stored.
 */
export async function saveDesignSettings(db: Database, values: DesignSettingsPatch): Promise<DesignSettings> {
  const parsed = designSettingsPatch.safeParse(values);
  if (!parsed.success) throw new AppError("invalid_data", "invalidData", { fields: fieldKeys(parsed.error) });
  const entries = Object.entries(parsed.data).filter(([, value]) => value !== undefined) as [string, string][];
  if (entries.length > 0) {
    await db.transaction(async (tx) => {
      for (const [key, value] of entries) {
        await tx
          .insert(siteSettings)
          .values({ key, value })
          .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
      }
    });
  }
  invalidateDesignSettings(db);
  return getDesignSettings(db);
}
