/** Payments: methods, providers (the interface and the sandbox), statuses and reconciliation. Public entry: other floors and modules import only this file. */
export type { PaymentEvents, PaymentServices, PaymentStatusChange } from "./payment-events.ts";
export { findPaymentMethod, listPaymentMethods, paymentMethodSettings, type PaymentMethod } from "./payment-methods.ts";
export {
  PaymentProviderError,
  type CreateProviderPayment,
  type CreateProviderRefund,
  type ProviderRefund,
  type PaymentProvider,
  type PaymentProviderFactories,
  type ProviderPayment,
  type UpdateProviderPayment,
} from "./payment-provider.ts";
export { MOLLIE_WEBHOOK_PATH, activeProviderName, localePrefix } from "./payment-providers.ts";
export { startPaymentReconciler } from "./payment-reconciler.ts";
export { isFinalStatus, isSuccessfulStatus } from "./payment-status.ts";
export {
  paymentsOfOrder,
  findLatestOwnedPayment,
  findOwnedPayment,
  paidCentsOfOrder,
  unsettledPaymentsOfOrder,
  type PaymentOwner,
  type PaymentRecord,
} from "./payment-store.ts";
export {
  attachPaymentToOrder,
  cancelPayment,
  createPayment,
  createPaymentForOrder,
  handlePaymentWebhook,
  patchPayment,
  refreshPaymentStatus,
} from "./payment.ts";
export { completeSandboxPayment, getSandboxCheckout } from "./sandbox-checkout.ts";
export {
  findRefundByKey,
  recordRequestedRefund,
  refundableCentsOf,
  refundsOfOrder,
  requestedRefundsOf,
  sendRefund,
  type RefundRecord,
} from "./refunds.ts";
export { countsAgainstPaid, refundableCents, refundedCentsOfOrder } from "./refund-sums.ts";
