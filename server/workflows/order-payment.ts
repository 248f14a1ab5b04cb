import { and, desc, eq, gt } from "drizzle-orm";
import type { Locale } from "#common/constants.ts";
import { unsealAccessKey } from "../modules/order/access-key.ts";
import { applyPaymentToOrder } from "../modules/order/order-payment-status.ts";
import { findOrderById, type OrderRow } from "../modules/order/order-store.ts";
import { onPaymentStatusChanged, type PaymentServices } from "../modules/payment/payment-events.ts";
import { createPaymentForOrder } from "../modules/payment/payment.ts";
import { payments } from "../modules/payment/payment.table.ts";
import type { PaymentOwner, PaymentRecord } from "../modules/payment/payment-store.ts";
import { AppError } from "../rpc/errors.ts";
import { enqueueInvoiceFor } from "./order-documents.ts";

const PAID_STATUSES = new Set(["fullyPaid", "overpaid"]);

/** An open payment younger than this is offered again (the sandbox and Mollie expire after 15 minutes). */
const REUSE_OPEN_MS = 10 * 60 * 1000;

let registered = false;

/**
 * Wires payments to orders: every status a payment reaches is applied to its order. Called at
 * start-up (createRuntime); registering once per process keeps test runs from stacking listeners.
 */
export function registerOrderPaymentListener(): void {
  if (registered) return;
  registered = true;
  onPaymentStatusChanged(({ payment, services }) => applyToOrder(services, payment));
}

/** The payment's status on its order, and the invoice once it is paid. Idempotent. */
async function applyToOrder(services: PaymentServices, payment: PaymentRecord): Promise<void> {
  const status = await applyPaymentToOrder(services.db, payment);
  if (payment.orderId === null || !status || !PAID_STATUSES.has(status)) return;
  // The invoice follows the money (invoice orders have theirs from the start): queued for
  // the document worker. Idempotent per order, so a repeated webhook makes no second invoice.
  const order = await findOrderById(services.db, payment.orderId);
  const accessKey = order && unsealAccessKey(order.accessKeySealed, services.config.sessionSecret);
  if (order && accessKey) await enqueueInvoiceFor(services, order, accessKey);
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
 * A provider payment of the order's total. An open payment of the same order and method is
 * answered again, so a retried click or reload does not open a second payment at the provider.
 */
export async function createOrderPayment(services: PaymentServices, input: OrderPaymentInput): Promise<PaymentRecord> {
  const { order } = input;
  if (order.status === "paid" || order.status === "canceled") throw new AppError("conflict", "paymentInvalidOrder");
  if (!input.cardToken) {
    const [open] = await services.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderId, order.id),
          eq(payments.methodId, input.methodId),
          eq(payments.status, "open"),
          // An old open payment may have expired at the provider meanwhile; start afresh then.
          gt(payments.createdAt, new Date(Date.now() - REUSE_OPEN_MS)),
        ),
      )
      .orderBy(desc(payments.id))
      .limit(1);
    if (open?.checkoutUrl) return open;
  }
  const created = await createPaymentForOrder(services, {
    owner: input.owner,
    orderId: order.id,
    amountCents: order.totalGrossCents,
    currency: order.currency,
    description: input.locale === "de" ? `Bestellung ${order.orderNumber}` : `Order ${order.orderNumber}`,
    methodId: input.methodId,
    locale: input.locale,
    returnPath: input.returnPath,
    metadata: { orderNumber: order.orderNumber },
    ...(input.cardToken ? { cardToken: input.cardToken } : {}),
  });
  // The listeners hear only later changes; a card token payment may be paid (or failed) at
  // once, with no hosted page and no return page to come: apply that first status now.
  if (created.status !== "open") await applyToOrder(services, created);
  return created;
}
