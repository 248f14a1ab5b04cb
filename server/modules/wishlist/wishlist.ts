import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { wishlistItems } from "./wishlist.table.ts";

export type WishlistEntry = { variationId: number; quantity: number };

/** The most a wishlist holds; more is a hostile client, not a shopper. */
export const WISHLIST_MAX_ITEMS = 200;

export async function listCustomerWishlist(db: Database, customerId: number): Promise<WishlistEntry[]> {
  return db
    .select({ variationId: wishlistItems.variationId, quantity: wishlistItems.quantity })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.variationId));
}

export async function addToCustomerWishlist(
  db: Database,
  customerId: number,
  variationId: number,
  quantity: number,
): Promise<void> {
  await db
    .insert(wishlistItems)
    .values({ customerId, variationId, quantity })
    .onConflictDoUpdate({
      target: [wishlistItems.customerId, wishlistItems.variationId],
      set: { quantity: sql`excluded.quantity` },
    });
}

export async function removeFromCustomerWishlist(db: Database, customerId: number, variationId: number): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.variationId, variationId)));
}

/** At login the guest's list joins the customer's; entries already there keep their quantity. */
export async function mergeIntoCustomerWishlist(
  db: Database,
  customerId: number,
  variationIds: number[],
): Promise<void> {
  if (variationIds.length === 0) return;
  await db
    .insert(wishlistItems)
    .values(variationIds.slice(0, WISHLIST_MAX_ITEMS).map((variationId) => ({ customerId, variationId, quantity: 1 })))
    .onConflictDoNothing();
}
