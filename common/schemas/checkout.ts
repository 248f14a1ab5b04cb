import { z } from "zod";
import { emailSchema } from "./auth.ts";

/** Payloads of the checkout operations (docs/checkout.md). Messages are catalogue keys. */
const id = z
  .number({ error: "validation.wholeNumber" })
  .int("validation.wholeNumber")
  .positive("validation.invalid")
  .max(2_147_483_647, "validation.invalid");

/** Free texts of the additional information: at most 500 characters each. */
export const ADDITIONAL_TEXT_MAX = 500;
const additionalText = z
  .string({ error: "validation.invalid" })
  .trim()
  .max(ADDITIONAL_TEXT_MAX, `validation.maxLength?max=${ADDITIONAL_TEXT_MAX}`)
  .default("");

export const setCheckoutEmailInput = z.strictObject({ email: emailSchema });
export const setCheckoutShippingMethodInput = z.strictObject({ shippingProfileId: id });
export const setCheckoutPaymentMethodInput = z.strictObject({ paymentMethodId: id });
export const setCheckoutAdditionalInformationInput = z.strictObject({
  orderContactWish: additionalText,
  orderCustomerSign: additionalText,
  shippingPrivacyHintAccepted: z.boolean({ error: "validation.invalid" }).default(false),
});
export type AdditionalInformation = z.output<typeof setCheckoutAdditionalInformationInput>;
