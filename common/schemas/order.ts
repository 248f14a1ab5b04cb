import { z } from "zod";

/** A row's id in a payload (order, return, ...): a positive 32-bit integer. */
export const recordIdSchema = z
  .number({ error: "validation.wholeNumber" })
  .int("validation.wholeNumber")
  .positive("validation.invalid")
  .max(2_147_483_647, "validation.invalid");
const orderId = recordIdSchema;

/** 32 random bytes, base64url: anything else cannot be a key and is answered like a wrong one. */
export const accessKeySchema = z
  .string({ error: "validation.mandatory" })
  .min(1, "validation.mandatory")
  .max(64, "validation.invalid");
const accessKey = accessKeySchema;

/**
 * doPlaceOrder. The spec shows no payload; the one field we take is the shopper's tick of the
 * terms, cancellation and privacy checkbox, given with the click that places the order (the
 * acceptance belongs to that moment). Without it the answer is the to-do list's terms entry.
 */
export const placeOrderInput = z.strictObject({ termsAccepted: z.boolean().optional() });

export const getOrderInput = z.strictObject({ orderId, accessKey });

export const SOFT_LOGIN_MAX_LENGTH = 100;
const softLoginField = z.string().trim().max(SOFT_LOGIN_MAX_LENGTH, "validation.invalid").optional();

/** Soft login: the last name or company name, or the postcode, of the order's addresses. */
export const orderSoftLoginInput = z
  .strictObject({
    orderId,
    accessKey,
    lastName: softLoginField,
    companyName: softLoginField,
    zipCode: softLoginField,
  })
  .refine((input) => Boolean(input.lastName || input.companyName || input.zipCode), {
    message: "validation.mandatory",
    path: ["lastName"],
  });

export type OrderSoftLoginInput = z.infer<typeof orderSoftLoginInput>;

const pageNumber = z
  .number({ error: "validation.wholeNumber" })
  .int("validation.wholeNumber")
  .min(1, "validation.invalid")
  .max(100_000, "validation.invalid");

/** The account's order list (docs/account.md): one page of the customer's orders. */
export const customerOrdersInput = z.strictObject({ page: pageNumber.optional() });
/** One order of the logged-in customer, by id: no access key needed, someone else's is not found. */
export const customerOrderInput = z.strictObject({ orderId });
