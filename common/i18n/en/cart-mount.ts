/** English texts of the cart page's coupon and delivery-country forms without JavaScript. */
export const cartMount = {
  cartMount: {
    couponApplied: "The coupon has been applied.",
  },
} as const;
