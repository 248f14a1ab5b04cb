import { PAYMENT_STATUSES, type PaymentStatus } from "#common/schemas/payment.ts";

/**
 * How far a payment has come. A status only moves forward: open -> pending -> authorized ->
 * one of the final ones. Final statuses never change again (Mollie's refunds and
 * chargebacks are separate resources, not statuses of the payment).
 */
const STAGE: Record<PaymentStatus, number> = {
  open: 0,
  pending: 1,
  authorized: 2,
  paid: 3,
  failed: 3,
  canceled: 3,
  expired: 3,
};

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === "string" && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

export function isFinalStatus(status: PaymentStatus): boolean {
  return STAGE[status] === 3;
}

/** Money was taken, or is reserved for us to capture: the order may go ahead. */
export function isSuccessfulStatus(status: PaymentStatus): boolean {
  return status === "paid" || status === "authorized";
}

/** The shopper must start again: the payment ended without money. */
export function isUnsuccessfulStatus(status: PaymentStatus): boolean {
  return status === "failed" || status === "canceled" || status === "expired";
}

/**
 * Whether a payment may move from `from` to `to`. Reports arrive late and out of order
 * (a webhook after the return page's check, a retried webhook), so an older status must
 * never overwrite a newer one.
 */
export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  if (from === to || isFinalStatus(from)) return false;
  return STAGE[to] > STAGE[from];
}
