import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { CART_MAX_LINES, CART_MAX_QUANTITY } from "#common/schemas/cart.ts";
import type { Locale } from "#common/constants.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { findOwnedPropertyFile, markPropertyFilesAttached } from "../property-file/index.ts";
import { availableQuantity, physicalQuantity } from "../stock/index.ts";
import { loadItemCategoryRows } from "../catalog-view/index.ts";
import { findDefaultCategory } from "../catalog/index.ts";
import { loadCartVariations, type CartVariation } from "./cart-catalog.ts";
import { largestOnGridUpTo, quantityOnGrid } from "./cart-pricing.ts";
import { checkOrderParams, choiceNamesVariation, isBuyable, propertiesKey } from "./cart-rules.ts";
import { listLines, lockCart, touchCart, type CartLineRow, type CartRow } from "./cart-store.ts";
import { cartItems, type StoredPropertyValue } from "./cart.table.ts";

export function newCartToken(): string {
  return randomBytes(16).toString("hex");
}

export type AddRequest = {
  variationId: number;
  quantity: number;
  params: { propertyId: number; value: string }[];
  /** The shopper's attribute choice, when the add comes from a product page (docs/cart.md). */
  attributeValueIds?: number[];
};

/** What one add or quantity change did: for the addToCart / removeFromCart / stock events. */
export type LineChange = {
  cartItemId: number;
  variationId: number;
  /** Pieces added (positive) or taken away (negative). */
  delta: number;
  quantity: number;
  /** Set when the stock allowed less than asked: the quantity was set to what is there. */
  reachedMaximum?: { stock: number };
  /** Set when a variation sold beyond stock now has more in carts than is there. */
  overselling?: { stock: number; oversellingAmount: number };
};

type Allowed = Pick<LineChange, "quantity" | "reachedMaximum" | "overselling">;

export type CartActor = {
  locale: Locale;
  now: Date;
  propertyFileOwner: string | undefined;
  /** Customers may buy items that are only in customers-only categories; others may not. */
  isCustomer: boolean;
};

/** The items among `itemIds` only a customer may see (all their categories are customers-only). */
async function customerOnlyItems(db: Database, itemIds: number[], locale: Locale): Promise<Set<number>> {
  const rows = await loadItemCategoryRows(db, itemIds);
  const hidden = new Set<number>();
  for (const itemId of new Set(itemIds)) {
    const own = rows.filter((row) => row.itemId === itemId);
    if ((await findDefaultCategory(db, locale, own, false)) === "login-required") hidden.add(itemId);
  }
  return hidden;
}

type CheckedRequest = { request: AddRequest; variation: CartVariation; values: StoredPropertyValue[]; files: string[] };

/** Every check that needs no lock: the variation, its type, the order properties and their files. */
async function checkRequests(db: Database, requests: AddRequest[], actor: CartActor): Promise<CheckedRequest[]> {
  const variations = await loadCartVariations(
    db,
    requests.map((request) => request.variationId),
    actor.locale,
  );
  const forCustomers = actor.isCustomer
    ? new Set<number>()
    : await customerOnlyItems(
        db,
        [...variations.values()].map((variation) => variation.itemId),
        actor.locale,
      );
  const checked: CheckedRequest[] = [];
  for (const request of requests) {
    const variation = variations.get(request.variationId);
    if (!variation || !variation.active) throw new AppError("not_found", "variationNotFound");
    // As on the product page: an item only in customers-only categories asks for a login.
    if (forCustomers.has(variation.itemId)) throw new AppError("unauthorized", "unauthorized");
    if (request.attributeValueIds && !choiceNamesVariation(request.attributeValueIds, variation)) {
      throw new AppError("invalid_data", "invalidVariation");
    }
    if (!isBuyable(variation, actor.now)) throw new AppError("conflict", "basketItemNotAdded");
    // A set is put together from chosen components, which this cart does not take yet.
    if (variation.itemType === "set") throw new AppError("conflict", "basketItemSetMismatch");
    const { values, fileKeys } = checkOrderParams(variation, request.params);
    for (const file of fileKeys) {
      const row = actor.propertyFileOwner
        ? await findOwnedPropertyFile(db, actor.propertyFileOwner, file.key)
        : undefined;
      if (!row || row.itemId !== variation.itemId || row.propertyId !== file.propertyId) {
        throw new AppError("invalid_data", "propertyFileNotFound");
      }
    }
    checked.push({ request, variation, values, files: fileKeys.map((file) => file.key) });
  }
  return checked;
}

/**
 * The quantity a line may have: on the variation's grid, within its maximum, and within
 * the stock left after the variation's other lines. Throws the spec's keys; answers the
 * quantity and whether the stock cut it.
 */
