import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { refunds, type RefundStatus } from "./payment.table.ts";

/** Refunds that pay nothing back: they do not count against what was paid. */
export const INACTIVE_REFUND_STATUSES: RefundStatus[] = ["failed", "canceled"];

/** Whether a refund counts against what was paid (every one but a failed or canceled one). */
export function countsAgainstPaid(refund: { status: RefundStatus }): boolean {
  return !INACTIVE_REFUND_STATUSES.includes(refund.status);
}

/** The cents that counting refunds of an order, or of one payment, pay back. */
export async function refundedCents(db: Database, of: { orderId: number } | { paymentId: number }): Promise<number> {
  const owner = "orderId" in of ? eq(refunds.orderId, of.orderId) : eq(refunds.paymentId, of.paymentId);
  const [row] = await db
    .select({ cents: sql<string | null>`sum(${refunds.amountCents})` })
    .from(refunds)
    .where(and(owner, notInArray(refunds.status, INACTIVE_REFUND_STATUSES)));
  return Number(row?.cents ?? 0);
}

/** What the order's refunds paid back (or are paying back): every refund that did not fail. */
export function refundedCentsOfOrder(db: Database, orderId: number): Promise<number> {
  return refundedCents(db, { orderId });
}

/** What is left to pay back of a payment, from its refunds already read: 0 unless it is paid. */
export function refundableCents(
  payment: { id: number; status: string; amountCents: number },
  paymentRefunds: readonly { paymentId: number; amountCents: number; status: RefundStatus }[],
): number {
  if (payment.status !== "paid") return 0;
  const refunded = paymentRefunds
    .filter((refund) => refund.paymentId === payment.id && countsAgainstPaid(refund))
    .reduce((sum, refund) => sum + refund.amountCents, 0);
  return payment.amountCents - refunded;
}
