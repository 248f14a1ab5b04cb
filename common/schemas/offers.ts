import { z } from "zod";
import { accessKeySchema, recordIdSchema } from "./order.ts";

/**
 * Offers (docs/after-sales.md "Offers"; storefront spec §3: an order of type 7 with a
 * valid-until date, date type 20). An operator drafts one, sends it; the shopper accepts it (an
 * order at the offered prices) or declines it with a reason; the operator can withdraw it.
 */
export const OFFER_STATUSES = ["draft", "open", "accepted", "declined", "withdrawn"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The spec's order type of an offer and its valid-until date type. */
export const OFFER_TYPE_ID = 7;
export const OFFER_VALID_UNTIL_DATE_TYPE = 20;
/** The spec's order item type of shipping costs: an offer's lines end with it. */
export const SHIPPING_COSTS_ITEM_TYPE = 6;

/** What the shopper may see of an offer (storefront spec §4 "Offer: open, expired, already taken, or unauthorised"). */
export const OFFER_STATES = ["open", "expired", "taken", "declined", "unauthorized", "loginRequired"] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** The spec's item count of an offer: its items (lines) minus 1, at least 0. */
export function offerItemCount(orderItemCount: number): number {
  return Math.max(0, orderItemCount - 1);
}

export const OFFER_LINES_MAX = 50;
export const OFFER_NOTE_MAX_LENGTH = 2000;
export const OFFER_DECLINE_REASON_MAX_LENGTH = 1000;
/** How far ahead an offer may be valid. */
export const OFFER_VALID_DAYS_MAX = 365;

const id = recordIdSchema;
const accessKey = accessKeySchema;

/** The offer page: the offer behind the link (storefront spec §2 /offer/{offerId}/{accessKey}). */
export const offerKeyInput = z.strictObject({ offerId: id, accessKey });

/**
 * Accepting: the payment method and the tick of the terms with the click (like doPlaceOrder),
 * and the page's submission key: the same form sent again answers the order it placed.
 */
export const acceptOfferInput = z.strictObject({
  offerId: id,
  accessKey,
  submissionKey: z.string().min(16, "validation.invalid").max(64, "validation.invalid"),
  paymentMethodId: z.number({ error: "order.todo.choosePaymentMethod" }).int("validation.invalid").positive(),
  termsAccepted: z.boolean().optional(),
});

/** Declining: the shopper's reason, which the operator reads. */
export const declineOfferInput = z.strictObject({
  offerId: id,
  accessKey,
  reason: z
    .string({ error: "offers.validation.reason" })
    .trim()
    .min(1, "offers.validation.reason")
    .max(OFFER_DECLINE_REASON_MAX_LENGTH, "validation.invalid"),
});
