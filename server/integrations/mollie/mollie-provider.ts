import { createMollieClient, MollieApiError, type Locale as MollieLocale, type Payment } from "@mollie/api-client";
import type {
  CreateProviderPayment,
  CreateProviderRefund,
  PaymentProvider,
  ProviderPayment,
  UpdateProviderPayment,
} from "../../modules/payment/index.ts";
import { PaymentProviderError } from "../../modules/payment/index.ts";
import { centsToMollieValue, mollieValueToCents } from "./mollie-amount.ts";

const MOLLIE_LOCALES = { de: "de_DE", en: "en_US" } as const;

/** The real Mollie API through @mollie/api-client; apiEndpoint points it at a fake in tests. */
export function createMollieProvider(options: { apiKey: string; apiEndpoint?: string }): PaymentProvider {
  const client = createMollieClient({
    apiKey: options.apiKey,
    ...(options.apiEndpoint ? { apiEndpoint: withTrailingSlash(options.apiEndpoint) } : {}),
    versionStrings: "NordlichtShop/1.0",
  });
  return {
    name: "mollie",
    async create(input: CreateProviderPayment) {
      const payment = await call(() =>
        client.payments.create({
          amount: { currency: input.amount.currency, value: centsToMollieValue(input.amount.cents) },
          description: input.description,
          redirectUrl: input.redirectUrl,
          ...(input.webhookUrl ? { webhookUrl: input.webhookUrl } : {}),
          method: input.method as Parameters<typeof client.payments.create>[0]["method"],
          locale: MOLLIE_LOCALES[input.locale] as MollieLocale,
          metadata: input.metadata,
          ...(input.cardToken ? { cardToken: input.cardToken } : {}),
          ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
        }),
      );
      return toProviderPayment(payment);
    },
    async get(id: string) {
      try {
        return toProviderPayment(await call(() => client.payments.get(id)));
      } catch (error) {
        if (error instanceof PaymentProviderError && error.reason === "rejected") return null;
        throw error;
      }
    },
    async update(id: string, patch: UpdateProviderPayment) {
      return toProviderPayment(await call(() => client.payments.update(id, patch)));
    },
    // Mollie cancels only payments it marks isCancelable (422 otherwise): a rejection then.
    async cancel(id: string) {
      return toProviderPayment(await call(() => client.payments.cancel(id)));
    },
    // Mollie refuses (422) a refund above what is left of the payment, or of a payment not paid.
    async refund(paymentId: string, input: CreateProviderRefund) {
      const refund = await call(() =>
        client.paymentRefunds.create({
          paymentId,
          amount: { currency: input.amount.currency, value: centsToMollieValue(input.amount.cents) },
          description: input.description,
          idempotencyKey: input.idempotencyKey,
        }),
      );
      return {
        id: refund.id,
        status: refund.status,
        amount: { cents: mollieValueToCents(refund.amount.value), currency: refund.amount.currency },
      };
    },
  };
}

/** Mollie answers 4xx when it refuses the data (or does not know the id), 5xx or nothing when it is down. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof MollieApiError && error.statusCode !== undefined && error.statusCode < 500) {
      throw new PaymentProviderError("rejected", error.message, { field: error.field, cause: error });
    }
    throw new PaymentProviderError("unavailable", error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
}

function toProviderPayment(payment: Payment): ProviderPayment {
  const metadata = payment.metadata;
  return {
    id: payment.id,
    status: payment.status,
    amount: { cents: mollieValueToCents(payment.amount.value), currency: payment.amount.currency },
    method: payment.method ?? null,
    description: payment.description,
    metadata:
      typeof metadata === "object" && metadata !== null
        ? Object.fromEntries(Object.entries(metadata as Record<string, unknown>).map(([k, v]) => [k, String(v)]))
        : {},
    checkoutUrl: payment.getCheckoutUrl() ?? null,
  };
}

const withTrailingSlash = (url: string) => (url.endsWith("/") ? url : `${url}/`);
