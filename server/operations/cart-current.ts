import { errorMessage } from "#common/i18n/error-message.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { newCartToken, setCartCoupon, deleteLines, findCart, listLines, priceCart } from "../modules/cart/index.ts";
import type { Cart, CartOwner, PricedCart, PricingChoices } from "../modules/cart/index.ts";
import type { CouponBuyerFacts } from "../modules/coupon/index.ts";
import { customerSegmentOf } from "../modules/customer/index.ts";
import { countOrdersOf } from "../modules/order/index.ts";
import { currentPreferredDelivery } from "../modules/preferred-delivery/index.ts";
import type { RequestContext } from "../rpc/context.ts";
import { AppError } from "../errors.ts";

/** A customer's cart is the customer's; anyone else's belongs to the session's cart token. */
export function ownerOf(ctx: RequestContext, create: boolean): CartOwner | undefined {
  const customerId = ctx.session.state === "authorized" ? ctx.session.data.userId : undefined;
  if (customerId) return { customerId };
  let token = ctx.session.data.cartToken;
  if (!token) {
    if (!create) return undefined;
    token = newCartToken();
    ctx.session.update({ cartToken: token });
  }
  return { sessionToken: token };
}

/** Orders the buyer placed before, for "new / existing customers only" coupons (docs/coupons.md). */
async function countPreviousOrders(
  ctx: RequestContext,
  who: Pick<CouponBuyerFacts, "customerId" | "email">,
): Promise<number> {
  return countOrdersOf(ctx.services.db, who);
}

/**
 * Who is buying, as coupons see it: the account, else the guest's or checkout's email; the
 * customer's class and type (visitors and guests: the shop's default class, no type).
 */
export async function buyerOf(ctx: RequestContext): Promise<CouponBuyerFacts> {
  const { data } = ctx.session;
  const customerId = ctx.session.state === "authorized" ? (data.userId ?? null) : null;
  const email = data.checkout?.email ?? data.guestEmail ?? null;
  const who = { customerId, email };
  const [previousOrders, segment] = await Promise.all([
    countPreviousOrders(ctx, who),
    customerSegmentOf(ctx.services.db, customerId),
  ]);
  return { ...who, previousOrders, ...segment };
}

/**
 * The session's choices that change the price: delivery country, shipping profile, buyer,
 * and the DHL preferred-day charge on top of shipping (0 when nothing valid is chosen).
 */
export async function pricingChoicesOf(ctx: RequestContext): Promise<PricingChoices> {
  const checkout = ctx.session.data.checkout;
  const preferred = await currentPreferredDelivery(ctx.services.db, ctx.session.data);
  return {
    countryId: checkout?.shippingCountryId,
    shippingProfileId: checkout?.shippingProfileId,
    buyer: await buyerOf(ctx),
    shippingSurchargeCents: preferred.chargeCents,
  };
}

async function priceForSession(
  ctx: RequestContext,
  cart: Parameters<typeof priceCart>[1],
  lines: Parameters<typeof priceCart>[2],
): Promise<PricedCart> {
  const price = async () =>
    priceCart(ctx.services.db, cart, lines, {
      locale: ctx.locale,
      now: new Date(),
      choices: await pricingChoicesOf(ctx),
      checkoutAddresses: ctx.session.data.checkoutAddresses,
    });
  try {
    return await price();
  } catch (error) {
    // A delivery country the shop stopped serving: back to the shop's country, with a notice.
    const chosen = ctx.session.data.checkout?.shippingCountryId;
    if (!(error instanceof AppError) || error.key !== "countryNotFound" || chosen === undefined) throw error;
    ctx.session.updateCheckout({ shippingCountryId: undefined });
    ctx.events.countryNotFound = { countryId: chosen, message: translatorFor(ctx.locale)("errors.countryNotFound") };
    return price();
  }
}

/**
 * The cart as it is now, priced for the session's choices. Lines that can no longer be
 * bought are removed here, once, and named in the basketItemsRemoved event; a coupon that no
 * longer applies (minimum order value, no matching item, expired...) is removed with the
 * couponRemoved event; a shipping problem is answered as an event named by its error key.
 */
export async function currentCart(ctx: RequestContext): Promise<Cart> {
  const { db } = ctx.services;
  const t = translatorFor(ctx.locale);
  const owner = ownerOf(ctx, false);
  const cart = owner ? await findCart(db, owner) : undefined;
  const lines = cart ? await listLines(db, cart.id) : [];
  const priced = await priceForSession(ctx, cart, lines);
  if (cart && priced.unavailableLineIds.length > 0) {
    await deleteLines(db, cart.id, priced.unavailableLineIds);
    ctx.events.basketItemsRemoved = {
      cartItemIds: priced.unavailableLineIds,
      message: t("errors.basketItemsRemoved"),
    };
  }
  if (cart && priced.couponProblem) {
    const { code, key, values } = priced.couponProblem;
    await setCartCoupon(db, cart.id, null);
    ctx.events.couponRemoved = {
      couponCode: code,
      key,
      message: t("coupon.removedNotice", { code, reason: errorMessage(ctx.locale, key, values) }),
    };
  }
  if (priced.shippingProblem) {
    ctx.events[priced.shippingProblem] = { message: errorMessage(ctx.locale, priced.shippingProblem) };
  }
  return priced.cart;
}
