import { sql } from "drizzle-orm";
import { money } from "#common/money.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { AppError } from "../errors.ts";
import { CUSTOMER_ACTOR, recordActivity, type ActivityActor } from "../modules/activity/index.ts";
import { deliveryRates } from "../modules/cart/index.ts";
import { enqueueMail } from "../modules/mail/index.ts";
import { findOffer, lockOffer, offerExpired, updateOffer, type OfferRow } from "../modules/offer/index.ts";
import { findOrderById, unsealAccessKey, type OrderRow } from "../modules/order/index.ts";
import type { PaymentMethod } from "../modules/payment/index.ts";
import { shopDay } from "../modules/tax/index.ts";
import {
  announcePlacedOrder,
  insertPlacedOrder,
  LOCK_TIMEOUT,
  placementErrorOf,
  type PlaceOrderServices,
} from "./place-order.ts";

/**
 * An offer's way after drafting (docs/after-sales.md "Offers", ADR 038): sent (and again),
 * withdrawn, accepted (the order, through the checkout's placement steps) or declined. Drafting
 * is offer-drafting.ts.
 */

type Services = { db: Database; config: Config };

/** The offer's page in its language, with its key: the link of its mail. */
export function offerUrl(config: Config, offer: OfferRow): string {
  const key = unsealAccessKey(offer.accessKeySealed, config.sessionSecret);
  if (!key) throw new AppError("conflict", "offerLinkLost");
  const prefix = offer.locale === config.DEFAULT_LOCALE ? "" : `/${offer.locale}`;
  const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  return new URL(`${prefix}/offer/${offer.id}/${encodeURIComponent(key)}`, base).href;
}

function offerNotFound(): AppError {
  return new AppError("not_found", "offerNotFound");
}

/** A second 'send again' within this time (a double click) sends no second mail. */
const RESEND_GUARD_MS = 60 * 1000;

/**
 * Sends a draft ('first': it becomes open; open already: nothing happens) or an open offer's
 * mail again ('again'; not twice within a minute). The mail carries the offer's link. A
 * withdrawn, accepted or declined offer cannot be sent; one past its day neither.
 */
export async function sendOffer(
  services: Services,
  input: { offerId: number; mode: "first" | "again" },
  actor: ActivityActor,
  now = new Date(),
): Promise<{ offer: OfferRow; sent: boolean }> {
  const { db, config } = services;
  return db.transaction(async (tx) => {
    const offer = await lockOffer(tx, input.offerId);
    if (!offer) throw offerNotFound();
    if (offer.status !== "draft" && offer.status !== "open") throw new AppError("conflict", "offerNotSendable");
    if (shopDay(now) > offer.validUntil) throw new AppError("conflict", "offerExpired");
    const recently = offer.sentAt !== null && now.getTime() - offer.sentAt.getTime() < RESEND_GUARD_MS;
    if (offer.status === "open" && (input.mode === "first" || recently)) return { offer, sent: false };
    const sent = await updateOffer(tx, offer.id, { status: "open", sentAt: now, sendCount: offer.sendCount + 1 });
    const m = (cents: number) => money(cents, offer.currency, offer.locale).formatted;
    await enqueueMail(tx, {
      to: offer.email,
      locale: offer.locale,
      template: "offerSent",
      reference: `offer:${offer.id}:sent:${sent.sendCount}`,
      data: {
        locale: offer.locale,
        name: [offer.address.firstName, offer.address.lastName].filter(Boolean).join(" ") || offer.address.companyName,
        offerNumber: offer.offerNumber,
        validUntil: offer.validUntil,
        total: m(offer.totalGrossCents),
        items: offer.lines
          .filter((line) => line.parentPosition === null || line.parentPosition === undefined)
          .map((line) => `${line.quantity} × ${line.name}`),
        note: offer.note,
        offerUrl: offerUrl(config, offer),
      },
    });
    // The address is read from the offer when the log is shown (erased with it, not kept here).
    await recordActivity(tx, { type: "offer", id: offer.id }, actor, "offerSent");
    return { offer: sent, sent: true };
  });
}

/** Withdraws a draft or an open offer: its link then says it is no longer valid. Withdrawn already: unchanged. */
export async function withdrawOffer(
  services: Services,
  offerId: number,
  actor: ActivityActor,
  now = new Date(),
): Promise<{ offer: OfferRow; changed: boolean }> {
  return services.db.transaction(async (tx) => {
    const offer = await lockOffer(tx, offerId);
    if (!offer) throw offerNotFound();
    if (offer.status === "withdrawn") return { offer, changed: false };
    if (offer.status !== "draft" && offer.status !== "open") throw new AppError("conflict", "offerAlreadyTaken");
    const withdrawn = await updateOffer(tx, offer.id, { status: "withdrawn", decidedAt: now });
    await recordActivity(tx, { type: "offer", id: offer.id }, actor, "offerWithdrawn");
    return { offer: withdrawn, changed: true };
  });
}

/** What the shopper may do with an offer now; the errors of the spec's offer states. */
export function checkOfferOpen(offer: OfferRow, now: Date): void {
  if (offer.status === "draft" || offer.status === "withdrawn") throw offerNotFound();
  if (offer.status === "accepted" || offer.status === "declined") throw new AppError("conflict", "offerAlreadyTaken");
  if (offerExpired(offer, now)) throw new AppError("conflict", "offerExpired");
}

