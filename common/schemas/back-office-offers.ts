import { z } from "zod";
import { LOCALES } from "../constants.ts";
import { emailSchema } from "./auth.ts";
import { centsOfAmount } from "./back-office.ts";
import { OFFER_LINES_MAX, OFFER_NOTE_MAX_LENGTH, OFFER_STATUSES } from "./offers.ts";
import { recordIdSchema } from "./order.ts";

/** The back office's forms and queries of offers (docs/back-office.md "Offers"). */

const id = recordIdSchema;

/** The back office's offers list: by status, newest first. */
export const adminOffersInput = z.strictObject({
  status: z.enum(OFFER_STATUSES).optional(),
  page: z.number().int().min(1).max(100_000).optional(),
});

export const adminOfferInput = z.strictObject({ offerId: id });

/** A day as the date field sends it (YYYY-MM-DD), a real calendar day. */
export const isoDay = z
  .string({ error: "validation.mandatory" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "validation.invalid")
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, "validation.invalid");

/** An amount in cents, or none (null or absent). */
const optionalCents = z
  .number({ error: "admin.validation.amount" })
  .int("admin.validation.amount")
  .min(0, "admin.validation.amount")
  .max(99_999_999, "admin.validation.amount")
  .nullable()
  .optional();

/** One line of a new offer: a variation by its number, how many, and optionally another gross price per piece. */
export const offerLineInput = z.strictObject({
  variationNumber: z.string().trim().max(100, "validation.invalid").default(""),
  quantity: z
    .number({ error: "validation.wholeNumber" })
    .int("validation.wholeNumber")
    .min(1, "validation.invalid")
    .max(10_000, "validation.invalid")
    .optional(),
  /** The gross price of one piece, instead of the shop's (none: the shop's price). */
  unitPriceCents: optionalCents,
  /** Order property answers: "Gravur: Anna; Farbe: Rot" (docs/back-office.md "Offers"). */
  properties: z.string().trim().max(1000, "validation.invalid").default(""),
});

/**
 * A new offer (doCreateOffer): who gets it (an email; a customer's address makes it that
 * customer's offer), the address it is priced and delivered for, the lines, shipping, a discount,
 * the valid-until day and a note. Lines without a number and quantity are a form's empty rows.
 */
export const createOfferInput = z.strictObject({
  email: emailSchema,
  locale: z.enum(LOCALES, { error: "validation.invalid" }),
  companyName: z.string().trim().max(100, "validation.invalid").default(""),
  firstName: z.string().trim().max(100, "validation.invalid").default(""),
  lastName: z.string().trim().min(1, "validation.mandatory").max(100, "validation.invalid"),
  streetName: z.string().trim().min(1, "validation.mandatory").max(100, "validation.invalid"),
  houseNumber: z.string().trim().min(1, "validation.mandatory").max(20, "validation.invalid"),
  zipCode: z.string().trim().min(1, "validation.mandatory").max(12, "validation.invalid"),
  city: z.string().trim().min(1, "validation.mandatory").max(100, "validation.invalid"),
  countryId: id,
  shippingProfileId: id,
  /** The shipping's gross price instead of the method's (none: the method's price for these lines). */
  shippingPriceCents: optionalCents,
  /** A discount on the items, gross (none: no discount). */
  discountCents: optionalCents,
  validUntil: isoDay,
  note: z.string().trim().max(OFFER_NOTE_MAX_LENGTH, "validation.invalid").default(""),
  lines: z.array(offerLineInput).max(OFFER_LINES_MAX, "validation.invalid").default([]),
});

/** An amount as typed ("12,34" or "12.34"), empty for none: cents or null. */
const typedAmount = z
  .string()
  .trim()
  .max(12, "admin.validation.amount")
  .refine((text) => text === "" || centsOfAmount(text) !== null, "admin.validation.amount")
  .transform((text) => (text === "" ? null : centsOfAmount(text)))
  .optional();

/** The back office's new-offer form: the operation's fields with amounts as typed. */
export const createOfferForm = createOfferInput
  .omit({ shippingPriceCents: true, discountCents: true, lines: true })
  .extend({
    shippingPrice: typedAmount,
    discount: typedAmount,
    lines: z
      .array(offerLineInput.omit({ unitPriceCents: true }).extend({ unitPrice: typedAmount }))
      .max(OFFER_LINES_MAX, "validation.invalid")
      .default([]),
  });

/** The form's value as doCreateOffer takes it. */
export function offerInputOfForm(form: z.output<typeof createOfferForm>): z.input<typeof createOfferInput> {
  const { shippingPrice, discount, lines, ...rest } = form;
  return {
    ...rest,
    shippingPriceCents: shippingPrice ?? null,
    discountCents: discount ?? null,
    lines: lines.map(({ unitPrice, ...line }) => ({ ...line, unitPriceCents: unitPrice ?? null })),
  };
}

export type CreateOfferInput = z.output<typeof createOfferInput>;
