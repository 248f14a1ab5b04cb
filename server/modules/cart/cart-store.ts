import { and, asc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { SESSION_MAX_AGE_DAYS } from "#common/constants.ts";
import { CART_MAX_LINES, CART_MAX_QUANTITY } from "#common/schemas/cart.ts";
import type { Database } from "../../db/client.ts";
import { cartItems, carts } from "./cart.table.ts";

export type CartOwner = { customerId: number } | { sessionToken: string };
export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartItems.$inferSelect;

function ownerCondition(owner: CartOwner) {
  return "customerId" in owner ? eq(carts.customerId, owner.customerId) : eq(carts.sessionToken, owner.sessionToken);
}

export async function findCart(db: Database, owner: CartOwner): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(ownerCondition(owner));
  return row;
}

/** The owner's cart, created when missing; two requests creating it at once get the same row. */
export async function ensureCart(db: Database, owner: CartOwner): Promise<CartRow> {
  await db
    .insert(carts)
    .values("customerId" in owner ? { customerId: owner.customerId } : { sessionToken: owner.sessionToken })
    .onConflictDoNothing();
  const row = await findCart(db, owner);
  if (!row) throw new Error("cart was not created");
  return row;
}

/**
 * Takes the cart's row lock for the rest of the transaction: changes to one cart run one
 * after another, so a double click adds twice to one line instead of racing.
 */
export async function lockCart(tx: Database, cartId: number): Promise<void> {
  await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for("update");
}

export async function touchCart(tx: Database, cartId: number): Promise<void> {
  await tx
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}

export async function listLines(db: Database, cartId: number): Promise<CartLineRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.id));
}

export async function deleteLines(db: Database, cartId: number, lineIds: number[]): Promise<number> {
  if (lineIds.length === 0) return 0;
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.id, lineIds)))
    .returning({ id: cartItems.id });
  return deleted.length;
}

/**
 * At login: the session cart's lines join the customer's cart (a line both have adds up),
 * then the session cart is gone. Quantities are checked again whenever the cart is read
 * or changed, and when the order is placed.
 */
export async function mergeSessionCart(db: Database, sessionToken: string, customerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const from = await findCart(tx, { sessionToken });
    if (!from) return;
    const into = await ensureCart(tx, { customerId });
    await lockCart(tx, into.id);
    const lines = await listLines(tx, from.id);
    const existing = new Set((await listLines(tx, into.id)).map((line) => `${line.variationId}:${line.propertiesKey}`));
    let room = CART_MAX_LINES - existing.size;
    for (const line of lines) {
      // A line the customer's cart already has adds up; a new one needs room under the limit.
      if (!existing.has(`${line.variationId}:${line.propertiesKey}`)) {
        if (room <= 0) continue;
        room -= 1;
      }
      await tx
        .insert(cartItems)
        .values({
          cartId: into.id,
          variationId: line.variationId,
          quantity: line.quantity,
          properties: line.properties,
          propertiesKey: line.propertiesKey,
        })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.variationId, cartItems.propertiesKey],
          set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${CART_MAX_QUANTITY})` },
        });
    }
    await tx.delete(carts).where(eq(carts.id, from.id));
    await touchCart(tx, into.id);
  });
}

/**
 * Visitors' carts nobody changed for as long as a session lives are unreachable (or
 * nearly so) and are deleted; customers' carts stay. Answers how many were deleted.
 */
export async function purgeAbandonedSessionCarts(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(carts)
    .where(and(isNotNull(carts.sessionToken), lt(carts.updatedAt, before)))
    .returning({ id: carts.id });
  return deleted.length;
}

/** After an order: the cart keeps its row (and owner) but loses its lines and coupon. */
export async function emptyCart(tx: Database, cartId: number, now = new Date()): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await tx.update(carts).set({ couponCode: null, updatedAt: now }).where(eq(carts.id, cartId));
}
