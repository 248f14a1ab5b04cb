/** Checkout facts built from other modules (shipping for the current destination). Public entry: other floors and modules import only this file. */
export { checkoutShippingMethods } from "./checkout-shipping.ts";
