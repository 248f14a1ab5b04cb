import type { PaymentStatus } from "#common/schemas/payment.ts";
import type { Services } from "../../rpc/context.ts";
import type { PaymentRecord } from "./payment-store.ts";

export type PaymentStatusChange = {
  payment: PaymentRecord;
  /** The status the listeners were last told (null: never told). */
  previousStatus: PaymentStatus | null;
  services: PaymentServices;
};

export type PaymentServices = Pick<Services, "db" | "config" | "log">;

export type PaymentStatusListener = (change: PaymentStatusChange) => Promise<void> | void;

const listeners = new Set<PaymentStatusListener>();

/**
 * Tells `listener` about every status a payment reaches (the order module sets the order's
 * payment status here). A listener must be idempotent: when one throws, the status is kept
 * and the next webhook or return-page check tells every listener again.
 * Returns the function that removes the listener.
 */
export function onPaymentStatusChanged(listener: PaymentStatusListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function notifyListeners(change: PaymentStatusChange): Promise<void> {
  for (const listener of [...listeners]) await listener(change);
}
