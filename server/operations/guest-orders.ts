import { emptyInput, guestOrdersLinkInput } from "#common/schemas/auth.ts";
import { hashToken } from "../security/link-token.ts";
import {
  consumeGuestOrdersLink,
  GUEST_ORDERS_LINK_TTL_MS,
  guestOrdersLinkHolder,
  issueGuestOrdersLink,
} from "../modules/customer/index.ts";
import { enqueueMail } from "../modules/mail/index.ts";
import { attachGuestOrders } from "../modules/order/index.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { enforceRateLimit } from "../rpc/rate-limit.ts";
import { siteUrl } from "./site-url.ts";

const HOUR_MS = 3_600_000;
/** Each request sends a mail: 5 an hour per account. */
const REQUEST_LIMIT_PER_ACCOUNT = 5;
const ATTACH_LIMIT_PER_ACCOUNT = 30;

/**
 * 'Add guest orders': a link to the account's own address. Registration does not prove an
 * address, so the guest orders placed with it are added only by this link, opened while
 * logged in to the same account: an account registered with someone else's address gets
 * nothing (its owner cannot read the mail), and that person, clicking the mail, cannot log in
 * to the account. Whether guest orders exist is not said here: only the mailbox's owner learns it.
 */
export const doRequestGuestOrdersLink = defineOperation({
  name: "doRequestGuestOrdersLink",
  kind: "mutation",
  access: "customer",
  input: emptyInput,
  handler: async (_input, ctx) => {
    const customerId = ctx.session.data.userId as number;
    await enforceRateLimit(ctx, `guest-orders:account:${customerId}`, REQUEST_LIMIT_PER_ACCOUNT, HOUR_MS);
    const sent = await ctx.services.db.transaction(async (tx) => {
      const link = await issueGuestOrdersLink(tx, customerId);
      if (!link) throw new AppError("unauthorized", "unauthorized");
      await enqueueMail(tx, {
        to: link.email,
        locale: ctx.locale,
        template: "guestOrdersLink",
        reference: `guest-orders:${hashToken(link.token).slice(0, 16)}`,
        data: {
          locale: ctx.locale,
          firstName: link.firstName,
          email: link.email,
          attachUrl: siteUrl(ctx, `/my-account/guest-orders?token=${link.token}`),
          validHours: GUEST_ORDERS_LINK_TTL_MS / HOUR_MS,
        },
      });
      return link.email;
    });
    ctx.log.info("guest orders link requested", { customerId });
    return { sent: true as const, email: sent };
  },
});

/**
 * The address a link would add the guest orders of, or null when it cannot be used here:
 * forged, used, expired, or sent for another account than the one logged in.
 */
export const getGuestOrdersLink = defineOperation({
  name: "getGuestOrdersLink",
  kind: "query",
  access: "customer",
  input: guestOrdersLinkInput,
  handler: async (input, ctx) => {
    const holder = await guestOrdersLinkHolder(ctx.services.db, input.token);
    return { email: holder && holder.customerId === ctx.session.data.userId ? holder.email : null };
  },
});

/**
 * The link page's button: the guest orders of the proven address join the account, in one
 * transaction with using the link up (a double click adds once; the second finds it used).
 * Another account's link is refused and stays usable for its own account.
 */
export const doAttachGuestOrders = defineOperation({
  name: "doAttachGuestOrders",
  kind: "mutation",
  access: "customer",
  input: guestOrdersLinkInput,
  handler: async (input, ctx) => {
    const customerId = ctx.session.data.userId as number;
    await enforceRateLimit(ctx, `guest-orders-attach:account:${customerId}`, ATTACH_LIMIT_PER_ACCOUNT, HOUR_MS);
    const attached = await ctx.services.db.transaction(async (tx) => {
      const link = await consumeGuestOrdersLink(tx, input.token);
      if (!link || link.customerId !== customerId) throw new AppError("not_allowed", "orderMigrateUnauthorized");
      if (!link.stillAccountAddress) throw new AppError("conflict", "orderNotAddedToAccount");
      return { email: link.email, orders: await attachGuestOrders(tx, customerId, link.email) };
    });
    ctx.log.info("guest orders added", { customerId, count: attached.orders.length });
    return attached;
  },
});
