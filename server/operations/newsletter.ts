import { emptyInput } from "#common/schemas/auth.ts";
import { newsletterTokenInput, subscribeNewsletterInput } from "#common/schemas/newsletter.ts";
import { consumeHumanCheck, humanCheckProvider } from "../modules/human-check/index.ts";
import { enqueueMail } from "../modules/mail/index.ts";
import { normalizeEmail } from "../modules/customer/index.ts";
import { confirmSubscription, subscribe, unsubscribe } from "../modules/newsletter/index.ts";
import { siteUrl } from "./site-url.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { enforceRateLimit } from "../rpc/rate-limit.ts";

const HOUR_MS = 3_600_000;
const SUBSCRIBE_LIMIT_PER_IP = 10;
const SUBSCRIBE_LIMIT_PER_EMAIL = 3;

/** The newsletter form's human check: a fresh ALTCHA challenge, or Turnstile's site key when configured. */
export const getNewsletterChallenge = defineOperation({
  name: "getNewsletterChallenge",
  kind: "query",
  access: "anonymous",
  input: emptyInput,
  handler: (_input, ctx) => humanCheckProvider(ctx.services.config, ctx.log).widget(),
});

/**
 * Double opt-in sign-up. A new, pending, unsubscribed or already confirmed address all get
 * the same answer, so the form reveals nothing about who is subscribed (docs/newsletter.md).
 */
export const doSubscribeNewsletter = defineOperation({
  name: "doSubscribeNewsletter",
  kind: "mutation",
  access: "anonymous",
  input: subscribeNewsletterInput,
  handler: async (input, ctx) => {
    const { db, config } = ctx.services;
    await enforceRateLimit(ctx, `newsletter:ip:${ctx.ip}`, SUBSCRIBE_LIMIT_PER_IP, HOUR_MS);
    await enforceRateLimit(ctx, `newsletter:email:${normalizeEmail(input.email)}`, SUBSCRIBE_LIMIT_PER_EMAIL, HOUR_MS);
    const provider = humanCheckProvider(config, ctx.log);
    if (!(await consumeHumanCheck(db, provider, input.humanCheck, ctx.ip))) {
      throw new AppError("invalid_data", "humanCheckFailed");
    }
    await db.transaction(async (tx) => {
      const mail = await subscribe(tx, { ...input, locale: ctx.locale });
      if (!mail) return;
      await enqueueMail(tx, {
        to: mail.email,
        locale: mail.locale,
        template: "newsletterConfirmation",
        reference: `newsletter:${mail.subscriptionId}:${mail.confirmToken.slice(0, 12)}`,
        data: {
          locale: mail.locale,
          firstName: mail.firstName,
          confirmUrl: siteUrl(ctx, `/newsletter/confirm/${mail.confirmToken}`),
          unsubscribeUrl: siteUrl(ctx, `/newsletter/unsubscribe/${mail.unsubscribeToken}`),
        },
      });
    });
    return { subscribed: true };
  },
});

export const doConfirmNewsletter = defineOperation({
  name: "doConfirmNewsletter",
  kind: "mutation",
  access: "anonymous",
  input: newsletterTokenInput,
  handler: async (input, ctx) => {
    const result = await confirmSubscription(ctx.services.db, input.token);
    if (result === "expired") throw new AppError("invalid_data", "newsletterLinkExpired");
    if (result === "unknown") throw new AppError("not_found", "newsletterLinkInvalid");
    return { confirmed: true };
  },
});

export const doUnsubscribeNewsletter = defineOperation({
  name: "doUnsubscribeNewsletter",
  kind: "mutation",
  access: "anonymous",
  input: newsletterTokenInput,
  handler: async (input, ctx) => {
    if (!(await unsubscribe(ctx.services.db, input.token))) throw new AppError("not_found", "newsletterLinkInvalid");
    return { unsubscribed: true };
  },
});
