import { listCustomerWishlist, mergeIntoCustomerWishlist } from "../modules/wishlist/index.ts";
import type { RequestContext } from "../rpc/context.ts";

/**
 * After login or registration: the wishlist the visitor kept as a guest joins the
 * customer's stored list, and the session mirrors the merged ids (the header and the
 * wishlist toggles read them from the session).
 */
export async function adoptGuestWishlist(ctx: RequestContext, customerId: number): Promise<void> {
  const db = ctx.services.db;
  await mergeIntoCustomerWishlist(db, customerId, ctx.session.data.wishlistIds ?? []);
  const merged = await listCustomerWishlist(db, customerId);
  ctx.session.update({ wishlistIds: merged.map((entry) => entry.variationId) });
}
