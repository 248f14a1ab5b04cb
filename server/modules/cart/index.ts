/** The cart: lines, quantities, rules, totals and the cart answer the shop shows. Public entry: other floors and modules import only this file. */
export { loadCartVariations, type CartVariation } from "./cart-catalog.ts";
export { checkOrderParams, isBuyable } from "./cart-rules.ts";
export { setCartCoupon } from "./cart-coupon.ts";
export {
  deleteLines,
  emptyCart,
  ensureCart,
  findCart,
  listLines,
  lockCart,
  mergeSessionCart,
  purgeAbandonedSessionCarts,
  type CartOwner,
} from "./cart-store.ts";
export { basketTotals } from "./cart-pricing.ts";
export { deliveryRates, priceCart, priceLines, type PricedCart, type PricingChoices } from "./cart-totals.ts";
export { SHOP_COUNTRY_ID, type Cart } from "./cart-view.ts";
export { addToCart, newCartToken, setLineQuantity, type LineChange } from "./cart.ts";
