import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { carts } from "./cart.table.ts";

/** Stores the applied coupon code on the cart (null removes it); answers whether a cart row changed. */
export async function setCartCoupon(db: Database, cartId: number, code: string | null): Promise<boolean> {
  const changed = await db
    .update(carts)
    .set({ couponCode: code, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId))
    .returning({ id: carts.id });
  return changed.length > 0;
}
