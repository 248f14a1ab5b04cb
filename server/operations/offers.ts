import { acceptOfferInput, declineOfferInput, offerKeyInput, type OfferState } from "#common/schemas/offers.ts";
import { findOffer, markOfferOpened, offerExpired, type OfferRow } from "../modules/offer/index.ts";
import {
  accessKeyMatches,
  findOrderById,
  hashAccessKey,
  sessionSeesOrder,
  unsealAccessKey,
  withVerifiedOrder,
} from "../modules/order/index.ts";
import { findPaymentMethod, listPaymentMethods, paymentMethodSettings } from "../modules/payment/index.ts";
import type { RequestContext } from "../rpc/context.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { enforceRateLimit } from "../rpc/rate-limit.ts";
import { acceptOffer, declineOffer } from "../workflows/offers.ts";
import { offerView, type OfferView } from "./offer-views.ts";
import { confirmationPath, placedAnswer, type PlacedOrderAnswer } from "./order.ts";

/** A hash to compare against when no offer exists, so a missing offer takes as long as a wrong key. */
const NO_OFFER_HASH = hashAccessKey("no offer");

/** A payment method an offer can be paid with: every one with a page of its own or none (not the wallet's button). */
export type OfferPaymentMethod = { id: number; name: string; key: string };

export type OfferAnswer =
  | { state: "unauthorized" | "loginRequired" }
  | {
      state: Exclude<OfferState, "unauthorized" | "loginRequired">;
      offer: OfferView;
      paymentMethods: OfferPaymentMethod[];
      /** The order the acceptance placed, when this visitor may see it (its confirmation page). */
      orderPath: string | null;
    };

/**
 * The offer behind a link for this visitor: the key must match (else, like a draft or a withdrawn
 * offer, not authorised); a customer's offer only for that customer, logged in.
 */
async function offerForVisitor(
  ctx: RequestContext,
  input: { offerId: number; accessKey: string },
): Promise<{ offer: OfferRow } | { state: "unauthorized" | "loginRequired" }> {
  const offer = await findOffer(ctx.services.db, input.offerId);
  const matches = accessKeyMatches(input.accessKey, offer?.accessKeyHash ?? NO_OFFER_HASH);
  if (!offer || !matches || offer.status === "draft" || offer.status === "withdrawn") return { state: "unauthorized" };
  if (offer.customerId !== null && ctx.session.data.userId !== offer.customerId) {
    return { state: ctx.session.data.userId ? "unauthorized" : "loginRequired" };
  }
  return { offer };
}

function offerPaymentMethods(ctx: RequestContext): OfferPaymentMethod[] {
  return listPaymentMethods(paymentMethodSettings(ctx.services.config), ctx.locale)
    .filter((method) => method.flow !== "wallet")
    .map((method) => ({ id: method.id, name: method.name, key: method.key }));
}

function stateOf(offer: OfferRow, now: Date): Exclude<OfferState, "unauthorized" | "loginRequired"> {
  if (offer.status === "accepted") return "taken";
  if (offer.status === "declined") return "declined";
  return offerExpired(offer, now) ? "expired" : "open";
}

/**
 * The offer page (storefront spec §2 /offer/{offerId}/{accessKey}, §4 offer states): open,
 * expired, already taken (or declined), not authorised, or 'log in' for a customer's offer. The
 * first look of its recipient is recorded for the back office.
 */
export const getOffer = defineOperation({
  name: "getOffer",
  kind: "query",
  access: "anonymous",
  input: offerKeyInput,
  handler: async (input, ctx): Promise<OfferAnswer> => {
    const { db } = ctx.services;
    const found = await offerForVisitor(ctx, input);
    if (!("offer" in found)) return found;
    const { offer } = found;
    const now = new Date();
    if (offer.status === "open" && offer.openedAt === null) await markOfferOpened(db, offer.id, now);
    const state = stateOf(offer, now);
    const order = offer.orderId !== null ? await findOrderById(db, offer.orderId) : undefined;
    const key = order ? unsealAccessKey(order.accessKeySealed, ctx.services.config.sessionSecret) : undefined;
    return {
      state,
      offer: await offerView(db, offer, ctx.locale),
      paymentMethods: state === "open" ? offerPaymentMethods(ctx) : [],
      orderPath:
        order && key && sessionSeesOrder(order, ctx.session.data) ? confirmationPath(ctx, order.id, key) : null,
    };
  },
});

/** The visitor's offer, or the error of its state. */
async function openOfferFor(ctx: RequestContext, input: { offerId: number; accessKey: string }): Promise<OfferRow> {
  const found = await offerForVisitor(ctx, input);
  if ("state" in found) {
    throw found.state === "loginRequired"
      ? new AppError("not_allowed", "offerLoginRequired")
      : new AppError("not_found", "offerNotFound");
  }
  return found.offer;
}

/**
 * Accepts the offer (docs/after-sales.md "Offers"): the order at the offered prices with the
 * chosen payment method, after the terms' tick with this click; then payment and the
 * confirmation page as for any order (the answer is doPlaceOrder's). Twice at once: one order.
 */
export const doAcceptOffer = defineOperation({
  name: "doAcceptOffer",
  kind: "mutation",
  access: "anonymous",
  input: acceptOfferInput,
  handler: async (input, ctx): Promise<PlacedOrderAnswer> => {
    await enforceRateLimit(ctx, `offer:accept:${ctx.ip}`, 20, 60_000);
    const offer = await openOfferFor(ctx, input);
    const payment = offerPaymentMethods(ctx).some((method) => method.id === input.paymentMethodId)
      ? findPaymentMethod(paymentMethodSettings(ctx.services.config), ctx.locale, input.paymentMethodId)
      : undefined;
    if (!payment) {
      throw new AppError("invalid_data", "paymentMethodNotAvailable", {
        fields: { paymentMethodId: "errors.paymentMethodNotAvailable" },
      });
    }
    if (input.termsAccepted !== true) {
      throw new AppError("invalid_data", "orderCheckoutIncomplete", {
        fields: { termsAccepted: "order.todo.acceptTerms" },
      });
    }
    const accepted = await acceptOffer(
      { db: ctx.services.db, log: ctx.log, events: ctx.services.events, config: ctx.services.config },
      { offerId: offer.id, payment, submissionKey: input.submissionKey },
    );
    ctx.session.update({ orders: withVerifiedOrder(ctx.session.data.orders, accepted.order.id) });
    if (accepted.created) ctx.log.info("offer accepted", { offerId: offer.id, orderId: accepted.order.id });
    // A repeated form answers the order it placed, with the way to pay that order's method.
    const method = accepted.created
      ? payment
      : findPaymentMethod(paymentMethodSettings(ctx.services.config), ctx.locale, accepted.order.paymentMethodId);
    return placedAnswer(ctx, accepted.order, accepted.accessKey, method?.flow ?? "offline");
  },
});

/** Declines the offer with the shopper's reason (the back office shows it). */
export const doDeclineOffer = defineOperation({
  name: "doDeclineOffer",
  kind: "mutation",
  access: "anonymous",
  input: declineOfferInput,
  handler: async (input, ctx) => {
    await enforceRateLimit(ctx, `offer:decline:${ctx.ip}`, 20, 60_000);
    const offer = await openOfferFor(ctx, input);
    const declined = await declineOffer(ctx.services, { offerId: offer.id, reason: input.reason });
    return { offerId: declined.id, status: declined.status };
  },
});
