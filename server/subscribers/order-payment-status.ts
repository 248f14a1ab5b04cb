import type { Services } from "../rpc/context.ts";
import { applyPaymentToOrder } from "../workflows/order-payment.ts";

/**
 * Payments reach their orders: every status a payment reaches is applied to its order (paid
 * sums, the invoice once paid). Idempotent, as the payment module asks of its subscribers.
 */
export function subscribeOrderPaymentStatus(services: Services): () => void {
  return services.events.on("paymentStatusChanged", ({ payment, services: paymentServices }) =>
    applyPaymentToOrder(paymentServices, payment),
  );
}
