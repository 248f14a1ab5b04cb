import { z } from "zod";
import { emptyInput } from "#common/schemas/auth.ts";
import { activeVariationIds } from "../modules/catalog/index.ts";
import { summariesForVariations } from "../modules/catalog-view/index.ts";
import {
  addToCustomerWishlist,
  listCustomerWishlist,
  removeFromCustomerWishlist,
  WISHLIST_MAX_ITEMS,
  type WishlistEntry,
} from "../modules/wishlist/index.ts";
import type { RequestContext } from "../rpc/context.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { showsNetPrices } from "./shopper.ts";

/** docs/glossary.md, editor spec §3: a wishlist item is variation.id, variationId and quantity. */
export type WishlistItem = WishlistEntry & { variation: { id: number } };
export type WishlistView = { items: WishlistItem[]; itemWishListIds: number[] };

const variationId = z
  .number({ error: "validation.wholeNumber" })
  .int("validation.wholeNumber")
  .positive("validation.invalid")
  .max(2_147_483_647, "validation.invalid");

async function wishlistView(ctx: RequestContext): Promise<WishlistView> {
  const customerId = ctx.session.state === "authorized" ? ctx.session.data.userId : undefined;
  const entries = customerId
    ? await listCustomerWishlist(ctx.services.db, customerId)
    : (ctx.session.data.wishlistIds ?? []).map((id) => ({ variationId: id, quantity: 1 }));
  return {
    items: entries.map((entry) => ({ ...entry, variation: { id: entry.variationId } })),
    itemWishListIds: entries.map((entry) => entry.variationId),
  };
}

export const getWishlist = defineOperation({
  name: "getWishlist",
  kind: "query",
  access: "anonymous",
  input: emptyInput,
  handler: (_input, ctx) => wishlistView(ctx),
});

/**
 * The wishlist as product cards, for the /wishlist page: one card per listed variation, in
 * the list's order (oldest first). Entries without a card (variation gone, switched off,
 * without a price, or not for this visitor: see summariesForVariations) are left out but
 * stay on the list, so they come back if the shop offers them again.
 */
export const getWishlistProducts = defineOperation({
  name: "getWishlistProducts",
  kind: "query",
  access: "anonymous",
  input: emptyInput,
  handler: async (_input, ctx) => {
    const { itemWishListIds } = await wishlistView(ctx);
    const products = await summariesForVariations(ctx.services.db, itemWishListIds, {
      locale: ctx.locale,
      showNetPrices: await showsNetPrices(ctx),
      includeCustomerOnly: ctx.session.state === "authorized",
    });
    return { products };
  },
});

export const doAddWishlistItem = defineOperation({
  name: "doAddWishlistItem",
  kind: "mutation",
  access: "anonymous",
  input: z.strictObject({
    variationId,
    quantity: z.number({ error: "validation.wholeNumber" }).int("validation.wholeNumber").min(1).max(999).default(1),
  }),
  handler: async (input, ctx) => {
    const { db } = ctx.services;
    if (!(await activeVariationIds(db, [input.variationId])).has(input.variationId)) {
      throw new AppError("not_found", "variationNotFound");
    }
    const current = ctx.session.data.wishlistIds ?? [];
    if (!current.includes(input.variationId) && current.length >= WISHLIST_MAX_ITEMS) {
      throw new AppError("conflict", "wishlistFull", { values: { max: WISHLIST_MAX_ITEMS } });
    }
    if (ctx.session.state === "authorized" && ctx.session.data.userId) {
      await addToCustomerWishlist(db, ctx.session.data.userId, input.variationId, input.quantity);
    }
    ctx.session.addToList("wishlistIds", input.variationId);
    return wishlistView(ctx);
  },
});

export const deleteWishlistItem = defineOperation({
  name: "deleteWishlistItem",
  kind: "mutation",
  access: "anonymous",
  input: z.strictObject({ variationId }),
  handler: async (input, ctx) => {
    if (ctx.session.state === "authorized" && ctx.session.data.userId) {
      await removeFromCustomerWishlist(ctx.services.db, ctx.session.data.userId, input.variationId);
    }
    if (ctx.session.data.wishlistIds?.includes(input.variationId)) {
      ctx.session.removeFromList("wishlistIds", input.variationId);
    }
    return wishlistView(ctx);
  },
});
