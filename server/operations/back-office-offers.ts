import { translatorFor } from "#common/i18n/translator.ts";
import { money, type Money } from "#common/money.ts";
import { emptyInput } from "#common/schemas/auth.ts";
import { ADMIN_ORDER_PAGE_SIZE } from "#common/schemas/back-office.ts";
import { adminOfferInput, adminOffersInput, createOfferInput } from "#common/schemas/back-office-offers.ts";
import { OFFER_STATUSES, type OfferStatus } from "#common/schemas/offers.ts";
import { listActivity } from "../modules/activity/index.ts";
import { countOffersByStatus, findOffer, listOffers, offerExpired } from "../modules/offer/index.ts";
import { findOrderById } from "../modules/order/index.ts";
import { loadShippingProfiles } from "../modules/shipping/index.ts";
import { listCountries, shopDay } from "../modules/tax/index.ts";
import type { RequestContext } from "../rpc/context.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { createOffer } from "../workflows/offer-drafting.ts";
import { sendOffer, withdrawOffer } from "../workflows/offers.ts";
import { actorOf } from "./back-office-actions.ts";
import { activityActorName, customerName } from "./back-office.ts";
import { offerView, type OfferView } from "./offer-views.ts";

/** The status an operator reads: an open offer past its day reads 'expired'. */
function statusKey(offer: { status: OfferStatus; validUntil: string }, now: Date): OfferStatus | "expired" {
  return offerExpired(offer, now) ? "expired" : offer.status;
}

export type AdminOfferListItem = {
  id: number;
  offerNumber: string;
  createdAt: string;
  validUntil: string;
  customerName: string;
  email: string;
  /** The spec's item count (lines, shipping left out). */
  itemCount: number;
  total: Money;
  statusKey: OfferStatus | "expired";
  statusName: string;
  opened: boolean;
};

export type AdminOfferList = {
  offers: AdminOfferListItem[];
  status: OfferStatus | null;
  counts: { status: OfferStatus; name: string; count: number }[];
  page: number;
  pageCount: number;
  total: number;
};

/** The back office's offers (docs/back-office.md "Offers"): by status, newest first. */
export const getAdminOffers = defineOperation({
  name: "getAdminOffers",
  kind: "query",
  access: "staff",
  input: adminOffersInput,
  handler: async (input, ctx): Promise<AdminOfferList> => {
    const { db } = ctx.services;
    const t = translatorFor(ctx.locale);
    const page = input.page ?? 1;
    const now = new Date();
    const [{ rows, total }, counts] = await Promise.all([
      listOffers(
        db,
        { status: input.status },
        { offset: (page - 1) * ADMIN_ORDER_PAGE_SIZE, limit: ADMIN_ORDER_PAGE_SIZE },
      ),
      countOffersByStatus(db),
    ]);
    return {
      offers: rows.map((row) => {
        const key = statusKey(row, now);
        return {
          id: row.id,
          offerNumber: row.offerNumber,
          createdAt: row.createdAt.toISOString(),
          validUntil: row.validUntil,
          customerName: customerName(row.address),
          email: row.email,
          itemCount: row.lines.filter((line) => line.parentPosition === null || line.parentPosition === undefined)
            .length,
          total: money(row.totalGrossCents, row.currency, ctx.locale),
          statusKey: key,
          statusName: t(`admin.offers.status.${key}`),
          opened: row.openedAt !== null,
        };
      }),
      status: input.status ?? null,
      counts: OFFER_STATUSES.map((status) => ({
        status,
        name: t(`admin.offers.status.${status}`),
        count: counts.get(status) ?? 0,
      })),
      page,
      pageCount: Math.max(1, Math.ceil(total / ADMIN_ORDER_PAGE_SIZE)),
      total,
    };
  },
});

export type AdminOfferDetail = {
  offer: OfferView;
  statusKey: OfferStatus | "expired";
  statusName: string;
  customerName: string;
  /** The offer is bound to a customer account (only that customer may open it). */
  forCustomer: boolean;
  sentAt: string | null;
  openedAt: string | null;
  decidedAt: string | null;
  declineReason: string | null;
  order: { id: number; orderNumber: string } | null;
  actions: { send: boolean; resend: boolean; withdraw: boolean };
  activity: { id: number; at: string; operatorName: string; text: string }[];
};

/** An offer's activity as the operator reads it; the address is the offer's (never kept in the log). */
function activityText(
  action: string,
  details: Record<string, string | number>,
  email: string,
  locale: RequestContext["locale"],
): string {
  const t = translatorFor(locale);
  switch (action) {
    case "offerCreated":
    case "offerWithdrawn":
    case "offerDeclined":
      return t(`admin.activity.${action}`);
    case "offerAccepted":
      return t("admin.activity.offerAccepted", { orderNumber: String(details.orderNumber ?? "") });
    case "offerSent":
      return t("admin.activity.offerSent", { email });
    default:
      return action;
  }
}

