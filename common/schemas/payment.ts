import { z } from "zod";
import { messageKey } from "../i18n/message-key.ts";

/** Mollie payment ids look like tr_WDqYK6vllg; the sandbox uses the same shape. */
export const PAYMENT_ID_PATTERN = /^tr_[A-Za-z0-9]{6,40}$/;

/** The statuses of a payment, as Mollie names them (docs/payments.md). */
export const PAYMENT_STATUSES = ["open", "pending", "authorized", "paid", "failed", "canceled", "expired"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the shopper may pick on the sandbox payment page, like Mollie's test mode. */
export const SANDBOX_OUTCOMES = ["paid", "failed", "canceled", "expired"] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export const PAYMENT_DESCRIPTION_MAX = 255;

const paymentId = z.string({ error: "validation.invalid" }).regex(PAYMENT_ID_PATTERN, "validation.invalid");

export const paymentIdInput = z.strictObject({ paymentId });

/** Without an id: the session's latest payment (the return page after the provider's redirect). */
export const optionalPaymentIdInput = z.strictObject({ paymentId: paymentId.optional() });

/**
 * A path inside this shop (the page after a successful payment). Never a full address, so
 * no payment can send the shopper to another site.
 */
const returnPath = z
  .string({ error: "validation.invalid" })
  .max(500, messageKey("validation.maxLength", { max: 500 }))
  .regex(/^\/(?![/\\])[^\s]*$/, "validation.invalid");

/** Free key-value notes that travel with the payment to the provider (strings only, few and short). */
const metadata = z
  .record(z.string().regex(/^\w{1,40}$/, "validation.invalid"), z.string().max(200, "validation.invalid"))
  .refine((value) => Object.keys(value).length <= 10, "validation.invalid");

/** The card token of Mollie's embedded card form (component mode only), e.g. tkn_UqAvArS3gw. */
export const cardToken = z
  .string({ error: "validation.invalid" })
  .regex(/^tkn_[A-Za-z0-9]{4,60}$/, "validation.invalid");

/** doCreateMolliePaymentFromBasket: the amount is always the cart's total, never the client's. */
export const createBasketPaymentInput = z.strictObject({
  options: z
    .strictObject({
      /** Payment method id (6001, 6002, 6003, 6004); default: the checkout's chosen method. */
      methodId: z.number({ error: "validation.invalid" }).int("validation.invalid").positive().optional(),
      cardToken: cardToken.optional(),
      returnPath: returnPath.optional(),
    })
    .default({}),
});

export const patchPaymentInput = paymentIdInput.extend({
  description: z
    .string({ error: "validation.invalid" })
    .trim()
    .min(1, "validation.required")
    .max(PAYMENT_DESCRIPTION_MAX, messageKey("validation.maxLength", { max: PAYMENT_DESCRIPTION_MAX }))
    .optional(),
  returnPath: returnPath.optional(),
  metadata: metadata.optional(),
});

export const completeSandboxPaymentInput = paymentIdInput.extend({
  outcome: z.enum(SANDBOX_OUTCOMES, { error: "validation.invalid" }),
});
