import type { PaymentStatus } from "#common/schemas/payment.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { EventEmitter } from "../../event-bus.ts";
import type { Logger } from "../../logger.ts";
import type { PaymentProviderFactories } from "./payment-provider.ts";
import type { PaymentRecord } from "./payment-store.ts";

export type PaymentStatusChange = {
  payment: PaymentRecord;
  /** The status the subscribers were last told (null: never told). */
  previousStatus: PaymentStatus | null;
  services: PaymentServices;
};

/** What payment code needs of the shop; the providers beside the sandbox come from the composition root. */
export type PaymentServices = {
  db: Database;
  config: Config;
  log: Logger;
  paymentProviders: PaymentProviderFactories;
  events: EventEmitter<PaymentEvents>;
};

/**
 * The payment module's events. `paymentStatusChanged`: every status a payment reaches (the
 * subscriber server/subscribers/order-payment-status.ts sets the order's payment status). A
 * subscriber must be idempotent: when one throws, the status is kept and the next webhook or
 * return-page check tells every subscriber again.
 */
export type PaymentEvents = {
  paymentStatusChanged: PaymentStatusChange;
};
