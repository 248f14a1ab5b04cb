import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { orders, type FulfillmentStatus, type OrderStatus, type PaymentStatus } from "./order.table.ts";

/**
 * The spec's payment status of an order whose payments brought in `paidCents` (the sum of
 * its paid payments, never one payment on its own).
 */
export function paidStatusFor(paidCents: number, totalCents: number): PaymentStatus {
  if (paidCents <= 0) return "unpaid";
  if (paidCents < totalCents) return "partlyPaid";
  return paidCents === totalCents ? "fullyPaid" : "overpaid";
}

/** What the order owes: its total less what refunded returns took off it (credit notes). */
export function owedCents(order: { totalGrossCents: number; creditedCents: number }): number {
  return Math.max(0, order.totalGrossCents - order.creditedCents);
}

/** What was paid beyond the total and is owed back to the shopper (0 when nothing is). */
export function refundDueCents(paidCents: number, totalCents: number): number {
  return Math.max(0, paidCents - totalCents);
}

/**
 * The order's status once its payments brought in `paidCents`: paid when they reach the total
 * (and stays paid), otherwise as it was; a canceled order stays canceled.
 */
function orderStatusFor(current: OrderStatus, paidCents: number, totalCents: number): OrderStatus {
  if (current === "canceled" || current === "paid") return current;
  return paidCents >= totalCents ? "paid" : current;
}

/**
 * Records on the order what its payments brought in. Run inside a transaction that holds the
 * order's row lock (`lockOrder`) and summed the payments after taking it, so two payments
 * settling at once both count. An offline order's `prepaid`/`unknown` is left alone until
 * money arrives. Idempotent. Answers the order's payment status afterwards.
 */
export async function applyPaidAmount(
  tx: Database,
  order: {
    id: number;
    status: OrderStatus;
    paymentStatus: PaymentStatus;
    totalGrossCents: number;
    creditedCents: number;
  },
  paidCents: number,
): Promise<PaymentStatus> {
  const owed = owedCents(order);
  // Every item returned and paid back: nothing is owed and nothing is open.
  const settledByReturns = owed <= 0 && order.creditedCents > 0 && paidCents <= 0;
  const paymentStatus = settledByReturns ? "fullyPaid" : paidStatusFor(paidCents, owed);
  const status = orderStatusFor(order.status, paidCents, owed);
  const keepOffline = paidCents === 0 && (order.paymentStatus === "prepaid" || order.paymentStatus === "unknown");
  if (keepOffline || (paymentStatus === order.paymentStatus && status === order.status)) return order.paymentStatus;
  await tx.update(orders).set({ paymentStatus, status, updatedAt: new Date() }).where(eq(orders.id, order.id));
  return paymentStatus;
}

/** The order, its row locked until the transaction ends (payments of one order settle one at a time). */
export async function lockOrder(tx: Database, orderId: number) {
  // NO KEY UPDATE: rows that only point at the order (documents, returns) do not wait on it.
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("no key update");
  return row;
}

/**
 * The status an order shows (the spec's statusName; the key under order.status): canceled
 * above all, then how far the goods got (shipped, in progress), else where its payment stands.
 */
export function orderStatusKey(order: {
  status: OrderStatus;
  fulfillmentStatus: FulfillmentStatus;
}): OrderStatus | Exclude<FulfillmentStatus, "new"> {
  if (order.status === "canceled") return "canceled";
  return order.fulfillmentStatus === "new" ? order.status : order.fulfillmentStatus;
}

/** A refunded return's credit (docs/after-sales.md): the order owes that much less. Run under lockOrder. */
export async function addOrderCredit(tx: Database, orderId: number, cents: number): Promise<void> {
  await tx
    .update(orders)
    .set({ creditedCents: sql`${orders.creditedCents} + ${cents}`, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}
