/** The stored wishlist of customers. Public entry: other floors and modules import only this file. */
export {
  WISHLIST_MAX_ITEMS,
  addToCustomerWishlist,
  listCustomerWishlist,
  mergeIntoCustomerWishlist,
  removeFromCustomerWishlist,
  type WishlistEntry,
} from "./wishlist.ts";
