import { z } from "zod";

/** Longest code the shop accepts: longer input is no code of ours and is refused unread. */
export const COUPON_CODE_MAX = 64;

/** doAddCoupon: the code as typed; spaces around it and its case do not matter. */
export const addCouponInput = z.strictObject({
  couponCode: z
    .string({ error: "validation.couponCodeRequired" })
    .trim()
    .min(1, "validation.couponCodeRequired")
    .max(COUPON_CODE_MAX, "validation.invalid"),
});
export type AddCouponInput = z.input<typeof addCouponInput>;

/** setShippingCountry: the delivery country the cart is priced for before the checkout. */
export const setShippingCountryInput = z.strictObject({
  countryId: z
    .number({ error: "validation.wholeNumber" })
    .int("validation.wholeNumber")
    .positive("validation.invalid")
    .max(2_147_483_647, "validation.invalid"),
});
