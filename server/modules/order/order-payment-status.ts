import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { PaymentStatus as ProviderStatus } from "#common/schemas/payment.ts";
import { orders, type PaymentStatus } from "./order.table.ts";
import { findOrderById } from "./order-store.ts";

/** A provider payment that ended without money: the order stays unpaid and can be paid again. */
const FAILED: ReadonlySet<ProviderStatus> = new Set(["failed", "canceled", "expired"]);

/** The spec's payment status of an order once a payment of `paidCents` is paid. */
export function paidStatusFor(paidCents: number, totalCents: number): PaymentStatus {
  if (paidCents === totalCents) return "fullyPaid";
  return paidCents > totalCents ? "overpaid" : "partlyPaid";
}

/**
 * Applies a provider payment's status to its order. Idempotent (the listener may be told
 * twice), and a paid order never goes back: a later failed attempt cannot undo a payment.
 * Answers the order's payment status afterwards, or undefined for no order.
 */
export async function applyPaymentToOrder(
  db: Database,
  payment: { orderId: number | null; status: ProviderStatus; amountCents: number },
): Promise<PaymentStatus | undefined> {
  if (payment.orderId === null) return undefined;
  const order = await findOrderById(db, payment.orderId);
  if (!order) return undefined;
  if (payment.status === "paid") {
    const paymentStatus = paidStatusFor(payment.amountCents, order.totalGrossCents);
    await db
      .update(orders)
      .set({ paymentStatus, status: "paid", updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), ne(orders.status, "canceled")));
    return paymentStatus;
  }
  if (FAILED.has(payment.status)) {
    // Only an order still waiting for its money goes back to unpaid.
    const [row] = await db
      .update(orders)
      .set({ paymentStatus: "unpaid", updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), ne(orders.status, "paid")))
      .returning({ paymentStatus: orders.paymentStatus });
    return row?.paymentStatus ?? order.paymentStatus;
  }
  return order.paymentStatus;
}
