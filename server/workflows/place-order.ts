import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Locale } from "#common/constants.ts";
import type { Database } from "../db/client.ts";
import type { EventBus } from "../event-bus.ts";
import type { Logger } from "../logger.ts";
import type { AddressSnapshot } from "../modules/address/index.ts";
import { loadCartVariations, emptyCart, findCart, listLines, lockCart } from "../modules/cart/index.ts";
import type { Cart, CartOwner } from "../modules/cart/index.ts";
import {
  hashAccessKey,
  newAccessKey,
  sealAccessKey,
  unsealAccessKey,
  formatOrderNumber,
  cartSignature,
  orderLinesFromCart,
  orderVatsFromCart,
  findOrderByPlacementKey,
  insertOrder,
  nextOrderSequenceValue,
} from "../modules/order/index.ts";
import type {
  OrderAdditionalInformation,
  BundlePart,
  NewOrderItemRow,
  NewOrderRow,
  OrderEvents,
  OrderRow,
} from "../modules/order/index.ts";
import type { PaymentMethod } from "../modules/payment/index.ts";
import { availableQuantity, componentsOf, InsufficientStockError, reserveStock } from "../modules/stock/index.ts";
import { AppError } from "../errors.ts";
import { redeemCartCoupon } from "./place-order-coupon.ts";
import { preferredDeliveryForOrder } from "./place-order-preferred-delivery.ts";

/** Everything the order needs, resolved and validated by the caller (doPlaceOrder). */
export type PlaceOrderInput = {
  /** The cart as it was priced for the shopper; its amounts are copied, never recomputed. */
  cart: Cart;
  owner: CartOwner;
  customerId: number | null;
  guestEmail: string | null;
  contactEmail: string;
  billingAddress: AddressSnapshot;
  deliveryAddress: AddressSnapshot;
  shipping: { profileId: number; name: string; provider: string; countryId: number };
  payment: PaymentMethod;
  additionalInformation: OrderAdditionalInformation;
  preferredDelivery: Record<string, unknown> | null;
  locale: Locale;
  /** Seals the access key (config.sessionSecret). */
  secret: string;
  now: Date;
};

export type PlacedOrder = { order: OrderRow; accessKey: string; created: boolean };

/** What placing an order needs of the shop: its database, its log and its events. */
export type PlaceOrderServices = { db: Database; log: Logger; events: EventBus<OrderEvents> };

/** Waiting longer than this for the cart's (or an offer's) lock answers "try again in 30 seconds". */
export const LOCK_TIMEOUT = "10s";

/**
 * Places the order in ONE transaction; the steps change state only inside it, so its
 * rollback is the compensation of every step (nothing half-placed can remain):
 * 1. lock the cart row (double clicks and retries of one cart queue up here);
 * 2. the same cart state already became an order: answer that order (idempotent);
 * 3. the cart's lines and coupon still are what was priced, else basketChanged;
 * 4. re-check the DHL preferred delivery against the delivery address and today (stale: error);
 * 5. reserve stock for every line, bundles through their components (all or nothing), and
 *    insert the order and its lines with a new number and access key (insertPlacedOrder);
 * 6. redeem the cart's coupon for the order (used up meanwhile: the coupon's error);
 * 7. empty the cart (lines and coupon).
 * Subscribers of orderInserted run inside the transaction (step 5), those of orderPlaced
 * after the commit; their failures are logged, the order stays.
 */
export async function placeOrder(services: PlaceOrderServices, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { db, log, events } = services;
  const { cart } = input;
  if (cart.id === null || cart.items.length === 0) throw new AppError("conflict", "orderCartEmpty");
  const cartId = cart.id;
  const signature = cartSignature(
    cartId,
    cart.items.map((item) => ({ id: item.id, variationId: item.variationId, quantity: item.quantity })),
    cart.couponCode,
  );
  const placementKey = `cart:${cartId}:${createHash("sha256").update(signature).digest("base64url")}`;
  let placed: PlacedOrder;
  try {
    placed = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_TIMEOUT}'`));
      await lockCart(tx, cartId);
      const existing = await findOrderByPlacementKey(tx, placementKey);
      if (existing) return { order: existing, accessKey: accessKeyOf(existing, input.secret), created: false };
      const row = await findCart(tx, input.owner);
      const lines = row?.id === cartId ? await listLines(tx, cartId) : [];
      if (!row || cartSignature(cartId, lines, row.couponCode) !== signature) {
        throw new AppError("conflict", "basketChanged");
      }
      const preferredDelivery = await preferredDeliveryForOrder(tx, input);
      const { order, accessKey } = await insertPlacedOrder(
        tx,
        events,
        input.secret,
        {
          status: input.payment.provider === "none" ? "open" : "paymentPending",
          customerId: input.customerId,
          guestEmail: input.guestEmail,
          contactEmail: input.contactEmail,
          locale: input.locale,
          currency: cart.currency,
          billingAddress: input.billingAddress,
          deliveryAddress: input.deliveryAddress,
          shippingCountryId: input.shipping.countryId,
          shippingProfileId: input.shipping.profileId,
          shippingProfileName: input.shipping.name,
          shippingProvider: input.shipping.provider,
          paymentMethodId: input.payment.id,
          paymentMethodKey: input.payment.key,
          paymentMethodName: input.payment.name,
          paymentMethodIcon: input.payment.icon,
          itemSumGrossCents: cart.itemSum.value,
          itemSumNetCents: cart.itemSumNet.value,
          shippingGrossCents: cart.shippingAmount.value,
          shippingNetCents: cart.shippingAmountNet.value,
          couponCode: cart.couponCode,
          couponValueCents: cart.couponDiscount.value,
          rebateCents: cart.basketRebate.value,
          totalGrossCents: cart.basketAmount.value,
          totalNetCents: cart.basketAmountNet.value,
          vats: orderVatsFromCart(cart),
          additionalInformation: input.additionalInformation,
          preferredDelivery,
          dates: [],
          sourceCartId: cartId,
          placementKey,
          createdAt: input.now,
          updatedAt: input.now,
        },
        orderLinesFromCart(cart, await bundlePartsOf(tx, cart.items, input.locale)),
      );
      await redeemCartCoupon(tx, {
        cart,
        orderId: order.id,
        customerId: input.customerId,
        email: input.contactEmail,
        now: input.now,
      });
      await emptyCart(tx, cartId, input.now);
      return { order, accessKey, created: true };
    });
  } catch (error) {
    const names = new Map(cart.items.map((item) => [item.variationId, item.variation.name]));
    throw await placementErrorOf(db, error, { log, names, stockKey: "orderNotEnoughStock" });
  }
  if (placed.created) await announcePlacedOrder(services, placed);
  return placed;
}