/** One offer for the back office: what was offered, where it stands, and what can be done. */
export const getAdminOffer = defineOperation({
  name: "getAdminOffer",
  kind: "query",
  access: "staff",
  input: adminOfferInput,
  handler: async (input, ctx): Promise<AdminOfferDetail> => {
    const { db } = ctx.services;
    const offer = await findOffer(db, input.offerId);
    if (!offer) throw new AppError("not_found", "offerNotFound");
    const now = new Date();
    const key = statusKey(offer, now);
    const [view, order, activity] = await Promise.all([
      offerView(db, offer, ctx.locale),
      offer.orderId !== null ? findOrderById(db, offer.orderId) : Promise.resolve(undefined),
      listActivity(db, { type: "offer", id: offer.id }),
    ]);
    const live = key === "draft" || key === "open";
    return {
      offer: view,
      statusKey: key,
      statusName: translatorFor(ctx.locale)(`admin.offers.status.${key}`),
      customerName: customerName(offer.address),
      forCustomer: offer.customerId !== null,
      sentAt: offer.sentAt?.toISOString() ?? null,
      openedAt: offer.openedAt?.toISOString() ?? null,
      decidedAt: offer.decidedAt?.toISOString() ?? null,
      declineReason: offer.declineReason,
      order: order ? { id: order.id, orderNumber: order.orderNumber } : null,
      actions: { send: key === "draft", resend: key === "open", withdraw: live },
      activity: activity.map((entry) => ({
        id: entry.id,
        at: entry.createdAt.toISOString(),
        operatorName: activityActorName(entry, ctx.locale),
        text: activityText(entry.action, entry.details, offer.email, ctx.locale),
      })),
    };
  },
});

export type AdminOfferForm = {
  countries: { id: number; name: string }[];
  shippingProfiles: { id: number; name: string }[];
  /** The form's first valid-until day: two weeks from today. */
  defaultValidUntil: string;
  today: string;
};

/** What the new-offer form offers to choose from. */
export const getAdminOfferForm = defineOperation({
  name: "getAdminOfferForm",
  kind: "query",
  access: "staff",
  input: emptyInput,
  handler: async (_input, ctx): Promise<AdminOfferForm> => {
    const { db } = ctx.services;
    const [countries, profiles] = await Promise.all([
      listCountries(db, ctx.locale, { activeOnly: true }),
      loadShippingProfiles(db),
    ]);
    const now = new Date();
    return {
      countries: countries.map((country) => ({ id: country.id, name: country.name })),
      shippingProfiles: profiles
        .filter((profile) => profile.active)
        .map((profile) => ({ id: profile.id, name: profile.names[ctx.locale] })),
      defaultValidUntil: shopDay(new Date(now.getTime() + 14 * 86_400_000)),
      today: shopDay(now),
    };
  },
});

/** Drafts an offer, priced now (docs/back-office.md "Offers"); sending is a step of its own. */
export const doCreateOffer = defineOperation({
  name: "doCreateOffer",
  kind: "mutation",
  access: "staff",
  input: createOfferInput,
  handler: async (input, ctx) => {
    const offer = await createOffer(ctx.services, input, actorOf(ctx));
    ctx.log.info("offer created", { offerId: offer.id });
    return { offerId: offer.id, offerNumber: offer.offerNumber };
  },
});

/** Sends a draft: it becomes open and its recipient gets the mail with the link. Sent already: nothing. */
export const doSendOffer = defineOperation({
  name: "doSendOffer",
  kind: "mutation",
  access: "staff",
  input: adminOfferInput,
  handler: async (input, ctx) => ({
    sent: (await sendOffer(ctx.services, { offerId: input.offerId, mode: "first" }, actorOf(ctx))).sent,
  }),
});

/** Sends an open offer's mail again (not twice within a minute). */
export const doResendOffer = defineOperation({
  name: "doResendOffer",
  kind: "mutation",
  access: "staff",
  input: adminOfferInput,
  handler: async (input, ctx) => ({
    sent: (await sendOffer(ctx.services, { offerId: input.offerId, mode: "again" }, actorOf(ctx))).sent,
  }),
});

/** Withdraws a draft or an open offer: its link no longer opens it. */
export const doWithdrawOffer = defineOperation({
  name: "doWithdrawOffer",
  kind: "mutation",
  access: "staff",
  input: adminOfferInput,
  handler: async (input, ctx) => ({
    changed: (await withdrawOffer(ctx.services, input.offerId, actorOf(ctx))).changed,
  }),
});
