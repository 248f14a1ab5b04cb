import { AppError } from "../errors.ts";
import type { Locale } from "#common/constants.ts";
import { recordActivity, type ActivityActor } from "../modules/activity/index.ts";
import { money } from "#common/money.ts";
import { enqueueMail } from "../modules/mail/index.ts";
import { orderUrlOf } from "./order-documents.ts";
import { lockOrder } from "../modules/order/index.ts";
import { applyPaidAmountLogged } from "./order-payment.ts";
import {
  findRefundByKey,
  paymentsOfOrder,
  PaymentProviderError,
  recordRequestedRefund,
  refundableCentsOf,
  requestedRefundsOf,
  sendRefund,
  type PaymentServices,
  type RefundRecord,
} from "../modules/payment/index.ts";

export type RefundInput = { orderId: number; paymentId: number; amountCents: number; idempotencyKey: string };

/** Who asks, and in which language a refusal names an amount. */
export type RefundActor = ActivityActor & { locale: Locale };

/**
 * Pays money of an order back through the payment's provider (docs/back-office.md "Refund"),
 * full or partial, never more than is left of the payment:
 * 1. refunds of the order an earlier crash or timeout left unanswered are asked again (each with
 *    its own idempotency key, so the provider answers the refund it already made, if it did);
 * 2. under the order's lock, the request's key finds a refund recorded before (a double click or
 *    retry: answered again, nothing new), else the amount is checked against what is left of the
 *    payment and the refund recorded as requested (it counts against what was paid from now on),
 *    the activity logged with it (the log shows the refund's status as it is when read);
 * 3. after that commit, the provider is asked with the request's key and its answer recorded; the
 *    order's payment status follows from what it was paid now.
 * A refusal by the provider fails the refund (409 refundFailed); an unreachable one leaves it
 * requested for step 1 of the next try (409 paymentProviderError).
 */
export async function refundOrderPayment(
  services: PaymentServices,
  input: RefundInput,
  actor: RefundActor,
  options: { notify?: boolean } = {},
): Promise<{ refund: RefundRecord; created: boolean }> {
  for (const waiting of await requestedRefundsOf(services.db, input.orderId)) {
    if (waiting.idempotencyKey === input.idempotencyKey) continue;
    await sendRefund(services, waiting).catch((error: unknown) => {
      if (!(error instanceof PaymentProviderError)) throw error;
      services.log.warn("an earlier refund is still unanswered", { refundId: waiting.id, reason: error.reason });
    });
  }
  const recorded = await services.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order || order.typeId !== 1) throw new AppError("not_found", "orderNotFound");
    const earlier = await findRefundByKey(tx, input.idempotencyKey);
    if (earlier) {
      // Another order's request, or one the provider refused: the same answer as then.
      if (earlier.orderId !== order.id || earlier.status === "failed") throw new AppError("conflict", "refundFailed");
      return { refund: earlier, created: false, order };
    }
    const payment = (await paymentsOfOrder(tx, order.id)).find((candidate) => candidate.id === input.paymentId);
    if (!payment) throw new AppError("invalid_data", "invalidData", { fields: { paymentId: "validation.invalid" } });
    const left = await refundableCentsOf(tx, payment);
    if (input.amountCents > left) {
      throw new AppError("conflict", "refundTooHigh", {
        values: { amount: money(Math.max(left, 0), payment.currency, actor.locale).formatted },
      });
    }
    const refund = await recordRequestedRefund(tx, payment, input);
    // Logged with the request, so a refund whose answer never came is in the log too; the log
    // shows the refund's status as it is now (details name the refund).
    await recordActivity(tx, { type: "order", id: order.id }, actor, "refunded", {
      refundId: refund.id,
      amountCents: refund.amountCents,
      currency: refund.currency,
    });
    return { refund, created: true, order };
  });
  let refund = recorded.refund;
  if (refund.status === "requested") {
    try {
      refund = await sendRefund(services, refund);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      if (error.reason === "rejected") {
        await applyRefundToOrder(services, input.orderId);
        throw new AppError("conflict", "refundFailed", { cause: error });
      }
      throw new AppError("conflict", "paymentProviderError", { cause: error });
    }
  }
  await applyRefundToOrder(services, input.orderId);
  // An operator's refund on its own is mailed once the provider took it (cancellations and
  // returns mail their own); a retry that finds it taken mails nothing twice (the outbox's key).
  if (options.notify) {
    const { order } = recorded;
    await enqueueMail(services.db, {
      to: order.contactEmail,
      locale: order.locale,
      template: "orderRefunded",
      reference: `refund:${refund.id}`,
      data: {
        locale: order.locale,
        firstName: order.billingAddress.firstName,
        orderNumber: order.orderNumber,
        amount: money(refund.amountCents, refund.currency, order.locale).formatted,
        orderUrl: orderUrlOf(services.config, order),
      },
    });
  }
  return { refund, created: recorded.created };
}

/** The order's payment status from what it was paid now (its payments less their refunds). */
export async function applyRefundToOrder(services: PaymentServices, orderId: number): Promise<void> {
  await services.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order) await applyPaidAmountLogged(tx, order);
  });
}
