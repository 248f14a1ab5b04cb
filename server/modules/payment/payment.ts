import type { Locale } from "#common/constants.ts";
import type { PaymentStatus } from "#common/schemas/payment.ts";
import { AppError } from "../../errors.ts";
import type { PaymentServices } from "./payment-events.ts";
import { findPaymentMethod, paymentMethodSettings } from "./payment-methods.ts";
import { PaymentProviderError } from "./payment-provider.ts";
import { activeProviderName, providerFor, returnPageUrl, webhookUrl } from "./payment-providers.ts";
import { isPaymentStatus } from "./payment-status.ts";
import {
  advanceStatus,
  findPayment,
  findPaymentByIdempotencyKey,
  insertPayment,
  markNotified,
  ownerColumns,
  setPaymentOrder,
  updatePaymentRecord,
  type PaymentOwner,
  type PaymentRecord,
} from "./payment-store.ts";

/** Mollie's upper bound for one payment is far above any cart; this keeps integers sane. */
export const MAX_PAYMENT_CENTS = 100_000_000;

export type CreatePaymentInput = {
  owner: PaymentOwner;
  amountCents: number;
  currency: string;
  description: string;
  /** Our payment method id (6001 hosted card, 6002 embedded card, 6003 PayPal, 6004 Apple Pay). */
  methodId: number;
  locale: Locale;
  /** Shop path the return page opens once the payment is paid or authorized. */
  returnPath: string;
  orderId?: number;
  cartId?: number;
  cardToken?: string;
  metadata?: Record<string, string>;
  /** The same key twice answers the first payment (double clicks, retried requests). */
  idempotencyKey?: string;
};

/** Creates the payment at the provider, then our record of it. */
export async function createPayment(services: PaymentServices, input: CreatePaymentInput): Promise<PaymentRecord> {
  const { db, config } = services;
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0 || input.amountCents > MAX_PAYMENT_CENTS) {
    throw new AppError("invalid_data", "paymentOrderNotProcessable");
  }
  if (!/^[A-Z]{3}$/.test(input.currency)) throw new AppError("invalid_data", "paymentOrderNotProcessable");
  const providerName = activeProviderName(config);
  const method = findPaymentMethod(paymentMethodSettings(config), input.locale, input.methodId);
  if (!method || method.provider !== "mollie") throw new AppError("invalid_data", "paymentMethodNotAvailable");
  // Without the embedded form's token (no JavaScript, or "pay again" on the return page, which
  // has no card form) the same Mollie method without a token is Mollie's hosted card page.
  if (input.idempotencyKey) {
    const earlier = await findPaymentByIdempotencyKey(db, input.idempotencyKey);
    if (earlier) return earlier;
  }
  const metadata = {
    ...input.metadata,
    ...(input.orderId !== undefined ? { orderId: String(input.orderId) } : {}),
  };
  const redirectUrl = returnPageUrl(config, providerName, input.locale);
  const remote = await providerCall(services, () =>
    providerFor(services, providerName).create({
      amount: { cents: input.amountCents, currency: input.currency },
      description: input.description,
      redirectUrl,
      webhookUrl: webhookUrl(config, providerName),
      method: method.paymentKey,
      locale: input.locale,
      metadata,
      ...(input.cardToken ? { cardToken: input.cardToken } : {}),
      ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
    }),
  );
  const status = knownStatus(remote.status);
  return insertPayment(db, {
    provider: providerName,
    providerPaymentId: remote.id,
    methodId: method.id,
    method: method.paymentKey,
    amountCents: input.amountCents,
    currency: input.currency,
    description: input.description,
    locale: input.locale,
    status,
    statusHistory: [{ status, at: new Date().toISOString() }],
    // The creator learns the first status from the answer; subscribers hear of changes.
    notifiedStatus: status,
    orderId: input.orderId ?? null,
    cartId: input.cartId ?? null,
    ...ownerColumns(input.owner),
    checkoutUrl: remote.checkoutUrl,
    redirectUrl,
    returnPath: input.returnPath,
    metadata,
    idempotencyKey: input.idempotencyKey ?? null,
  });
}

/** For the order step (wired by the place-order workflow): a payment of an order's total. */
export function createPaymentForOrder(
  services: PaymentServices,
  input: Omit<CreatePaymentInput, "cartId" | "orderId"> & { orderId: number },
): Promise<PaymentRecord> {
  return createPayment(services, input);
}

/**
 * Asks the provider for the payment's status and records it (forward only), then tells the
 * subscribers what they have not heard yet. Never trusts what a caller claims the status is.
 */
