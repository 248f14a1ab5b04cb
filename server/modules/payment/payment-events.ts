import type { PaymentStatus } from "#common/schemas/payment.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import type { PaymentProviderFactories } from "./payment-provider.ts";
import type { PaymentRecord } from "./payment-store.ts";

export type PaymentStatusChange = {
  payment: PaymentRecord;
  /** The status the listeners were last told (null: never told). */
  previousStatus: PaymentStatus | null;
  services: PaymentServices;
};

/** What payment code needs of the shop; the providers beside the sandbox come from the composition root. */
export type PaymentServices = {
  db: Database;
  config: Config;
  log: Logger;
  paymentProviders: PaymentProviderFactories;
};

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
