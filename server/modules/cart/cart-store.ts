import { and, asc, eq, inArray, sql } from "drizzle-orm";
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
    for (const line of lines) {
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
          set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
        });
    }
    await tx.delete(carts).where(eq(carts.id, from.id));
    await touchCart(tx, into.id);
  });
}
