import { z } from "zod";

const id = z
  .number({ error: "validation.wholeNumber" })
  .int("validation.wholeNumber")
  .positive("validation.invalid")
  .max(2_147_483_647, "validation.invalid");

const wholeAtLeastZero = (max: number) =>
  z
    .number({ error: "validation.wholeNumber" })
    .int("validation.wholeNumber")
    .min(0, "validation.invalid")
    .max(max, "validation.invalid");

export const getCountriesInput = z.strictObject({
  /** Also countries the shop does not deliver to (billing addresses). */
  includeInactive: z.boolean({ error: "validation.invalid" }).default(false),
});

export const getShippingProfilesInput = z.strictObject({
  countryId: id,
  /** Parcel weight in grams (up to 100 t). */
  weightG: wholeAtLeastZero(100_000_000),
  /** Gross item sum in cents (up to 100 million euros). */
  itemSumGrossCents: wholeAtLeastZero(10_000_000_000),
  /** The method the shopper chose earlier: answers shippingMethodNotAvailable when it is gone. */
  selectedShippingProfileId: id.optional(),
});

export const checkVatNumberInput = z.strictObject({
  countryId: id,
  vatNumber: z
    .string({ error: "validation.mandatory" })
    .trim()
    .min(1, "validation.mandatory")
    .max(30, "validation.invalid"),
});
