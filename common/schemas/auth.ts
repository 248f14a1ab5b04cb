import { z } from "zod";
import { ADDRESS_TYPE, PASSWORD_MIN_LENGTH } from "../constants.ts";

/**
 * One schema per payload, used by the forms, the SDK and the server. Messages are
 * catalogue keys (common/i18n), translated where they are shown.
 */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

export const emailSchema = z
  .string({ error: "validation.emailRequired" })
  .trim()
  .min(1, "validation.emailRequired")
  .max(EMAIL_MAX_LENGTH, "validation.emailInvalid")
  .pipe(z.email({ error: "validation.emailInvalid" }));

/** Login only needs a non-empty password: the rules apply when one is chosen. */
export const passwordInputSchema = z
  .string({ error: "validation.passwordRequired" })
  .min(1, "validation.passwordRequired")
  .max(PASSWORD_MAX_LENGTH, "validation.invalid");

export const newPasswordSchema = z
  .string({ error: "validation.passwordRequired" })
  .min(1, "validation.passwordRequired")
  .max(PASSWORD_MAX_LENGTH, "validation.invalid")
  .superRefine((value, ctx) => {
    if (value.length === 0) return;
    const problems: string[] = [];
    if (value.length < PASSWORD_MIN_LENGTH) problems.push("validation.passwordLength");
    if (!/\p{L}/u.test(value)) problems.push("validation.passwordLetter");
    if (!/\p{N}/u.test(value)) problems.push("validation.passwordNumber");
    if (problems.length > 1) ctx.addIssue({ code: "custom", message: "validation.passwordRule" });
    else if (problems[0]) ctx.addIssue({ code: "custom", message: problems[0] });
  });

const nameSchema = z.string().trim().max(NAME_MAX_LENGTH, "validation.invalid");

export const loginInput = z.strictObject({ email: emailSchema, password: passwordInputSchema });
export const guestLoginInput = z.strictObject({ email: emailSchema });

export const registerInput = z
  .strictObject({
    email: emailSchema,
    password: newPasswordSchema,
    repeatPassword: z.string({ error: "validation.mandatory" }).max(PASSWORD_MAX_LENGTH, "validation.invalid"),
    firstName: nameSchema.optional(),
    lastName: nameSchema.optional(),
  })
  .refine((value) => value.password === value.repeatPassword, {
    path: ["repeatPassword"],
    message: "validation.passwordsDoNotMatch",
  });

export const changePasswordInput = z
  .strictObject({
    oldPassword: passwordInputSchema,
    password: newPasswordSchema,
    repeatPassword: z.string({ error: "validation.mandatory" }).max(PASSWORD_MAX_LENGTH, "validation.invalid"),
  })
  .refine((value) => value.password === value.repeatPassword, {
    path: ["repeatPassword"],
    message: "validation.passwordsDoNotMatch",
  });

/** The secret of a mailed link (password reset, email change, newsletter): 32 random bytes in base64url. */
export const linkTokenSchema = z.string({ error: "validation.invalid" }).regex(/^[\w-]{43}$/, "validation.invalid");

/** Password recovery (docs/account.md): the address to send a reset link to. */
export const requestPasswordResetInput = z.strictObject({ email: emailSchema });
export const passwordResetLinkInput = z.strictObject({ token: linkTokenSchema });
export const setNewPasswordInput = z
  .strictObject({
    token: linkTokenSchema,
    password: newPasswordSchema,
    repeatPassword: z.string({ error: "validation.mandatory" }).max(PASSWORD_MAX_LENGTH, "validation.invalid"),
  })
  .refine((value) => value.password === value.repeatPassword, {
    path: ["repeatPassword"],
    message: "validation.passwordsDoNotMatch",
  });

/** Email change (docs/account.md): the new address, confirmed by the current password. */
export const requestEmailChangeInput = z.strictObject({ email: emailSchema, password: passwordInputSchema });
export const emailChangeLinkInput = z.strictObject({ token: linkTokenSchema });

/** Account deletion (docs/account.md): confirmed by the current password. */
export const deleteAccountInput = z.strictObject({ password: passwordInputSchema });

/** The personal data form of the account (docs/account.md). */
const requiredNameSchema = z
  .string({ error: "validation.mandatory" })
  .trim()
  .min(1, "validation.mandatory")
  .max(NAME_MAX_LENGTH, "validation.invalid");

export const personalDataInput = z.strictObject({ firstName: requiredNameSchema, lastName: requiredNameSchema });

export const setCheckoutAddressInput = z.strictObject({
  typeId: z.union([z.literal(ADDRESS_TYPE.billing), z.literal(ADDRESS_TYPE.shipping)], {
    error: "validation.invalid",
  }),
  addressId: z
    .number({ error: "validation.wholeNumber" })
    .int("validation.wholeNumber")
    .positive("validation.invalid")
    .max(2_147_483_647, "validation.invalid"),
});

export const emptyInput = z.strictObject({});

/** The link that adds the guest orders of the account's address (docs/account.md). */
export const guestOrdersLinkInput = z.strictObject({ token: linkTokenSchema });