/** An order's row as placing inserts it: everything but its number and access key. */
export type PlacedOrderFields = Omit<NewOrderRow, "orderNumber" | "accessKeyHash" | "accessKeySealed">;

/**
 * The steps every placement shares (the checkout's and an accepted offer's), inside the
 * caller's transaction: a new order number, stock reserved for the lines (bundles through
 * their components, all or nothing: InsufficientStockError), a new access key, the order and
 * its lines inserted, and the orderInserted subscribers (the confirmation mail) in this transaction.
 */
export async function insertPlacedOrder(
  tx: Database,
  events: EventBus<OrderEvents>,
  secret: string,
  fields: PlacedOrderFields & { createdAt: Date },
  lines: NewOrderItemRow[],
): Promise<{ order: OrderRow; accessKey: string }> {
  const orderNumber = formatOrderNumber(await nextOrderSequenceValue(tx), fields.createdAt);
  await reserveStock(
    tx,
    lines
      .filter((line) => line.parentPosition === null || line.parentPosition === undefined)
      .filter((line) => line.variationId !== null && line.variationId !== undefined)
      .map((line) => ({ variationId: line.variationId as number, quantity: line.quantity })),
    orderNumber,
  );
  const accessKey = newAccessKey();
  const order = await insertOrder(
    tx,
    {
      ...fields,
      orderNumber,
      accessKeyHash: hashAccessKey(accessKey),
      accessKeySealed: sealAccessKey(accessKey, secret),
    },
    lines,
  );
  await events.emit("orderInserted", { tx, order, accessKey });
  return { order, accessKey };
}

/** After the commit: the orderPlaced subscribers; their failures are logged, the order stays. */
export async function announcePlacedOrder(
  services: PlaceOrderServices,
  placed: { order: OrderRow; accessKey: string },
): Promise<void> {
  const { order, accessKey } = placed;
  await services.events.emitSettled("orderPlaced", { order, accessKey }, (error) =>
    services.log.error("an order-placed subscriber failed", { error, orderId: order.id }),
  );
}

function accessKeyOf(order: OrderRow, secret: string): string {
  const key = unsealAccessKey(order.accessKeySealed, secret);
  // Sealed under another secret (SESSION_SECRET changed): the link cannot be given again.
  if (!key) throw new AppError("unexpected", "orderCreationFailed");
  return key;
}

/** The components of the bundles among `items`, named in `locale`, for their order lines. */
export async function bundlePartsOf(
  tx: Database,
  items: Cart["items"],
  locale: Locale,
): Promise<Map<number, BundlePart[]>> {
  const bundleIds = items.filter((item) => item.variation.itemType === "bundle").map((item) => item.variationId);
  const components = await componentsOf(tx, bundleIds);
  const componentIds = [...components.values()].flatMap((parts) => parts.map((part) => part.variationId));
  const variations = await loadCartVariations(tx, componentIds, locale);
  return new Map(
    [...components].map(([bundleId, parts]) => [
      bundleId,
      parts.map((part) => ({
        ...part,
        name: variations.get(part.variationId)?.name ?? "",
        number: variations.get(part.variationId)?.number ?? "",
      })),
    ]),
  );
}

/**
 * Database failures of a placement become the spec's errors; business errors pass as they are.
 * Stock short: `stockKey` (the checkout's orderNotEnoughStock, an offer's offerItemOutOfStock)
 * with the item's name (`names`, by variation, bundle components included) and what is left.
 */
export async function placementErrorOf(
  db: Database,
  error: unknown,
  context: { log: Logger; names: ReadonlyMap<number, string>; stockKey: "orderNotEnoughStock" | "offerItemOutOfStock" },
): Promise<unknown> {
  if (error instanceof AppError) return error;
  if (error instanceof InsufficientStockError) {
    const stock = (await availableQuantity(db, error.variationId)) ?? 0;
    const name = context.names.get(error.variationId) ?? String(error.variationId);
    return new AppError("conflict", context.stockKey, { values: { name, stock } });
  }
  // 55P03 lock_not_available: the cart or offer is held by a placement that takes too long.
  if (postgresCode(error) === "55P03") {
    return new AppError("too_many_requests", "orderRetryLater", { retryAfterSeconds: 30, cause: error });
  }
  context.log.error("placing an order failed", { error });
  return new AppError("unexpected", "orderCreationFailed", { cause: error });
}

function postgresCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
