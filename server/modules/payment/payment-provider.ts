import type { Locale } from "#common/constants.ts";
import type { PaymentStatus } from "#common/schemas/payment.ts";

export type ProviderName = "mollie" | "sandbox";

export type ProviderAmount = { cents: number; currency: string };

export type CreateProviderPayment = {
  amount: ProviderAmount;
  description: string;
  /** Where the provider sends the shopper after the hosted page. */
  redirectUrl: string;
  /** Where the provider reports changes; absent when it could not reach us (no public address). */
  webhookUrl?: string;
  /** The provider's method name: creditcard, paypal, applepay. */
  method: string;
  locale: Locale;
  metadata: Record<string, string>;
  /** Token of the embedded card form (Mollie Components). */
  cardToken?: string;
  /** Makes a retried create return the first payment instead of a second one. */
  idempotencyKey?: string;
};

export type UpdateProviderPayment = {
  description?: string;
  redirectUrl?: string;
  metadata?: Record<string, string>;
};

/** A payment as the provider reports it. `status` is whatever the provider said. */
export type ProviderPayment = {
  id: string;
  status: PaymentStatus | (string & {});
  amount: ProviderAmount;
  method: string | null;
  description: string;
  metadata: Record<string, string>;
  /** The hosted page to send the shopper to; null when none is needed (or no longer). */
  checkoutUrl: string | null;
};

/** A refund of a payment as the provider reports it. */
export type ProviderRefund = { id: string; status: string; amount: ProviderAmount };

export type CreateProviderRefund = {
  amount: ProviderAmount;
  description: string;
  /** Makes a retried refund return the first one instead of paying back twice. */
  idempotencyKey: string;
};

/**
 * A payment provider. Implementations: the real Mollie API (mollie-provider.ts) and the
 * built-in sandbox (sandbox-provider.ts). Failures throw PaymentProviderError.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  create(input: CreateProviderPayment): Promise<ProviderPayment>;
  /** null when the provider does not know the id. */
  get(id: string): Promise<ProviderPayment | null>;
  update(id: string, patch: UpdateProviderPayment): Promise<ProviderPayment>;
  /** Cancels an open payment so it can no longer be paid; `rejected` when the provider cannot. */
  cancel(id: string): Promise<ProviderPayment>;
  /**
   * Pays back (part of) a paid payment; `rejected` when the provider refuses (more than is left
   * of the payment, a payment not paid). The same idempotency key answers the same refund.
   */
  refund(paymentId: string, input: CreateProviderRefund): Promise<ProviderRefund>;
}

/**
 * Why a provider call failed: the provider refused the data (rejected; `field` names it,
 * e.g. cardToken), or it could not be reached or answered with an error (unavailable).
 */
export class PaymentProviderError extends Error {
  readonly reason: "rejected" | "unavailable";
  readonly field: string | undefined;

  constructor(reason: "rejected" | "unavailable", message: string, options: { field?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = "PaymentProviderError";
    this.reason = reason;
    this.field = options.field;
  }
}

/**
 * The providers beside the built-in sandbox, as factories: the composition root
 * (server/services.ts) registers Mollie's (server/integrations/mollie), so this module
 * knows the provider interface only.
 */
export type PaymentProviderFactories = {
  mollie: (options: { apiKey: string; apiEndpoint?: string }) => PaymentProvider;
};
