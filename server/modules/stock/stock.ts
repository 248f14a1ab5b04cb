import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bundleComponents } from "../catalog/index.ts";
import { stock, stockMovements } from "./stock.table.ts";

/**
 * Stock questions and changes. Every read goes to the database (never the catalog read
 * cache): the cart and the order step must see the stock as it is now.
 */

/** Pieces that can be sold now; null means unlimited (overselling allowed). */
export type Available = number | null;

type Level = { quantity: number; reserved: number; allowOverselling: boolean };

function availableOf(level: Level | undefined): Available {
  if (!level) return 0;
  if (level.allowOverselling) return null;
  return Math.max(0, level.quantity - level.reserved);
}

/** The components of each bundle among `variationIds` (empty for plain variations). */
export async function componentsOf(
  db: Database,
  variationIds: number[],
): Promise<Map<number, { variationId: number; quantity: number }[]>> {
  const result = new Map<number, { variationId: number; quantity: number }[]>();
  if (variationIds.length === 0) return result;
  const rows = await db
    .select()
    .from(bundleComponents)
    .where(inArray(bundleComponents.bundleVariationId, variationIds))
    .orderBy(asc(bundleComponents.componentVariationId));
  for (const row of rows) {
    const list = result.get(row.bundleVariationId) ?? [];
    list.push({ variationId: row.componentVariationId, quantity: row.quantity });
    result.set(row.bundleVariationId, list);
  }
  return result;
}

/**
 * Available pieces per variation: quantity minus reserved, unlimited with overselling,
 * 0 without a stock row. A bundle is limited by its components only (how many whole
 * bundles their stock makes), its own row plays no part.
 */
export async function availableQuantities(db: Database, variationIds: number[]): Promise<Map<number, Available>> {
  const ids = [...new Set(variationIds)];
  const components = await componentsOf(db, ids);
  const needed = new Set(ids);
  for (const list of components.values()) for (const component of list) needed.add(component.variationId);
  const levels = new Map<number, Level>();
  if (needed.size > 0) {
    const rows = await db
      .select()
      .from(stock)
      .where(inArray(stock.variationId, [...needed]));
    for (const row of rows) levels.set(row.variationId, row);
  }
  const result = new Map<number, Available>();
  for (const id of ids) {
    const parts = components.get(id);
    if (!parts || parts.length === 0) {
      result.set(id, availableOf(levels.get(id)));
      continue;
    }
    let limit: Available = null;
    for (const part of parts) {
      const available = availableOf(levels.get(part.variationId));
      if (available === null) continue;
      const bundles = Math.floor(available / part.quantity);
      limit = limit === null ? bundles : Math.min(limit, bundles);
    }
    result.set(id, limit);
  }
  return result;
}

export async function availableQuantity(db: Database, variationId: number): Promise<Available> {
  const available = (await availableQuantities(db, [variationId])).get(variationId);
  return available === undefined ? 0 : available;
}

/**
 * Pieces physically there (quantity minus reserved, at least 0) of a variation that is not
 * a bundle, whatever its overselling flag: for the overselling warning.
 */
export async function physicalQuantity(db: Database, variationId: number): Promise<number> {
  const [row] = await db.select().from(stock).where(eq(stock.variationId, variationId));
  return row ? Math.max(0, row.quantity - row.reserved) : 0;
}

export class InsufficientStockError extends Error {
  readonly variationId: number;
  constructor(variationId: number) {
    super(`not enough stock for variation ${variationId}`);
    this.name = "InsufficientStockError";
    this.variationId = variationId;
  }
}

async function changeReserved(
  tx: Database,
  variationId: number,
  pieces: number,
  reference: string,
  direction: "reserve" | "release",
  reason: "order" | "cancellation" | "return",
): Promise<void> {
  // One conditional UPDATE: PostgreSQL re-checks the condition on the row it locked, so two
  // buyers of the last piece cannot both pass (no read-then-write gap).
  const updated = await tx
    .update(stock)
    .set(
      direction === "reserve"
        ? { reserved: sql`${stock.reserved} + ${pieces}`, updatedAt: sql`now()` }
        : { reserved: sql`greatest(${stock.reserved} - ${pieces}, 0)`, updatedAt: sql`now()` },
    )
    .where(
      direction === "reserve"
        ? and(
            eq(stock.variationId, variationId),
            sql`(${stock.allowOverselling} or ${stock.quantity} - ${stock.reserved} >= ${pieces})`,
          )
        : eq(stock.variationId, variationId),
    )
    .returning({ variationId: stock.variationId });
  if (updated.length === 0) {
    if (direction === "reserve") throw new InsufficientStockError(variationId);
    return;
  }
  await tx.insert(stockMovements).values({
    variationId,
    delta: direction === "reserve" ? -pieces : pieces,
    reason,
    reference,
  });
}

async function applyToLines(
  db: Database,
  lines: { variationId: number; quantity: number }[],
  reference: string,
  direction: "reserve" | "release",
  reason: "order" | "cancellation" | "return" = direction === "reserve" ? "order" : "cancellation",
): Promise<void> {
  for (const line of lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) throw new RangeError("quantity must be positive");
  }
  const components = await componentsOf(
    db,
    lines.map((line) => line.variationId),
  );
  const pieces = new Map<number, number>();
  for (const line of lines) {
    const parts = components.get(line.variationId);
    const targets = parts && parts.length > 0 ? parts : [{ variationId: line.variationId, quantity: 1 }];
    for (const part of targets) {
      pieces.set(part.variationId, (pieces.get(part.variationId) ?? 0) + part.quantity * line.quantity);
    }
  }
  // Rows in id order: two transactions reserving overlapping variations lock them in the
  // same order and cannot deadlock.
  const ordered = [...pieces].sort(([a], [b]) => a - b);
  await db.transaction(async (tx) => {
    for (const [variationId, count] of ordered)
      await changeReserved(tx, variationId, count, reference, direction, reason);
  });
}

/**
 * Reserves stock for order lines (a bundle reserves its components), all or nothing:
 * throws InsufficientStockError and changes nothing when one line lacks stock. Each
 * change writes a movement (reason "order", negative delta) with the reference.
 */
export async function reserveStock(
  db: Database,
  lines: { variationId: number; quantity: number }[],
  reference: string,
): Promise<void> {
  await applyToLines(db, lines, reference, "reserve");
}

/** Gives reserved stock back (reason "cancellation", positive delta); never below 0 reserved. */
export async function releaseStock(
  db: Database,
  lines: { variationId: number; quantity: number }[],
  reference: string,
): Promise<void> {
  await applyToLines(db, lines, reference, "release");
}

/**
 * Returned pieces back into stock (docs/after-sales.md): the order's reservation of them ends, so
 * they can be sold again (reason "return", positive delta).
 */
export async function restockReturned(
  db: Database,
  lines: { variationId: number; quantity: number }[],
  reference: string,
): Promise<void> {
  await applyToLines(db, lines, reference, "release", "return");
}
