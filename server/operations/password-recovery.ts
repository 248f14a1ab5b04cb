import { passwordResetLinkInput, requestPasswordResetInput, setNewPasswordInput } from "#common/schemas/auth.ts";
import { hashToken } from "../security/link-token.ts";
import {
  isUsableResetToken,
  normalizeEmail,
  PASSWORD_RESET_TTL_MS,
  requestPasswordReset,
  resetPasswordWithToken,
} from "../modules/customer/index.ts";
import { enqueueMail } from "../modules/mail/index.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { enforceRateLimit } from "../rpc/rate-limit.ts";
import { siteUrl } from "./site-url.ts";

const HOUR_MS = 3_600_000;
const RESET_LIMIT_PER_IP = 10;
const RESET_LIMIT_PER_EMAIL = 3;
const SET_PASSWORD_LIMIT_PER_IP = 30;
/**
 * Every request for a reset link takes at least this long, whether the address has an
 * account or not: the answer's timing tells no more than its text (docs/account.md).
 */
export const RESET_REQUEST_MIN_MS = 400;

async function waitUntil(started: number, minimumMs: number): Promise<void> {
  const left = started + minimumMs - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/**
 * 'Forgot password?': a single-use link, valid for an hour, to the address if it has an
 * account; the same answer in the same time either way.
 */
export const doRequestPasswordReset = defineOperation({
  name: "doRequestPasswordReset",
  kind: "mutation",
  access: "anonymous",
  input: requestPasswordResetInput,
  handler: async (input, ctx) => {
    const started = performance.now();
    await enforceRateLimit(ctx, `password-reset:ip:${ctx.ip}`, RESET_LIMIT_PER_IP, HOUR_MS);
    await enforceRateLimit(ctx, `password-reset:email:${normalizeEmail(input.email)}`, RESET_LIMIT_PER_EMAIL, HOUR_MS);
    try {
      await ctx.services.db.transaction(async (tx) => {
        const reset = await requestPasswordReset(tx, input.email);
        if (!reset) return;
        await enqueueMail(tx, {
          to: reset.customer.email,
          locale: ctx.locale,
          template: "passwordReset",
          reference: `password-reset:${hashToken(reset.token).slice(0, 16)}`,
          data: {
            locale: ctx.locale,
            firstName: reset.customer.firstName,
            resetUrl: siteUrl(ctx, `/set-new-password?token=${reset.token}`),
            validMinutes: PASSWORD_RESET_TTL_MS / 60_000,
          },
        });
        ctx.log.info("password reset requested", { customerId: reset.customer.id });
      });
    } finally {
      await waitUntil(started, RESET_REQUEST_MIN_MS);
    }
    return { sent: true as const };
  },
});

/** Whether a reset link can still set a password (the page shows the form, or says it cannot). */
export const getPasswordResetLink = defineOperation({
  name: "getPasswordResetLink",
  kind: "query",
  access: "anonymous",
  input: passwordResetLinkInput,
  handler: async (input, ctx) => ({ usable: await isUsableResetToken(ctx.services.db, input.token) }),
});

/**
 * The new password through the mailed link. The link is used up, and every session of the
 * customer, this one included, no longer holds them: they log in with the new password.
 */
export const doSetNewPassword = defineOperation({
  name: "doSetNewPassword",
  kind: "mutation",
  access: "anonymous",
  input: setNewPasswordInput,
  handler: async (input, ctx) => {
    await enforceRateLimit(ctx, `set-password:ip:${ctx.ip}`, SET_PASSWORD_LIMIT_PER_IP, HOUR_MS);
    const customerId = await resetPasswordWithToken(ctx.services.db, input.token, input.password);
    if (customerId === null) throw new AppError("invalid_data", "invalidResetUrl");
    if (ctx.session.data.userId === customerId) ctx.session.clearUser();
    ctx.log.info("password reset", { customerId });
    return { reset: true as const };
  },
});
