import { emailChangeLinkInput, requestEmailChangeInput } from "#common/schemas/auth.ts";
import { hashToken } from "../security/link-token.ts";
import {
  checkPasswordForEmailChange,
  confirmEmailChange,
  EMAIL_CHANGE_TTL_MS,
  issueEmailChange,
  pendingEmailChange,
} from "../modules/customer/index.ts";
import { enqueueMail } from "../modules/mail/index.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { enforceRateLimit } from "../rpc/rate-limit.ts";
import { siteUrl } from "./site-url.ts";

const HOUR_MS = 3_600_000;
/** Each request checks the password (argon2) and may send a mail: 5 an hour per account. */
const REQUEST_LIMIT_PER_ACCOUNT = 5;
const CONFIRM_LIMIT_PER_IP = 30;

/**
 * 'Change email address': the current password first, then a link to the new address; the
 * change takes effect when it is followed. An address that already has an account gets no
 * link, and the answer is the same: the form tells no one which addresses have accounts.
 */
export const doRequestEmailChange = defineOperation({
  name: "doRequestEmailChange",
  kind: "mutation",
  access: "customer",
  input: requestEmailChangeInput,
  handler: async (input, ctx) => {
    const customerId = ctx.session.data.userId as number;
    await enforceRateLimit(ctx, `email-change:account:${customerId}`, REQUEST_LIMIT_PER_ACCOUNT, HOUR_MS);
    const customer = await checkPasswordForEmailChange(ctx.services.db, customerId, input.password, input.email);
    await ctx.services.db.transaction(async (tx) => {
      const token = await issueEmailChange(tx, customerId, input.email);
      if (!token) return;
      await enqueueMail(tx, {
        to: input.email.trim(),
        locale: ctx.locale,
        template: "emailChangeConfirm",
        reference: `email-change:${hashToken(token).slice(0, 16)}`,
        data: {
          locale: ctx.locale,
          firstName: customer.firstName,
          newEmail: input.email.trim(),
          confirmUrl: siteUrl(ctx, `/confirm-email-change?token=${token}`),
          validHours: EMAIL_CHANGE_TTL_MS / HOUR_MS,
        },
      });
    });
    ctx.log.info("email change requested", { customerId });
    return { sent: true as const, email: input.email.trim() };
  },
});

/** The address a link would move the account to, or null when the link cannot be used. */
export const getEmailChangeLink = defineOperation({
  name: "getEmailChangeLink",
  kind: "query",
  access: "anonymous",
  input: emailChangeLinkInput,
  handler: async (input, ctx) => ({ newEmail: await pendingEmailChange(ctx.services.db, input.token) }),
});

/**
 * The mailed link's button: the account's address changes, the link is used up, and the old
 * address is told. Works in any browser (the link proves the new address; the password was
 * checked when the change was asked for), logged in or not.
 */
export const doConfirmEmailChange = defineOperation({
  name: "doConfirmEmailChange",
  kind: "mutation",
  access: "anonymous",
  input: emailChangeLinkInput,
  handler: async (input, ctx) => {
    await enforceRateLimit(ctx, `email-change-confirm:ip:${ctx.ip}`, CONFIRM_LIMIT_PER_IP, HOUR_MS);
    const changed = await ctx.services.db.transaction(async (tx) => {
      const result = await confirmEmailChange(tx, input.token);
      if (!result) return null;
      await enqueueMail(tx, {
        to: result.oldEmail,
        locale: ctx.locale,
        template: "emailChangedNotice",
        reference: `email-changed:${hashToken(input.token).slice(0, 16)}`,
        data: { locale: ctx.locale, firstName: result.firstName, newEmail: result.newEmail },
      });
      return result;
    });
    if (!changed) throw new AppError("invalid_data", "invalidEmailChangeUrl");
    ctx.log.info("email changed", { customerId: changed.customerId });
    return { email: changed.newEmail };
  },
});
