import { z } from "zod";
import { emailSchema, NAME_MAX_LENGTH } from "./auth.ts";

export const CONTACT_SUBJECT_MAX_LENGTH = 150;
/** Long enough for any honest question, short enough that the form is no file store. */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const CONTACT_ORDER_NUMBER_MAX_LENGTH = 40;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, "validation.invalid");

/**
 * doSendContactMessage (docs/contact.md, storefront spec §§5 and 8): who writes, about what,
 * the acceptance of the terms and the human check. `submissionKey` is the form's: the same
 * message sent twice is mailed once.
 */
export const sendContactMessageInput = z
  .strictObject({
    name: required("contact.validation.nameRequired", NAME_MAX_LENGTH),
    email: emailSchema,
    orderNumber: z.string().trim().max(CONTACT_ORDER_NUMBER_MAX_LENGTH, "validation.invalid").optional(),
    subject: required("contact.validation.subjectRequired", CONTACT_SUBJECT_MAX_LENGTH),
    message: z
      .string({ error: "contact.validation.messageRequired" })
      .trim()
      .min(1, "contact.validation.messageRequired")
      .max(CONTACT_MESSAGE_MAX_LENGTH, `validation.maxLength?max=${CONTACT_MESSAGE_MAX_LENGTH}`),
    acceptTerms: z.boolean({ error: "contact.validation.termsRequired" }),
    humanCheck: z
      .string({ error: "contact.validation.humanCheckRequired" })
      .min(1, "contact.validation.humanCheckRequired")
      .max(4000, "contact.validation.humanCheckRequired"),
    submissionKey: z.string({ error: "validation.invalid" }).regex(/^[A-Za-z0-9_-]{16,100}$/, "validation.invalid"),
  })
  .refine((value) => value.acceptTerms, { path: ["acceptTerms"], message: "contact.validation.termsRequired" });
export type SendContactMessageInput = z.output<typeof sendContactMessageInput>;