export async function refreshPaymentStatus(
  services: PaymentServices,
  providerPaymentId: string,
): Promise<PaymentRecord | undefined> {
  const row = await findPayment(services.db, providerPaymentId);
  if (!row) return undefined;
  const remote = await providerCall(services, () => providerFor(services, row.provider).get(providerPaymentId));
  if (!remote) {
    services.log.error("payment provider does not know our payment", { providerPaymentId });
    throw new AppError("unexpected", "paymentProviderError", { code: 502 });
  }
  const advanced = await advanceStatus(services.db, row.id, knownStatus(remote.status));
  const current =
    advanced.checkoutUrl !== remote.checkoutUrl
      ? await updatePaymentRecord(services.db, row.id, { checkoutUrl: remote.checkoutUrl })
      : advanced;
  if (current.notifiedStatus !== current.status) {
    await services.events.emit("paymentStatusChanged", {
      payment: current,
      previousStatus: current.notifiedStatus,
      services,
    });
    await markNotified(services.db, current.id, current.status);
  }
  return current;
}

/**
 * Cancels a payment that can still be paid (a newer payment of the same order replaces it),
 * then records what the provider says. A provider that cannot cancel it (Mollie cancels only
 * some methods) leaves it open: should it be paid as well, its order shows `overpaid` and
 * the refund due. Answers the payment as recorded afterwards.
 */
export async function cancelPayment(services: PaymentServices, row: PaymentRecord): Promise<PaymentRecord> {
  try {
    await providerFor(services, row.provider).cancel(row.providerPaymentId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    services.log.info("payment could not be canceled", {
      providerPaymentId: row.providerPaymentId,
      reason: error.reason,
      message: error.message,
    });
  }
  return (await refreshPaymentStatus(services, row.providerPaymentId)) ?? row;
}

/** Mollie's webhook: only the id is read; an unknown id is logged and answered as done. */
export async function handlePaymentWebhook(
  services: PaymentServices,
  providerPaymentId: string,
): Promise<"updated" | "unknown"> {
  const row = await refreshPaymentStatus(services, providerPaymentId);
  if (!row) {
    services.log.warn("webhook for an unknown payment", { providerPaymentId });
    return "unknown";
  }
  return "updated";
}

/** doPatchMolliePayment: description and metadata at the provider, the return path here; only while open. */
export async function patchPayment(
  services: PaymentServices,
  row: PaymentRecord,
  patch: { description?: string; metadata?: Record<string, string>; returnPath?: string },
): Promise<PaymentRecord> {
  if (row.status !== "open") throw new AppError("conflict", "paymentNotChangeable");
  if (patch.description !== undefined || patch.metadata !== undefined) {
    const metadata = patch.metadata ? { ...patch.metadata, ...orderMetadata(row) } : undefined;
    await providerCall(services, () =>
      providerFor(services, row.provider).update(row.providerPaymentId, {
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(metadata ? { metadata } : {}),
      }),
    );
    patch = { ...patch, ...(metadata ? { metadata } : {}) };
  }
  return updatePaymentRecord(services.db, row.id, patch);
}

/** For doAttachMolliePaymentToOrder: a payment belongs to one order, for good. */
export async function attachPaymentToOrder(
  services: PaymentServices,
  providerPaymentId: string,
  orderId: number,
): Promise<PaymentRecord> {
  const row = await findPayment(services.db, providerPaymentId);
  if (!row) throw new AppError("not_found", "paymentNotFound");
  if (!(await setPaymentOrder(services.db, row.id, orderId))) {
    throw new AppError("conflict", "paymentAssignmentFailed");
  }
  return (await findPayment(services.db, providerPaymentId)) as PaymentRecord;
}

/** The order reference in the metadata is ours; a patch cannot remove or change it. */
const orderMetadata = (row: PaymentRecord): Record<string, string> =>
  row.orderId !== null ? { orderId: String(row.orderId) } : {};

function knownStatus(status: string): PaymentStatus {
  if (isPaymentStatus(status)) return status;
  throw new AppError("unexpected", "paymentUnknownResponse", { code: 502, values: { paymentType: status } });
}

/** Provider failures become the spec's payment errors (docs/glossary.md, storefront spec §8). */
async function providerCall<T>(services: PaymentServices, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.reason === "rejected") {
      services.log.warn("payment provider refused", { message: error.message, field: error.field });
      if (error.field === "cardToken") throw new AppError("invalid_data", "paymentCardDataInvalid", { cause: error });
      throw new AppError("conflict", "paymentFailed", { cause: error });
    }
    services.log.error("payment provider unavailable", { message: error.message });
    throw new AppError("unexpected", "paymentProviderError", { code: 502, cause: error });
  }
}
