import { z } from "zod";
import { emailSchema, linkTokenSchema, NAME_MAX_LENGTH } from "./auth.ts";

/** The link tokens: 32 random bytes in base64url. */
export const newsletterTokenSchema = linkTokenSchema;

const optionalName = z.string().trim().max(NAME_MAX_LENGTH, "validation.invalid").optional();

/**
 * The sign-up of the NewsletterSubscribe block. `nameRequired` is the block's setting: it
 * shapes the form, it protects nothing, so the browser may send it.
 */
export const subscribeNewsletterInput = z
  .object({
    email: emailSchema,
    firstName: optionalName,
    lastName: optionalName,
    nameRequired: z.boolean().default(false),
    consent: z.boolean({ error: "validation.newsletterConsentRequired" }),
    humanCheck: z.string({ error: "validation.humanCheckRequired" }).min(1, "validation.humanCheckRequired").max(4000),
  })
  .superRefine((value, ctx) => {
    if (!value.consent)
      ctx.addIssue({ code: "custom", path: ["consent"], message: "validation.newsletterConsentRequired" });
    if (value.nameRequired) {
      for (const field of ["firstName", "lastName"] as const) {
        if (!value[field]) ctx.addIssue({ code: "custom", path: [field], message: "validation.mandatory" });
      }
    }
  });
export type SubscribeNewsletterInput = z.input<typeof subscribeNewsletterInput>;

/** The account's newsletter section: the consent box, for the account's own address. */
export const myNewsletterSubscribeInput = z
  .strictObject({ consent: z.boolean({ error: "validation.newsletterConsentRequired" }) })
  .refine((value) => value.consent, { path: ["consent"], message: "validation.newsletterConsentRequired" });

export const newsletterTokenInput = z.object({ token: newsletterTokenSchema });
