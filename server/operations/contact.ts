import { sendContactMessageInput, type SendContactMessageInput } from "#common/schemas/contact.ts";
import { normalizeEmail } from "../modules/customer/index.ts";
import { consumeHumanCheck, humanCheckProvider } from "../modules/human-check/index.ts";
import { enqueueMail, isMailEnqueued } from "../modules/mail/index.ts";
import { AppError } from "../errors.ts";
import type { RequestContext } from "../rpc/context.ts";
import { currentShopIdentity } from "../modules/settings/index.ts";
import { defineOperation } from "../rpc/operation.ts";
import { enforceRateLimit } from "../rpc/rate-limit.ts";
import { receivedAtText } from "../workflows/withdrawal.ts";
import { siteUrl } from "./site-url.ts";

const HOUR_MS = 3_600_000;
/** A copy goes to the address typed in: few per address, a few more per sender. */
const LIMIT_PER_IP = 5;
const LIMIT_PER_EMAIL = 3;
/** All senders together: a flood from many addresses stops here too (far above a shop's real traffic). */
const LIMIT_PER_SHOP = 200;

/** The outbox reference of one form's message: the same form sent again mails nothing more. */
const referenceOf = (input: SendContactMessageInput) => `contact:${input.submissionKey}`;

/**
 * Both mails in one transaction: the shop's (in the shop's language, Reply-To the sender) and
 * the sender's copy (in the page's language). Either both are in the outbox or neither.
 */
async function enqueueContactMails(ctx: RequestContext, input: SendContactMessageInput): Promise<void> {
  const { db, config } = ctx.services;
  const receivedAt = new Date();
  // The shop's contact address of its identity settings (SHOP_CONTACT_EMAIL until the owner saves them).
  const { identity } = await currentShopIdentity(db, config);
  const message = {
    name: input.name,
    email: input.email,
    orderNumber: input.orderNumber ?? "",
    subject: input.subject,
    message: input.message,
  };
  await db.transaction(async (tx) => {
    await enqueueMail(tx, {
      to: identity.email,
      locale: config.DEFAULT_LOCALE,
      template: "contactMessage",
      reference: referenceOf(input),
      data: {
        ...message,
        locale: config.DEFAULT_LOCALE,
        receivedAt: receivedAtText(receivedAt, config.DEFAULT_LOCALE, config.SHOP_TIME_ZONE),
        contactUrl: siteUrl(ctx, "/contact"),
      },
    });
    await enqueueMail(tx, {
      to: input.email,
      locale: ctx.locale,
      template: "contactCopy",
      reference: referenceOf(input),
      data: {
        ...message,
        locale: ctx.locale,
        receivedAt: receivedAtText(receivedAt, ctx.locale, config.SHOP_TIME_ZONE),
        contactUrl: siteUrl(ctx, "/contact"),
      },
    });
  });
}

/**
 * The contact form (docs/contact.md; storefront spec §§5 and 8): anyone may write. A message
 * goes out when its fields are valid, the terms are accepted and the human check passes; rate
 * limits per sender and per address keep the copy from being a way to mail strangers. The same
 * form sent again (a double click, a retry after a lost answer) answers success and sends
 * nothing more, before its used-up human check could refuse it.
 */
export const doSendContactMessage = defineOperation({
  name: "doSendContactMessage",
  kind: "mutation",
  access: "anonymous",
  input: sendContactMessageInput,
  handler: async (input, ctx) => {
    const { db, config } = ctx.services;
    const sent = { sent: true, email: input.email };
    const alreadySent = () => isMailEnqueued(db, "contactMessage", referenceOf(input));
    if (await alreadySent()) return sent;
    await enforceRateLimit(ctx, `contact:ip:${ctx.ip}`, LIMIT_PER_IP, HOUR_MS);
    // The human check before the address's limit: forged checks cannot use up someone's quota.
    const provider = humanCheckProvider(config, ctx.log);
    if (!(await consumeHumanCheck(db, provider, input.humanCheck, ctx.ip))) {
      // The same form sent twice at once: the other request used the check and sent it.
      if (await alreadySent()) return sent;
      throw new AppError("invalid_data", "invalidData", {
        fields: { humanCheck: "contact.validation.humanCheckRequired" },
      });
    }
    await enforceRateLimit(ctx, `contact:email:${normalizeEmail(input.email)}`, LIMIT_PER_EMAIL, HOUR_MS);
    await enforceRateLimit(ctx, "contact:shop", LIMIT_PER_SHOP, HOUR_MS);
    try {
      await enqueueContactMails(ctx, input);
    } catch (error) {
      ctx.log.error("contact message not stored", { error: error instanceof Error ? error.message : String(error) });
      throw new AppError("unexpected", "contactSendFailed");
    }
    ctx.log.info("contact message received", { reference: referenceOf(input) });
    return sent;
  },
});
