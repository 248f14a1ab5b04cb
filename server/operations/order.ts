import { translatorFor } from "#common/i18n/translator.ts";
import { getOrderInput, orderSoftLoginInput, placeOrderInput } from "#common/schemas/order.ts";
import {
  accessKeyMatches,
  hashAccessKey,
  unsealAccessKey,
  sessionSeesOrder,
  softLoginMatches,
  withVerifiedOrder,
  shopBankAccount,
} from "../modules/order/index.ts";
import {
  findOrderById,
  findRecentOrderFromCart,
  listOrderItems,
  listOrderShipments,
  type OrderRow,
  orderDetailView,
  orderSummaryView,
  type OrderDetailView,
  type OrderSummaryView,
} from "../modules/order/index.ts";
import {
  findPaymentMethod,
  paymentMethodSettings,
  paidCentsOfOrder,
  refundedCentsOfOrder,
} from "../modules/payment/index.ts";
import { listCountries } from "../modules/tax/index.ts";
import type { RequestContext } from "../rpc/context.ts";
import { AppError } from "../errors.ts";
import { currentShopIdentity } from "../modules/settings/index.ts";
import { defineOperation } from "../rpc/operation.ts";
import { enforceRateLimit } from "../rpc/rate-limit.ts";
import { resolveCheckout } from "../workflows/order-checkout.ts";
import { orderDocumentViews } from "../workflows/order-documents.ts";
import { placeOrder } from "../workflows/place-order.ts";
import { currentCart, ownerOf } from "./cart-current.ts";
import { orderReturnFacts } from "./return-views.ts";

/** A retried placement within this time after success, with the cart already empty, answers the same order. */
const RETRY_WINDOW_MS = 2 * 60 * 1000;

export type PlacedOrderAnswer = {
  orderId: number;
  orderNumber: string;
  accessKey: string;
  paymentMethodKey: string;
  /** How the shopper pays next: hosted redirect, embedded form, wallet, or offline (nothing to do now). */
  paymentFlow: "hosted" | "embedded" | "wallet" | "offline";
  /** Where the browser goes now: the confirmation page in the shopper's language. */
  redirectUrl: string;
};

export type OrderAnswer =
  | { access: "full"; order: OrderDetailView }
  | { access: "limited"; order: OrderSummaryView; authentication: { required: true; message: string } };

export function confirmationPath(ctx: RequestContext, orderId: number, accessKey: string): string {
  const prefix = ctx.locale === ctx.services.config.DEFAULT_LOCALE ? "" : `/${ctx.locale}`;
  return `${prefix}/confirmation/${orderId}/${encodeURIComponent(accessKey)}`;
}

export function placedAnswer(
  ctx: RequestContext,
  order: OrderRow,
  accessKey: string,
  flow: PlacedOrderAnswer["paymentFlow"],
) {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    accessKey,
    paymentMethodKey: order.paymentMethodKey,
    paymentFlow: flow,
    redirectUrl: confirmationPath(ctx, order.id, accessKey),
  } satisfies PlacedOrderAnswer;
}

/**
 * The order a retried placement already made, once that placement emptied the cart: the
 * session's last order, or (two submissions at the same moment, where this request's session
 * was read before the other one wrote it) the newest order from this cart in the retry window.
 */
async function lastPlacedAgain(ctx: RequestContext, cartId: number | null): Promise<PlacedOrderAnswer | undefined> {
  const { db, config } = ctx.services;
  const last = ctx.session.data.orders?.lastPlaced;
  const fromSession =
    last && Date.now() - last.placedAt <= RETRY_WINDOW_MS ? await findOrderById(db, last.orderId) : undefined;
  const order =
    fromSession ??
    (cartId !== null ? await findRecentOrderFromCart(db, cartId, new Date(Date.now() - RETRY_WINDOW_MS)) : undefined);
  const key = order ? unsealAccessKey(order.accessKeySealed, config.sessionSecret) : undefined;
  if (!order || !key) return undefined;
  rememberPlaced(ctx, order.id);
  const method = findPaymentMethod(paymentMethodSettings(config), ctx.locale, order.paymentMethodId);
  return placedAnswer(ctx, order, key, method?.flow ?? "offline");
}

/** The session may see its new order in full and answers it to a retry; other checkout choices start afresh. */
function rememberPlaced(ctx: RequestContext, orderId: number): void {
  ctx.session.update({
    // The email stays for the next order; every other choice starts afresh.
    checkout: ctx.session.data.checkout?.email ? { email: ctx.session.data.checkout.email } : undefined,
    orders: {
      ...withVerifiedOrder(ctx.session.data.orders, orderId),
      lastPlaced: { orderId, placedAt: Date.now() },
    },
  });
}