async function allowedQuantity(
  tx: Database,
  variation: CartVariation,
  wanted: number,
  current: number,
  otherLines: number,
  maxKey: "basketMaxVariationQuantity" | "basketOrderExceedsMaxQuantity",
): Promise<Allowed> {
  const { minimumOrderQuantity: min, intervalOrderQuantity: interval, maximumOrderQuantity: max } = variation;
  if (wanted < min) throw new AppError("invalid_data", "basketMinVariationQuantity", { values: { min } });
  const onGrid = quantityOnGrid(wanted, min, interval);
  // No line grows past CART_MAX_QUANTITY, even of a variation without maximum that may be oversold.
  const ceiling = Math.min(max ?? CART_MAX_QUANTITY, CART_MAX_QUANTITY);
  if (onGrid > ceiling) throw new AppError("conflict", maxKey, { values: { max: ceiling } });
  const available = await availableQuantity(tx, variation.id);
  if (available === null) {
    if (variation.itemType === "bundle") return { quantity: onGrid };
    const stock = await physicalQuantity(tx, variation.id);
    const oversellingAmount = onGrid + otherLines - stock;
    return oversellingAmount > 0
      ? { quantity: onGrid, overselling: { stock, oversellingAmount } }
      : { quantity: onGrid };
  }
  const room = Math.max(0, available - otherLines);
  const cap = largestOnGridUpTo(room, min, interval);
  if (onGrid <= cap) return { quantity: onGrid };
  if (cap === 0 || cap <= current) {
    throw new AppError("conflict", "basketNotEnoughStock", { values: { stock: room } });
  }
  return { quantity: cap, reachedMaximum: { stock: room } };
}

const sumOtherLines = (lines: CartLineRow[], variationId: number, exceptId: number | undefined) =>
  lines
    .filter((line) => line.variationId === variationId && line.id !== exceptId)
    .reduce((sum, line) => sum + line.quantity, 0);

/**
 * Adds lines to a cart, all or nothing: the same variation with the same answers raises
 * its line. Runs under the cart's row lock, so retries and double clicks cannot make two
 * lines or lose an increase.
 */
export async function addToCart(
  db: Database,
  /** Called once the requests pass their checks: a refused add creates no cart. */
  openCart: () => Promise<CartRow>,
  requests: AddRequest[],
  actor: CartActor,
): Promise<LineChange[]> {
  const checked = await checkRequests(db, requests, actor);
  const cart = await openCart();
  return db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    const lines = await listLines(tx, cart.id);
    const changes: LineChange[] = [];
    for (const { request, variation, values, files } of checked) {
      const key = propertiesKey(values);
      const line = lines.find((candidate) => candidate.variationId === variation.id && candidate.propertiesKey === key);
      if (!line && lines.length >= CART_MAX_LINES) {
        throw new AppError("conflict", "basketMaxItemQuantity", { values: { max: CART_MAX_LINES } });
      }
      const current = line?.quantity ?? 0;
      const wanted = current + request.quantity;
      const allowed = await allowedQuantity(
        tx,
        variation,
        wanted,
        current,
        sumOtherLines(lines, variation.id, line?.id),
        "basketMaxVariationQuantity",
      );
      const [stored] = await tx
        .insert(cartItems)
        .values({
          cartId: cart.id,
          variationId: variation.id,
          quantity: allowed.quantity,
          properties: values,
          propertiesKey: key,
        })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.variationId, cartItems.propertiesKey],
          set: { quantity: allowed.quantity },
        })
        .returning();
      if (!stored) throw new Error("cart line was not written");
      if (line) line.quantity = stored.quantity;
      else lines.push(stored);
      await markPropertyFilesAttached(tx, files, actor.now);
      changes.push({
        cartItemId: stored.id,
        variationId: variation.id,
        delta: stored.quantity - current,
        quantity: stored.quantity,
        ...(allowed.reachedMaximum ? { reachedMaximum: allowed.reachedMaximum } : {}),
        ...(allowed.overselling ? { overselling: allowed.overselling } : {}),
        ...(allowed.overselling ? { overselling: allowed.overselling } : {}),
      });
    }
    await touchCart(tx, cart.id);
    return changes;
  });
}

/** Sets one line's quantity (the line must be this cart's and of this variation). */
export async function setLineQuantity(
  db: Database,
  cart: CartRow,
  target: { cartItemId: number; variationId: number; quantity: number },
  actor: CartActor,
): Promise<LineChange> {
  const variation = (await loadCartVariations(db, [target.variationId], actor.locale)).get(target.variationId);
  return db.transaction(async (tx) => {
    await lockCart(tx, cart.id);
    const lines = await listLines(tx, cart.id);
    const line = lines.find((candidate) => candidate.id === target.cartItemId);
    if (!line || line.variationId !== target.variationId) throw new AppError("not_found", "basketItemNotFound");
    if (!variation || !isBuyable(variation, actor.now)) throw new AppError("conflict", "basketItemNotAdded");
    const allowed = await allowedQuantity(
      tx,
      variation,
      target.quantity,
      0,
      sumOtherLines(lines, variation.id, line.id),
      "basketOrderExceedsMaxQuantity",
    );
    await tx
      .update(cartItems)
      .set({ quantity: allowed.quantity })
      .where(and(eq(cartItems.id, line.id), eq(cartItems.cartId, cart.id)));
    await touchCart(tx, cart.id);
    return {
      cartItemId: line.id,
      variationId: line.variationId,
      delta: allowed.quantity - line.quantity,
      quantity: allowed.quantity,
      ...(allowed.reachedMaximum ? { reachedMaximum: allowed.reachedMaximum } : {}),
      ...(allowed.overselling ? { overselling: allowed.overselling } : {}),
    };
  });
}
