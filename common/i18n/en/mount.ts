/** English texts of the glue between the cart and checkout pages and their mounted parts. */
export const mount = {
  cartMount: {
    couponApplied: "The coupon has been applied.",
  },
  pickupMount: {
    addressFirst: "Please enter your name and address first: the parcel goes to the station in your name.",
  },
} as const;