/**
 * The VAT of the offer's lines is still the law on the day of acceptance (the order is dated
 * then): a rate that changed since drafting makes the offer void ('ask for a new one').
 */
async function checkOfferVat(tx: Database, offer: OfferRow, now: Date): Promise<void> {
  const rates = new Set(Object.values((await deliveryRates(tx, offer.shippingCountryId, now)).rates));
  const changed = offer.lines.some(
    (line) => (line.parentPosition === null || line.parentPosition === undefined) && !rates.has(line.vatRateBp),
  );
  if (changed) throw new AppError("conflict", "offerVatChanged");
}

export type AcceptedOffer = { order: OrderRow; accessKey: string; created: boolean };

/**
 * Accepts an open offer (docs/after-sales.md "Offers"): under the offer's lock, the order is
 * placed at the offered prices with the shopper's payment method (stock reserved, the order's
 * confirmation mail), and the offer names it. Two acceptances at once place one order: the
 * second waits for the lock and, when it is the same form (its submission key: a double click,
 * a retry), answers the first one's order; any other is told the offer is taken.
 */
export async function acceptOffer(
  services: PlaceOrderServices & Services,
  input: { offerId: number; payment: PaymentMethod; submissionKey: string },
  now = new Date(),
): Promise<AcceptedOffer> {
  const { db, config, events } = services;
  let accepted: AcceptedOffer;
  try {
    accepted = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_TIMEOUT}'`));
      const offer = await lockOffer(tx, input.offerId);
      if (!offer) throw offerNotFound();
      if (offer.status === "accepted" && offer.orderId !== null) {
        const order = await findOrderById(tx, offer.orderId);
        const key = order ? unsealAccessKey(order.accessKeySealed, config.sessionSecret) : undefined;
        if (order && key && offer.acceptSubmissionKey === input.submissionKey) {
          return { order, accessKey: key, created: false };
        }
      }
      checkOfferOpen(offer, now);
      await checkOfferVat(tx, offer, now);
      const { order, accessKey } = await insertPlacedOrder(
        tx,
        events,
        config.sessionSecret,
        {
          status: input.payment.provider === "none" ? "open" : "paymentPending",
          customerId: offer.customerId,
          guestEmail: offer.customerId === null ? offer.email : null,
          contactEmail: offer.email,
          locale: offer.locale,
          currency: offer.currency,
          billingAddress: offer.address,
          deliveryAddress: offer.address,
          shippingCountryId: offer.shippingCountryId,
          shippingProfileId: offer.shippingProfileId,
          shippingProfileName: offer.shippingProfileName,
          shippingProvider: offer.shippingProvider,
          paymentMethodId: input.payment.id,
          paymentMethodKey: input.payment.key,
          paymentMethodName: input.payment.name,
          paymentMethodIcon: input.payment.icon,
          itemSumGrossCents: offer.itemSumGrossCents,
          itemSumNetCents: offer.itemSumNetCents,
          shippingGrossCents: offer.shippingGrossCents,
          shippingNetCents: offer.shippingNetCents,
          couponCode: null,
          couponValueCents: 0 - offer.discountCents,
          rebateCents: 0,
          totalGrossCents: offer.totalGrossCents,
          totalNetCents: offer.totalNetCents,
          vats: offer.vats,
          additionalInformation: {},
          preferredDelivery: null,
          dates: [],
          sourceCartId: null,
          // One order per offer, whatever happens to the lock.
          placementKey: `offer:${offer.id}`,
          createdAt: now,
          updatedAt: now,
        },
        offer.lines,
      );
      await recordActivity(tx, { type: "offer", id: offer.id }, CUSTOMER_ACTOR, "offerAccepted", {
        orderNumber: order.orderNumber,
      });
      await updateOffer(tx, offer.id, {
        status: "accepted",
        orderId: order.id,
        acceptSubmissionKey: input.submissionKey,
        decidedAt: now,
      });
      return { order, accessKey, created: true };
    });
  } catch (error) {
    const offer = await findOffer(db, input.offerId);
    const names = new Map(
      (offer?.lines ?? []).flatMap((line) => (line.variationId ? [[line.variationId, line.name] as const] : [])),
    );
    throw await placementErrorOf(db, error, { log: services.log, names, stockKey: "offerItemOutOfStock" });
  }
  if (accepted.created) await announcePlacedOrder(services, accepted);
  return accepted;
}

/** Declines an open offer with the shopper's reason, which the operator reads. */
export async function declineOffer(
  services: Services,
  input: { offerId: number; reason: string },
  now = new Date(),
): Promise<OfferRow> {
  return services.db.transaction(async (tx) => {
    const offer = await lockOffer(tx, input.offerId);
    if (!offer) throw offerNotFound();
    // The same reason again (a double click): the declined offer.
    if (offer.status === "declined" && offer.declineReason === input.reason) return offer;
    checkOfferOpen(offer, now);
    await recordActivity(tx, { type: "offer", id: offer.id }, CUSTOMER_ACTOR, "offerDeclined");
    return updateOffer(tx, offer.id, { status: "declined", declineReason: input.reason, decidedAt: now });
  });
}
