import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { variations } from "./item.table.ts";

/** The ids among `ids` that are active variations (others are gone or switched off). */
export async function activeVariationIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: variations.id })
    .from(variations)
    .where(and(inArray(variations.id, ids), eq(variations.active, true)));
  return new Set(rows.map((row) => row.id));
}

/** Whether an item exists with at least one active variation. */
export async function isActiveItem(db: Database, itemId: number): Promise<boolean> {
  const rows = await db
    .select({ id: variations.id })
    .from(variations)
    .where(and(eq(variations.itemId, itemId), eq(variations.active, true)))
    .limit(1);
  return rows.length > 0;
}

/** Each given variation's item, for those that are active (others are gone or switched off). */
export async function loadActiveVariationItems(db: Database, variationIds: number[]): Promise<Map<number, number>> {
  if (variationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: variations.id, itemId: variations.itemId })
    .from(variations)
    .where(and(inArray(variations.id, variationIds), eq(variations.active, true)));
  return new Map(rows.map((row) => [row.id, row.itemId]));
}