/** doPlaceOrder (docs/glossary.md, storefront spec §7): the session's checkout and cart become an order. */
export const doPlaceOrder = defineOperation({
  name: "doPlaceOrder",
  kind: "mutation",
  access: "anonymous",
  input: placeOrderInput,
  handler: async (input, ctx): Promise<PlacedOrderAnswer> => {
    const { db, config } = ctx.services;
    // Generous for shoppers, tight for scripts hammering the stock; the spec's "retry after 30 seconds".
    await enforceRateLimit(ctx, `order:place:${ctx.ip}`, 30, 60_000).catch((error: unknown) => {
      throw error instanceof AppError
        ? new AppError("too_many_requests", "orderRetryLater", { retryAfterSeconds: 30 })
        : error;
    });
    const cart = await currentCart(ctx);
    // Lines or the coupon were just removed (no longer available / applicable): the total changed,
    // so the shopper must see the new cart first.
    if (ctx.events.basketItemsRemoved || ctx.events.couponRemoved) throw new AppError("conflict", "basketChanged");
    const owner = ownerOf(ctx, false);
    if (cart.items.length === 0 || !owner) {
      const again = await lastPlacedAgain(ctx, cart.id);
      if (again) return again;
      throw new AppError("conflict", "orderCartEmpty");
    }
    const checkout = await resolveCheckout(db, {
      session: ctx.session.data,
      locale: ctx.locale,
      config,
      termsAccepted: input.termsAccepted === true,
    });
    // The cart was priced for one delivery country (VAT, shipping); another address needs new prices.
    if (cart.shippingCountryId !== checkout.deliveryAddress.countryId) throw new AppError("conflict", "basketChanged");
    const placed = await placeOrder(
      { db, log: ctx.log, events: ctx.services.events },
      { ...checkout, cart, owner, locale: ctx.locale, secret: config.sessionSecret, now: new Date() },
    );
    rememberPlaced(ctx, placed.order.id);
    return placedAnswer(ctx, placed.order, placed.accessKey, checkout.payment.flow);
  },
});

/** A hash to compare against when no order exists, so a missing order takes as long as a wrong key. */
const NO_ORDER_HASH = hashAccessKey("no order");

export async function orderWithKey(ctx: RequestContext, orderId: number, accessKey: string): Promise<OrderRow> {
  const order = await findOrderById(ctx.services.db, orderId);
  const matches = accessKeyMatches(accessKey, order?.accessKeyHash ?? NO_ORDER_HASH);
  if (!order || !matches) throw new AppError("not_found", "orderNotFound");
  return order;
}

/** The shop's bank account for transfers, as the identity settings have it. */
async function bankAccount(ctx: RequestContext) {
  return shopBankAccount((await currentShopIdentity(ctx.services.db, ctx.services.config)).identity);
}

export async function answerFor(ctx: RequestContext, order: OrderRow): Promise<OrderAnswer> {
  const [paidCents, refundedCents] = await Promise.all([
    paidCentsOfOrder(ctx.services.db, order.id),
    refundedCentsOfOrder(ctx.services.db, order.id),
  ]);
  if (!sessionSeesOrder(order, ctx.session.data)) {
    return {
      access: "limited",
      order: orderSummaryView(order, ctx.locale, await bankAccount(ctx), paidCents, refundedCents),
      authentication: { required: true, message: translatorFor(ctx.locale)("errors.orderAuthenticationRequired") },
    };
  }
  return { access: "full", order: await fullOrderView(ctx, order, { paidCents, refundedCents }) };
}

/**
 * An order in full (lines, addresses, documents, parcels) in the request's language, for whoever
 * may see it all: its customer or soft login (answerFor), or the back office. `paid`: what its
 * payments brought in (net of refunds) and what refunds paid back.
 */
export async function fullOrderView(
  ctx: RequestContext,
  order: OrderRow,
  paid: { paidCents: number; refundedCents: number },
): Promise<OrderDetailView> {
  const { db } = ctx.services;
  const [items, countries, documents, shipments] = await Promise.all([
    listOrderItems(db, order.id),
    listCountries(db, ctx.locale, { activeOnly: false }),
    orderDocumentViews(db, order.id),
    listOrderShipments(db, order.id),
  ]);
  const names = new Map(countries.map((country) => [country.id, country.name]));
  const returnFacts = await orderReturnFacts(
    db,
    ctx.services.config.sessionSecret,
    order,
    items,
    shipments,
    ctx.locale,
  );
  return orderDetailView(
    order,
    items,
    ctx.locale,
    await bankAccount(ctx),
    (id) => names.get(id) ?? "",
    documents,
    paid.paidCents,
    shipments,
    paid.refundedCents,
    returnFacts,
  );
}

/**
 * The order behind a confirmation link. The access key alone shows the status, payment and
 * totals; addresses, items and contact data need the order's customer or a soft login.
 */
export const getOrder = defineOperation({
  name: "getOrder",
  kind: "query",
  access: "anonymous",
  input: getOrderInput,
  handler: async (input, ctx) => answerFor(ctx, await orderWithKey(ctx, input.orderId, input.accessKey)),
});

/** Soft login (docs/glossary.md, storefront spec §6): last name or company name, or postcode, of the order. */
export const doOrderSoftLogin = defineOperation({
  name: "doOrderSoftLogin",
  kind: "mutation",
  access: "anonymous",
  input: orderSoftLoginInput,
  handler: async (input, ctx) => {
    await enforceRateLimit(ctx, `order:soft-login:ip:${ctx.ip}`, 30, 15 * 60_000);
    await enforceRateLimit(ctx, `order:soft-login:${input.orderId}`, 10, 15 * 60_000);
    const order = await orderWithKey(ctx, input.orderId, input.accessKey);
    if (!sessionSeesOrder(order, ctx.session.data)) {
      if (!softLoginMatches([order.billingAddress, order.deliveryAddress], input)) {
        throw new AppError("invalid_data", "orderSoftLoginFailed");
      }
      ctx.session.update({ orders: withVerifiedOrder(ctx.session.data.orders, order.id) });
    }
    return answerFor(ctx, order);
  },
});
