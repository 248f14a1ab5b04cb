import { emptyInput } from "#common/schemas/auth.ts";
import {
  myNewsletterSubscribeInput,
  newsletterTokenInput,
  subscribeNewsletterInput,
} from "#common/schemas/newsletter.ts";
import { consumeHumanCheck, humanCheckProvider } from "../modules/human-check/index.ts";
import { enqueueMail } from "../modules/mail/index.ts";
import { findCustomerById, normalizeEmail } from "../modules/customer/index.ts";
import {
  confirmSubscription,
  subscribe,
  subscriptionOf,
  unsubscribe,
  unsubscribeAddress,
  type SubscribeRequest,
} from "../modules/newsletter/index.ts";
import type { RequestContext } from "../rpc/context.ts";
import { siteUrl } from "./site-url.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { enforceRateLimit } from "../rpc/rate-limit.ts";

const HOUR_MS = 3_600_000;
const SUBSCRIBE_LIMIT_PER_IP = 10;
const SUBSCRIBE_LIMIT_PER_EMAIL = 3;

/**
 * A sign-up and, when it needs one, its confirmation mail, in one transaction: the mail is
 * in the outbox exactly when the subscription is stored.
 */
async function subscribeWithMail(ctx: RequestContext, request: SubscribeRequest): Promise<void> {
  await ctx.services.db.transaction(async (tx) => {
    const mail = await subscribe(tx, request);
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
}

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
    await subscribeWithMail(ctx, { ...input, locale: ctx.locale });
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

const MY_NEWSLETTER_CHANGES_PER_HOUR = 10;

/** The logged-in customer, whose account address the account's newsletter section is about. */
async function accountCustomer(ctx: RequestContext) {
  const customer = await findCustomerById(ctx.services.db, ctx.session.data.userId as number);
  if (!customer) throw new AppError("unauthorized", "unauthorized");
  return customer;
}

/** The account's newsletter section: the subscription of the account's address. */
export const getMyNewsletter = defineOperation({
  name: "getMyNewsletter",
  kind: "query",
  access: "customer",
  input: emptyInput,
  handler: async (_input, ctx) => {
    const customer = await accountCustomer(ctx);
    const subscription = await subscriptionOf(ctx.services.db, customer.email);
    return { email: customer.email, status: subscription?.status ?? ("none" as const) };
  },
});

/**
 * Subscribes the account's address, double opt-in as the sign-up form (its mail, its link):
 * the account's address was never confirmed. No human check: a logged-in customer is one.
 */
export const doSubscribeMyNewsletter = defineOperation({
  name: "doSubscribeMyNewsletter",
  kind: "mutation",
  access: "customer",
  input: myNewsletterSubscribeInput,
  handler: async (_input, ctx) => {
    const customer = await accountCustomer(ctx);
    await enforceRateLimit(ctx, `my-newsletter:${customer.id}`, MY_NEWSLETTER_CHANGES_PER_HOUR, HOUR_MS);
    await subscribeWithMail(ctx, {
      email: customer.email,
      ...(customer.firstName ? { firstName: customer.firstName } : {}),
      ...(customer.lastName ? { lastName: customer.lastName } : {}),
      locale: ctx.locale,
      ownAddress: true,
    });
    const subscription = await subscriptionOf(ctx.services.db, customer.email);
    return { status: subscription?.status ?? ("none" as const) };
  },
});

/** Ends the subscription of the account's address at once (no link needed: the customer is logged in). */
export const doUnsubscribeMyNewsletter = defineOperation({
  name: "doUnsubscribeMyNewsletter",
  kind: "mutation",
  access: "customer",
  input: emptyInput,
  handler: async (_input, ctx) => {
    const customer = await accountCustomer(ctx);
    await enforceRateLimit(ctx, `my-newsletter:${customer.id}`, MY_NEWSLETTER_CHANGES_PER_HOUR, HOUR_MS);
    await unsubscribeAddress(ctx.services.db, customer.email);
    return { status: "unsubscribed" as const };
  },
});
