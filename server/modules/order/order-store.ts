import { and, asc, count, desc, eq, gte, inArray, isNull, or, sql } from "drizzle-orm";
import { rowsOf, type Database } from "../../db/client.ts";
import { orderItems, orderNumberSequence, orders } from "./order.table.ts";

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = Omit<typeof orderItems.$inferInsert, "orderId">;

/** The next value of the order number sequence (taken inside the placing transaction). */
export async function nextOrderSequenceValue(tx: Database): Promise<number> {
  const [row] = rowsOf<{ value: string | number }>(
    await tx.execute(sql`select nextval(${orderNumberSequence.seqName}::regclass) as value`),
  );
  return Number(row?.value);
}

export async function insertOrder(tx: Database, order: NewOrderRow, items: NewOrderItemRow[]): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  if (!row) throw new Error("order was not inserted");
  if (items.length > 0) await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
  return row;
}

export async function findOrderById(db: Database, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function findOrderByPlacementKey(db: Database, placementKey: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.placementKey, placementKey));
  return row;
}

/** The newest order placed from a cart since a moment (a retried placement after the cart emptied). */
export async function findRecentOrderFromCart(
  db: Database,
  cartId: number,
  since: Date,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.sourceCartId, cartId), gte(orders.createdAt, since)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row;
}

export async function listOrderItems(db: Database, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
}

/** Several orders with their lines, by id (lists that name the orders of their rows); two queries. */
export async function findOrdersWithItems(
  db: Database,
  orderIds: readonly number[],
): Promise<Map<number, { order: OrderRow; items: OrderItemRow[] }>> {
  const ids = [...new Set(orderIds)];
  const found = new Map<number, { order: OrderRow; items: OrderItemRow[] }>();
  if (ids.length === 0) return found;
  const [rows, lines] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, ids)),
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.position)),
  ]);
  for (const order of rows) found.set(order.id, { order, items: lines.filter((line) => line.orderId === order.id) });
  return found;
}

/**
 * How many orders a buyer placed before: by account, else by contact email (lower-cased),
 * for coupons limited to new or existing customers.
 */
export async function countOrdersOf(
  db: Database,
  who: { customerId: number | null; email: string | null },
): Promise<number> {
  const email = who.email?.trim().toLowerCase();
  const byCustomer = who.customerId === null ? undefined : eq(orders.customerId, who.customerId);
  const byEmail = email ? sql`lower(${orders.contactEmail}) = ${email}` : undefined;
  const condition = byCustomer && byEmail ? or(byCustomer, byEmail) : (byCustomer ?? byEmail);
  if (!condition) return 0;
  const [row] = await db.select({ count: count() }).from(orders).where(condition);
  return row?.count ?? 0;
}

/**
 * A customer's orders, newest first, one page of them, and how many there are
 * (storefront spec §9: 10 per page). Served by orders_customer_idx (customer_id, created_at).
 */
export async function listCustomerOrders(
  db: Database,
  customerId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(orders).where(eq(orders.customerId, customerId)),
  ]);
  return { rows, total: counted?.count ?? 0 };
}

/**
 * Adds the guest orders placed with this contact address (no account, any letter case) to the
 * customer's account, in one UPDATE: a parallel order or request cannot split them. Served by
 * orders_guest_contact_idx. Answers the orders added, oldest first.
 */
export async function attachGuestOrders(
  tx: Database,
  customerId: number,
  email: string,
): Promise<{ id: number; orderNumber: string }[]> {
  const normalized = email.trim().toLowerCase();
  if (normalized === "") return [];
  const rows = await tx
    .update(orders)
    .set({ customerId, updatedAt: new Date() })
    .where(and(isNull(orders.customerId), sql`lower(${orders.contactEmail}) = ${normalized}`))
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * The placed order of this number whose contact address is `email` (either in any letter
 * case): how a declaration of withdrawal names its contract. Undefined when none matches.
 */
export async function findOrderByNumberAndEmail(
  db: Database,
  orderNumber: string,
  email: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.typeId, 1),
        sql`upper(${orders.orderNumber}) = upper(${orderNumber.trim()})`,
        sql`lower(${orders.contactEmail}) = lower(${email.trim()})`,
      ),
    )
    .limit(1);
  return row;
}
