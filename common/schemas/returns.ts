import { z } from "zod";
import { accessKeySchema, recordIdSchema } from "./order.ts";

/**
 * The reasons a shopper picks from when returning items (storefront spec §3 "Return": reason id
 * and name; a default reason id exists). Names live in the catalogue under returns.reasons.{key}.
 */
export const RETURN_REASONS = [
  { id: 1, key: "changedMind" },
  { id: 2, key: "doesNotFit" },
  { id: 3, key: "damaged" },
  { id: 4, key: "wrongItem" },
  { id: 5, key: "notAsDescribed" },
  { id: 6, key: "other" },
  { id: 7, key: "withdrawal" },
] as const;
export type ReturnReasonKey = (typeof RETURN_REASONS)[number]["key"];

/** The reason the form starts with (the spec's defaultReasonId). */
export const DEFAULT_RETURN_REASON_ID = 1;

export function returnReasonKey(id: number): ReturnReasonKey | undefined {
  return RETURN_REASONS.find((reason) => reason.id === id)?.key;
}

/** How long after its first parcel left an order can be returned (the shop's return policy, 30 days). */
export const RETURN_PERIOD_DAYS = 30;

export const RETURN_COMMENT_MAX_LENGTH = 1000;

/** A return's way through the shop (docs/after-sales.md "Returns"). */
export const RETURN_STATUSES = ["requested", "received", "refunded", "canceled"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

const id = recordIdSchema;
const accessKey = accessKeySchema;

/** The new-return page: the order behind the link (storefront spec §2 /my-account/new-return/{id}/{accessKey}). */
export const returnFormInput = z.strictObject({ orderId: id, accessKey });

/**
 * doCreateReturn: quantities per order item (0 or absent: not returned), one reason, an optional
 * comment. `submissionKey` is the form's: the same form sent twice makes one return.
 */
export const createReturnInput = z.strictObject({
  orderId: id,
  accessKey,
  items: z
    .array(
      z.strictObject({
        orderItemId: id,
        quantity: z
          .number({ error: "validation.wholeNumber" })
          .int("validation.wholeNumber")
          .min(0, "validation.invalid")
          .max(100_000, "validation.invalid"),
      }),
    )
    .max(200, "validation.invalid"),
  reasonId: z
    .number({ error: "returns.validation.reason" })
    .int("returns.validation.reason")
    .refine((value) => returnReasonKey(value) !== undefined, "returns.validation.reason"),
  comment: z.string().trim().max(RETURN_COMMENT_MAX_LENGTH, "validation.invalid").optional(),
  submissionKey: z.string({ error: "validation.invalid" }).regex(/^[A-Za-z0-9_-]{16,100}$/, "validation.invalid"),
});
export type CreateReturnInput = z.output<typeof createReturnInput>;

export const customerReturnsInput = z.strictObject({ page: z.number().int().min(1).max(100_000).optional() });
