import { z } from "zod";
import { messageKey } from "../i18n/message-key.ts";

/** Most lines one cart holds: more is a hostile client, not a shopper. */
export const CART_MAX_LINES = 100;
/** Most pieces one request may ask for; the variation's own maximum and the stock come on top. */
export const CART_MAX_QUANTITY = 99_999;
/** Longest answer to a text order property. */
export const CART_PROPERTY_TEXT_MAX = 500;
/** Most entries doAddCartItems reads; CART_MAX_LINES then decides what fits. */
export const CART_MAX_BATCH = 10_000;

const id = z
  .number({ error: "validation.wholeNumber" })
  .int("validation.wholeNumber")
  .positive("validation.invalid")
  .max(2_147_483_647, "validation.invalid");

const quantity = z
  .number({ error: "validation.wholeNumber" })
  .int("validation.wholeNumber")
  .min(1, "validation.invalid")
  .max(CART_MAX_QUANTITY, "validation.invalid");

/**
 * One order property answer. The value is text whatever the type (a selection id, a number,
 * a text or an uploaded file's key); the server checks it against the property's type.
 */
export const orderParamInput = z.strictObject({
  propertyId: id,
  value: z
    .string({ error: "validation.invalid" })
    .max(CART_PROPERTY_TEXT_MAX, messageKey("validation.maxLength", { max: CART_PROPERTY_TEXT_MAX })),
});

/**
 * productId is the variation id (docs/glossary.md, storefront spec §7). Prices are never accepted.
 * attributeValueIds: the attribute values the shopper chose on the product page; when given,
 * they must be exactly the variation's, else the add is refused with invalidVariation (a
 * size left on 'Please choose' never adds some variation silently).
 */
export const addCartItemInput = z.strictObject({
  productId: id,
  quantity,
  basketItemOrderParams: z.array(orderParamInput).max(50, "validation.invalid").optional(),
  attributeValueIds: z.array(id).max(20, "validation.invalid").optional(),
});

/** A bare list of doAddCartItem payloads ("list of the former"). */
export const addCartItemsInput = z
  .array(addCartItemInput)
  .min(1, "validation.mandatory")
  .max(CART_MAX_BATCH, "validation.invalid");

export const setCartItemQuantityInput = z.strictObject({ productId: id, quantity, cartItemId: id });
export const deleteCartItemInput = z.strictObject({ cartItemId: id });

export type AddCartItemInput = z.output<typeof addCartItemInput>;
