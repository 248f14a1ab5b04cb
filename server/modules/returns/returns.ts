import { and, count, desc, eq, inArray, max, ne, sql } from "drizzle-orm";
import { RETURN_PERIOD_DAYS, type ReturnStatus } from "#common/schemas/returns.ts";
import type { Database } from "../../db/client.ts";
import { ORDER_ITEM_TYPE, orders, type OrderItemRow, type OrderRow } from "../order/index.ts";
import { returnItems, returns } from "./return.table.ts";

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnItemRow = typeof returnItems.$inferSelect;
export type ReturnWithItems = ReturnRow & { items: ReturnItemRow[] };

/** Lines a shopper can send back: variations and bundles (a bundle's components and coupons go with it, or not at all). */
export function isReturnableLine(item: Pick<OrderItemRow, "typeId">): boolean {
  return item.typeId === ORDER_ITEM_TYPE.variation || item.typeId === ORDER_ITEM_TYPE.bundle;
}

/**
 * Pieces per order line that returns took: what a requested return announced, what a received
 * (or refunded) one got (pieces announced that never came can be returned again); canceled
 * returns take nothing.
 */
export function returnedQuantities(orderReturns: readonly ReturnWithItems[]): Map<number, number> {
  const returned = new Map<number, number>();
  for (const entry of orderReturns) {
    if (entry.status === "canceled") continue;
    for (const item of entry.items) {
      const pieces = entry.status === "requested" ? item.quantity : (item.receivedQuantity ?? item.quantity);
      returned.set(item.orderItemId, (returned.get(item.orderItemId) ?? 0) + pieces);
    }
  }
  return returned;
}

/** The spec's returnableQuantity per order line: bought less returned, 0 for lines that cannot go back. */
export function returnableQuantities(
  items: readonly OrderItemRow[],
  orderReturns: readonly ReturnWithItems[],
): Map<number, number> {
  const returned = returnedQuantities(orderReturns);
  return new Map(
    items.map((item) => [
      item.id,
      isReturnableLine(item) ? Math.max(0, item.quantity - (returned.get(item.id) ?? 0)) : 0,
    ]),
  );
}

/**
 * Whether the order's return period is open (the spec's isReturnable, before quantities): a placed
 * order, not canceled, whose first parcel left at most RETURN_PERIOD_DAYS ago. Before it ships
 * there is nothing to send back (the shopper cancels or withdraws instead).
 */
export function returnPeriodOpen(
  order: Pick<OrderRow, "typeId" | "status">,
  firstShippedAt: Date | undefined,
  now: Date,
  /** Staff take a return back at any time after shipping (a late withdrawal, goodwill). */
  anyTime = false,
): boolean {
  if (order.typeId !== 1 || order.status === "canceled" || !firstShippedAt) return false;
  return anyTime || now.getTime() - firstShippedAt.getTime() <= RETURN_PERIOD_DAYS * 24 * 60 * 60 * 1000;
}

