import { z } from "zod";
import { emailSchema, NAME_MAX_LENGTH } from "./auth.ts";

export const WITHDRAWAL_ITEMS_MAX_LENGTH = 1000;

/**
 * doWithdraw (docs/after-sales.md): who withdraws, the contract (order number) and the email the
 * acknowledgment goes to; which items, if not the whole order. `submissionKey` is the form's:
 * the same declaration sent twice is recorded once.
 */
export const withdrawInput = z.strictObject({
  name: z
    .string({ error: "validation.mandatory" })
    .trim()
    .min(1, "validation.mandatory")
    .max(NAME_MAX_LENGTH, "validation.invalid"),
  email: emailSchema,
  orderNumber: z
    .string({ error: "validation.mandatory" })
    .trim()
    .min(1, "validation.mandatory")
    .max(40, "validation.invalid"),
  items: z.string().trim().max(WITHDRAWAL_ITEMS_MAX_LENGTH, "validation.invalid").optional(),
  submissionKey: z.string({ error: "validation.invalid" }).regex(/^[A-Za-z0-9_-]{16,100}$/, "validation.invalid"),
});
export type WithdrawInput = z.output<typeof withdrawInput>;

export const adminWithdrawalsInput = z.strictObject({ page: z.number().int().min(1).max(100_000).optional() });
