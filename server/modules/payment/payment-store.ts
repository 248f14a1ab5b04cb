import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { PaymentStatus } from "#common/schemas/payment.ts";
import type { Database } from "../../db/client.ts";
import { canTransition } from "./payment-status.ts";
import { payments } from "./payment.table.ts";
import { refundedCentsOfOrder } from "./refund-sums.ts";

export type PaymentRecord = typeof payments.$inferSelect;
export type NewPaymentRecord = typeof payments.$inferInsert;

/** Who may see a payment: a customer, or a visitor by the session's cart token. */
export type PaymentOwner = { customerId: number } | { token: string };

export function ownerColumns(owner: PaymentOwner): Pick<NewPaymentRecord, "ownerCustomerId" | "ownerToken"> {
  return "customerId" in owner ? { ownerCustomerId: owner.customerId } : { ownerToken: owner.token };
}

function ownedBy(owners: PaymentOwner[]): SQL | undefined {
  const conditions = owners.map((owner) =>
    "customerId" in owner ? eq(payments.ownerCustomerId, owner.customerId) : eq(payments.ownerToken, owner.token),
  );
  return conditions.length > 0 ? or(...conditions) : sql`false`;
}

/**
 * Records a payment. Two requests with the same idempotency key racing each other record it
 * once: the second answers the first's row.
 */
export async function insertPayment(db: Database, values: NewPaymentRecord): Promise<PaymentRecord> {
  const [row] = await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning();
  if (row) return row;
  const earlier = values.idempotencyKey ? await findPaymentByIdempotencyKey(db, values.idempotencyKey) : undefined;
  if (!earlier) throw new Error("payment insert returned nothing");
  return earlier;
}

/** How many payments the order has had: a new attempt after each, for idempotency keys. */
/** Every payment of an order, oldest first, read in one statement (so in one snapshot). */
export async function paymentsOfOrder(db: Database, orderId: number): Promise<PaymentRecord[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
}

export async function findPayment(db: Database, providerPaymentId: string): Promise<PaymentRecord | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
  return row;
}

export async function findPaymentByIdempotencyKey(db: Database, key: string): Promise<PaymentRecord | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
  return row;
}

/** The payment if one of `owners` may see it; anyone else learns nothing (not even that it exists). */
export async function findOwnedPayment(
  db: Database,
  providerPaymentId: string,
  owners: PaymentOwner[],
): Promise<PaymentRecord | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.providerPaymentId, providerPaymentId), ownedBy(owners)));
  return row;
}

/** The owner's most recent payment: the return page when the provider sent no id back. */
export async function findLatestOwnedPayment(db: Database, owners: PaymentOwner[]): Promise<PaymentRecord | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(ownedBy(owners))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row;
}

/**
 * Moves the payment to `status` if that is a step forward (payment-status.ts). The row is
 * locked, so a webhook and the return page checking at once record the change once.
 */
export async function advanceStatus(db: Database, id: number, status: PaymentStatus): Promise<PaymentRecord> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for("update");
    if (!row) throw new Error(`payment ${id} vanished`);
    if (!canTransition(row.status, status)) return row;
    const now = new Date();
    const [updated] = await tx
      .update(payments)
      .set({
        status,
        statusHistory: [...row.statusHistory, { status, at: now.toISOString() }],
        updatedAt: now,
      })
      .where(eq(payments.id, id))
      .returning();
    return updated ?? row;
  });
}

/** Records that the subscribers know `status`, unless the payment moved on meanwhile. */
export async function markNotified(db: Database, id: number, status: PaymentStatus): Promise<void> {
  await db
    .update(payments)
    .set({ notifiedStatus: status })
    .where(and(eq(payments.id, id), eq(payments.status, status)));
}

export async function updatePaymentRecord(
  db: Database,
  id: number,
  patch: Partial<Pick<NewPaymentRecord, "description" | "metadata" | "returnPath" | "orderId" | "checkoutUrl">>,
): Promise<PaymentRecord> {
  const [row] = await db
    .update(payments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(payments.id, id))
    .returning();
  if (!row) throw new Error(`payment ${id} vanished`);
  return row;
}

/** Sets the order once: a payment belongs to one order; attaching it to the same order again is fine. */
export async function setPaymentOrder(db: Database, id: number, orderId: number): Promise<boolean> {
  const [row] = await db
    .update(payments)
    .set({ orderId, updatedAt: new Date() })
    .where(and(eq(payments.id, id), or(isNull(payments.orderId), eq(payments.orderId, orderId))))
    .returning({ id: payments.id });
  return row !== undefined;
}

/**
 * What the order was paid, in cents: its paid payments less their refunds (every refund but a
 * failed or canceled one counts from the moment it is requested, refunds.ts).
 */
export async function paidCentsOfOrder(db: Database, orderId: number): Promise<number> {
  const [[paid], refunded] = await Promise.all([
    db
      .select({ cents: sql<string | null>`sum(${payments.amountCents})` })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, "paid"))),
    refundedCentsOfOrder(db, orderId),
  ]);
  return Number(paid?.cents ?? 0) - refunded;
}

/** Payments of the order the shopper could still pay (open or pending at the provider). */
export async function unsettledPaymentsOfOrder(db: Database, orderId: number): Promise<PaymentRecord[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ["open", "pending"])))
    .orderBy(desc(payments.id));
}

/**
 * Payments whose outcome may not have reached us or our orders: not final at least
 * `settleAfterMs` after their creation (a webhook lost, a crash before it came), or final
 * but not yet told to the subscribers (a crash between recording and applying). Not older
 * than `lookBackMs` (providers expire open payments long before that). Oldest first.
 */
export async function paymentsToReconcile(
  db: Database,
  { settleAfterMs, lookBackMs, limit }: { settleAfterMs: number; lookBackMs: number; limit: number },
): Promise<PaymentRecord[]> {
  const now = Date.now();
  return db
    .select()
    .from(payments)
    .where(
      and(
        gt(payments.createdAt, new Date(now - lookBackMs)),
        or(
          and(
            inArray(payments.status, ["open", "pending", "authorized"]),
            lt(payments.createdAt, new Date(now - settleAfterMs)),
          ),
          sql`${payments.notifiedStatus} is distinct from ${payments.status}`,
        ),
      ),
    )
    .orderBy(payments.updatedAt)
    .limit(limit);
}
