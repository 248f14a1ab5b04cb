import { and, asc, count, desc, eq, ne, sql, sum, type SQL } from "drizzle-orm";
import type { AdminOrdersInput, OrderStatusKey } from "#common/schemas/back-office.ts";
import type { Database } from "../../db/client.ts";
import type { OrderRow } from "./order-store.ts";
import { orders } from "./order.table.ts";

/** A LIKE pattern that matches `text` literally (its %, _ and \ escaped). */
function literalLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The orders whose shown status (orderStatusKey) is `key`. */
function statusCondition(key: OrderStatusKey): SQL | undefined {
  if (key === "canceled") return eq(orders.status, "canceled");
  if (key === "inProgress" || key === "shipped") {
    return and(ne(orders.status, "canceled"), eq(orders.fulfillmentStatus, key));
  }
  return and(eq(orders.status, key), eq(orders.fulfillmentStatus, "new"));
}

/**
 * Search by order number (exact or its start), email or a name or company of the billing or
 * delivery address (anywhere in it, any letter case).
 */
function queryCondition(query: string): SQL {
  const anywhere = `%${literalLike(query)}%`;
  const start = `${literalLike(query)}%`;
  const nameOf = (address: typeof orders.billingAddress | typeof orders.deliveryAddress) =>
    sql`concat_ws(' ', ${address}->>'firstName', ${address}->>'lastName', ${address}->>'companyName')`;
  return sql`(${orders.orderNumber} like ${start} or ${orders.contactEmail} ilike ${anywhere}
    or ${nameOf(orders.billingAddress)} ilike ${anywhere} or ${nameOf(orders.deliveryAddress)} ilike ${anywhere})`;
}

export type OrderSearchPage = {
  rows: OrderRow[];
  total: number;
  /** The gross totals of every order found, per currency. */
  sums: { currency: string; totalGrossCents: number }[];
};

/**
 * The back office's order list (docs/back-office.md): placed orders (type 1) by search, shown
 * status, payment status and the day they were placed in the shop's time zone, sorted, one page.
 */
export async function searchOrders(
  db: Database,
  input: AdminOrdersInput,
  page: { offset: number; limit: number; timeZone: string },
): Promise<OrderSearchPage> {
  const placedDay = sql`(${orders.createdAt} at time zone ${page.timeZone})::date`;
  const where = and(
    eq(orders.typeId, 1),
    input.query ? queryCondition(input.query) : undefined,
    input.status ? statusCondition(input.status) : undefined,
    input.paymentStatus ? eq(orders.paymentStatus, input.paymentStatus) : undefined,
    input.from ? sql`${placedDay} >= ${input.from}::date` : undefined,
    input.to ? sql`${placedDay} <= ${input.to}::date` : undefined,
  );
  // Order numbers come from a sequence in the order of the ids: the id sorts them as numbers.
  const column = { createdAt: orders.createdAt, orderNumber: orders.id, totalGross: orders.totalGrossCents }[
    input.sort ?? "createdAt"
  ];
  const direction = input.direction === "asc" ? asc : desc;
  const [rows, counted, sums] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(direction(column), direction(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(orders).where(where),
    db
      .select({ currency: orders.currency, cents: sum(orders.totalGrossCents).mapWith(Number) })
      .from(orders)
      .where(where)
      .groupBy(orders.currency)
      .orderBy(asc(orders.currency)),
  ]);
  return {
    rows,
    total: counted[0]?.count ?? 0,
    sums: sums.map((row) => ({ currency: row.currency, totalGrossCents: row.cents })),
  };
}
