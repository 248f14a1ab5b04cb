import { createHash } from "node:crypto";
import type { Locale } from "#common/constants.ts";
import type { Database } from "../db/client.ts";
import { unsealAccessKey, applyPaidAmount, lockOrder, findOrderById } from "../modules/order/index.ts";
import type { PaymentStatus as OrderPaymentStatus, OrderRow } from "../modules/order/index.ts";
import {
  type PaymentServices,
  paymentsOfOrder,
  paidCentsOfOrder,
  unsettledPaymentsOfOrder,
  type PaymentOwner,
  type PaymentRecord,
} from "../modules/payment/index.ts";
import { cancelPayment, createPaymentForOrder } from "../modules/payment/index.ts";
import { AppError } from "../errors.ts";
import { recordActivity, SYSTEM_ACTOR } from "../modules/activity/index.ts";
import { enqueueInvoiceFor } from "./order-documents.ts";

const PAID_STATUSES = new Set(["fullyPaid", "overpaid"]);

/** An open payment younger than this is offered again (the sandbox and Mollie expire after 15 minutes). */
const REUSE_OPEN_MS = 10 * 60 * 1000;

/**
 * The order's payment status from what its payments brought in (applyPaidAmount, under the
 * order's lock held by the caller); a change is a line of the order's history, by the shop.
 */
export async function applyPaidAmountLogged(tx: Database, order: OrderRow): Promise<OrderPaymentStatus> {
  const status = await applyPaidAmount(tx, order, await paidCentsOfOrder(tx, order.id));
  if (status !== order.paymentStatus) {
    await recordActivity(tx, { type: "order", id: order.id }, SYSTEM_ACTOR, "paymentStatus", { status });
  }
  return status;
}

/**
 * What the order's payments brought in, on the order: the sum of its paid payments, read
 * under the order's row lock, so two payments settling at once both count; and the invoice
 * once the order is paid. Idempotent. Answers the order's payment status, or undefined for
 * no such order.
 */
export async function settleOrderPayments(
  services: PaymentServices,
  orderId: number,
): Promise<OrderPaymentStatus | undefined> {
  const status = await services.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return undefined;
    return applyPaidAmountLogged(tx, order);
  });
  if (status && PAID_STATUSES.has(status)) {
    // The invoice follows the money (invoice orders have theirs from the start): queued for
    // the document worker. Idempotent per order, so a repeated webhook makes no second invoice.
    const order = await findOrderById(services.db, orderId);
    const accessKey = order && unsealAccessKey(order.accessKeySealed, services.config.sessionSecret);
    if (order && accessKey) await enqueueInvoiceFor(services, order, accessKey);
  }
  return status;
}

/** A payment's outcome on its order (listeners hear every status a payment reaches). */
export async function applyPaymentToOrder(services: PaymentServices, payment: PaymentRecord): Promise<void> {
  if (payment.orderId !== null) await settleOrderPayments(services, payment.orderId);
}

export type OrderPaymentInput = {
  order: OrderRow;
  owner: PaymentOwner;
  methodId: number;
  locale: Locale;
  /** The order's confirmation page: the return page goes there once the payment is settled. */
  returnPath: string;
  cardToken?: string;
};

/**
 * A provider payment of what the order still lacks (its total, less what paid payments
 * brought in: a partly paid order takes the rest). An open payment of the same order, method
 * and amount is answered again, so a retried click or reload does not open a second payment
 * at the provider. A new payment replaces the order's other payments the shopper could still
 * pay: they are canceled at the provider (where it can), so one order is not paid twice.
 */
export async function createOrderPayment(services: PaymentServices, input: OrderPaymentInput): Promise<PaymentRecord> {
  const { order } = input;
  if (order.status === "paid" || order.status === "canceled") throw new AppError("conflict", "paymentInvalidOrder");
  const dueCents = order.totalGrossCents - (await paidCentsOfOrder(services.db, order.id));
  if (dueCents <= 0) throw new AppError("conflict", "paymentInvalidOrder");
  // One read gives both the payment to answer again and the attempt number, so two racing
  // requests agree: either both see the other's payment and answer it, or neither does and
  // both ask the provider under the same idempotency key (which answers one payment, and
  // insertPayment keeps one row of it). Two reads could disagree (seen by the count, missed by
  // the lookup) and open a second payment.
  const earlier = await paymentsOfOrder(services.db, order.id);
  if (!input.cardToken) {
    // An old open payment may have expired at the provider meanwhile; start afresh then.
    const reusableSince = Date.now() - REUSE_OPEN_MS;
    const open = earlier.findLast(
      (payment) =>
        payment.methodId === input.methodId &&
        payment.status === "open" &&
        payment.amountCents === dueCents &&
        payment.createdAt.getTime() > reusableSince,
    );
    if (open?.checkoutUrl) return open;
  }
  // The key names the order, method, amount and how many payments came before. The order is
  // named by its random access key's digest, not its id: the provider keeps keys per account,
  // which another shop (staging on the same test key) or a reset database would also use. A
  // card token is used once, so a card payment is never answered from another.
  const attempt = earlier.length;
  const orderKey = createHash("sha256").update(order.accessKeySealed).digest("base64url").slice(0, 22);
  const idempotencyKey = input.cardToken ? undefined : `order-${orderKey}-${input.methodId}-${dueCents}-${attempt}`;
  const created = await createPaymentForOrder(services, {
    owner: input.owner,
    orderId: order.id,
    amountCents: dueCents,
    currency: order.currency,
    description: input.locale === "de" ? `Bestellung ${order.orderNumber}` : `Order ${order.orderNumber}`,
    methodId: input.methodId,
    locale: input.locale,
    returnPath: input.returnPath,
    metadata: { orderNumber: order.orderNumber },
    ...(input.cardToken ? { cardToken: input.cardToken } : {}),
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
  await cancelReplacedPayments(services, order.id, created.id);
  // The subscribers hear only later changes; a card token payment may be paid (or failed) at
  // once, with no hosted page and no return page to come: apply that first status now.
  if (created.status !== "open") await applyPaymentToOrder(services, created);
  return created;
}

/** The order's other open or pending payments, canceled after a new one replaced them (best effort). */
async function cancelReplacedPayments(services: PaymentServices, orderId: number, keepId: number): Promise<void> {
  for (const row of await unsettledPaymentsOfOrder(services.db, orderId)) {
    if (row.id === keepId) continue;
    try {
      await cancelPayment(services, row);
    } catch (error) {
      // The new payment stands; should the old one be paid too, the order shows the overpayment.
      services.log.warn("replaced payment not canceled", { providerPaymentId: row.providerPaymentId, error });
    }
  }
}