async function withItems(db: Database, rows: ReturnRow[]): Promise<ReturnWithItems[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(returnItems)
    .where(
      inArray(
        returnItems.returnId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(returnItems.id);
  return rows.map((row) => ({ ...row, items: items.filter((item) => item.returnId === row.id) }));
}

/** The order's returns with their lines, oldest first. */
export async function returnsOfOrder(db: Database, orderId: number): Promise<ReturnWithItems[]> {
  const rows = await db.select().from(returns).where(eq(returns.originOrderId, orderId)).orderBy(returns.sequence);
  return withItems(db, rows);
}

export async function findReturn(db: Database, returnId: number): Promise<ReturnWithItems | undefined> {
  const [row] = await db.select().from(returns).where(eq(returns.id, returnId));
  return row ? (await withItems(db, [row]))[0] : undefined;
}

/** The return, its row locked until the transaction ends (receive and refund change it one at a time). */
export async function lockReturn(tx: Database, returnId: number): Promise<ReturnWithItems | undefined> {
  const [row] = await tx.select().from(returns).where(eq(returns.id, returnId)).for("no key update");
  return row ? (await withItems(tx, [row]))[0] : undefined;
}

export async function findReturnBySubmissionKey(db: Database, key: string): Promise<ReturnWithItems | undefined> {
  const [row] = await db.select().from(returns).where(eq(returns.submissionKey, key));
  return row ? (await withItems(db, [row]))[0] : undefined;
}

export type NewReturn = {
  order: Pick<OrderRow, "id" | "orderNumber">;
  lines: { orderItemId: number; quantity: number }[];
  reasonId: number;
  comment: string;
  locale: "de" | "en";
  submissionKey: string;
};

/**
 * Inserts a return with its lines. Run it in a transaction holding the origin order's lock
 * (lockOrder), after checking the quantities against returnableQuantities: the lock makes the
 * check and the insert one step for concurrent returns of the order. The number is the order's
 * number and the next sequence of its returns ("O-2026-000123-R1").
 */
export async function insertReturn(tx: Database, input: NewReturn): Promise<ReturnWithItems> {
  const [last] = await tx
    .select({ sequence: max(returns.sequence) })
    .from(returns)
    .where(eq(returns.originOrderId, input.order.id));
  const sequence = (last?.sequence ?? 0) + 1;
  const [row] = await tx
    .insert(returns)
    .values({
      originOrderId: input.order.id,
      sequence,
      returnNumber: `${input.order.orderNumber}-R${sequence}`,
      reasonId: input.reasonId,
      comment: input.comment,
      locale: input.locale,
      submissionKey: input.submissionKey,
    })
    .returning();
  if (!row) throw new Error("return not inserted");
  const items = await tx
    .insert(returnItems)
    .values(input.lines.map((line) => ({ returnId: row.id, ...line })))
    .returning();
  return { ...row, items };
}

/**
 * The customer's returns, newest first, one page: the returns of the customer's orders (guest
 * orders added to the account later bring theirs along).
 */
export async function listCustomerReturns(
  db: Database,
  customerId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: ReturnWithItems[]; total: number }> {
  const theirs = inArray(
    returns.originOrderId,
    db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId)),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(returns)
      .where(theirs)
      .orderBy(desc(returns.createdAt), desc(returns.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(returns).where(theirs),
  ]);
  return { rows: await withItems(db, rows), total: counted?.count ?? 0 };
}

/** The back office's queue: returns of one status (or all), newest first, one page. */
export async function listReturns(
  db: Database,
  filter: { status?: ReturnStatus },
  page: { offset: number; limit: number },
): Promise<{ rows: ReturnWithItems[]; total: number }> {
  const where = filter.status ? eq(returns.status, filter.status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(returns)
      .where(where)
      .orderBy(desc(returns.createdAt), desc(returns.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(returns).where(where),
  ]);
  return { rows: await withItems(db, rows), total: counted?.count ?? 0 };
}

/** Records what arrived of a requested return (run under lockReturn); answers the return as it is now. */
export async function markReturnReceived(
  tx: Database,
  returnId: number,
  lines: { returnItemId: number; receivedQuantity: number; restocked: boolean }[],
  now: Date,
): Promise<void> {
  for (const line of lines) {
    await tx
      .update(returnItems)
      .set({ receivedQuantity: line.receivedQuantity, restocked: line.restocked })
      .where(and(eq(returnItems.id, line.returnItemId), eq(returnItems.returnId, returnId)));
  }
  await tx
    .update(returns)
    .set({ status: "received", receivedAt: now, updatedAt: now })
    .where(and(eq(returns.id, returnId), eq(returns.status, "requested")));
}

/** Records the return's refund (run under lockReturn). */
export async function markReturnRefunded(
  tx: Database,
  returnId: number,
  refund: { refundedCents: number; shippingRefunded: boolean },
  now: Date,
): Promise<void> {
  await tx
    .update(returns)
    .set({ status: "refunded", ...refund, refundedAt: now, updatedAt: now })
    .where(and(eq(returns.id, returnId), ne(returns.status, "canceled")));
}

/** Cancels a return nobody sent (run under lockReturn): its pieces count as returnable again. */
export async function markReturnCanceled(tx: Database, returnId: number, now: Date): Promise<void> {
  await tx
    .update(returns)
    .set({ status: "canceled", updatedAt: now })
    .where(and(eq(returns.id, returnId), eq(returns.status, "requested")));
}

/** How many returns wait in each status (the back office's queue tabs). */
export async function countReturnsByStatus(db: Database): Promise<Map<ReturnStatus, number>> {
  const rows = await db
    .select({ status: returns.status, count: sql<number>`count(*)::int` })
    .from(returns)
    .groupBy(returns.status);
  return new Map(rows.map((row) => [row.status, row.count]));
}
