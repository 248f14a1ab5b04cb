import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { PaymentServices } from "./payment-events.ts";
import { PaymentProviderError } from "./payment-provider.ts";
import { providerFor } from "./payment-providers.ts";
import type { PaymentRecord } from "./payment-store.ts";
import { payments, REFUND_STATUSES, refunds, type RefundStatus } from "./payment.table.ts";
import { refundedCents } from "./refund-sums.ts";

export type RefundRecord = typeof refunds.$inferSelect;

/** Mollie's refund statuses are ours; anything else it might add later counts as pending. */
function refundStatusOf(status: string): RefundStatus {
  const known = REFUND_STATUSES.filter((known) => known !== "requested") as readonly string[];
  return known.includes(status) ? (status as RefundStatus) : "pending";
}

/** The refund of this request (idempotency key), if it was recorded before. */
export async function findRefundByKey(db: Database, idempotencyKey: string): Promise<RefundRecord | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey));
  return row;
}

/** What is left to pay back of a payment: its amount less its refunds that count. */
export async function refundableCentsOf(db: Database, payment: PaymentRecord): Promise<number> {
  if (payment.status !== "paid") return 0;
  return payment.amountCents - (await refundedCents(db, { paymentId: payment.id }));
}

/**
 * Records a refund before the provider is asked (status requested); run it in the transaction
 * that holds the order's lock and checked the amount, so two refunds never take the same money.
 */
export async function recordRequestedRefund(
  tx: Database,
  payment: PaymentRecord,
  input: { amountCents: number; idempotencyKey: string },
): Promise<RefundRecord> {
  const [row] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      orderId: payment.orderId ?? 0,
      amountCents: input.amountCents,
      currency: payment.currency,
      status: "requested",
      idempotencyKey: input.idempotencyKey,
    })
    .returning();
  if (!row) throw new Error("refund not recorded");
  return row;
}

/**
 * Asks the provider for a recorded refund (with the refund's own idempotency key, so asking
 * again after a crash or a timeout answers the same refund) and records its answer. A refusal
 * marks the refund failed (it no longer counts) and is thrown; an unreachable provider leaves it
 * requested, to be asked again by the next refund of the order (`requestedRefundsOf`).
 */
export async function sendRefund(services: PaymentServices, refund: RefundRecord): Promise<RefundRecord> {
  const [payment] = await services.db.select().from(payments).where(eq(payments.id, refund.paymentId));
  if (!payment) throw new Error(`refund ${refund.id}: payment ${refund.paymentId} not found`);
  try {
    const answer = await providerFor(services, payment.provider).refund(payment.providerPaymentId, {
      amount: { cents: refund.amountCents, currency: refund.currency },
      description: payment.description,
      idempotencyKey: refund.idempotencyKey,
    });
    return await settleRefund(services.db, refund.id, {
      providerRefundId: answer.id,
      status: refundStatusOf(answer.status),
    });
  } catch (error) {
    if (error instanceof PaymentProviderError && error.reason === "rejected") {
      await settleRefund(services.db, refund.id, { providerRefundId: null, status: "failed" });
    }
    throw error;
  }
}

async function settleRefund(
  db: Database,
  id: number,
  answer: { providerRefundId: string | null; status: RefundStatus },
): Promise<RefundRecord> {
  const [row] = await db.update(refunds).set(answer).where(eq(refunds.id, id)).returning();
  if (!row) throw new Error(`refund ${id} vanished`);
  return row;
}

/** The order's refunds still waiting for the provider's answer (a crash or timeout left them). */
export async function requestedRefundsOf(db: Database, orderId: number): Promise<RefundRecord[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, "requested")))
    .orderBy(asc(refunds.id));
}

/** Every refund of the order, first first. */
export async function refundsOfOrder(db: Database, orderId: number): Promise<RefundRecord[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}
