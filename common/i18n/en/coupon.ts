/** English texts of coupons and of the delivery country choice in the cart. */
export const coupon = {
  coupon: {
    label: "Coupon code",
    apply: "Apply",
    remove: "Remove coupon",
    applied: "Coupon {code} applied",
    removed: "The coupon has been removed.",
    removedNotice: "The coupon {code} has been removed from your cart. {reason}",
    discount: "Coupon discount",
  },
  deliveryCountry: {
    label: "Delivery country",
    hint: "Shipping costs and VAT are calculated for this country.",
    noShippingMethod: "No shipping method is available for this delivery. Please contact the shop provider.",
    apply: "Apply",
    applyLabel: "Apply delivery country",
    changed: "The delivery country has been changed.",
  },
} as const;

/** The coupon error keys (docs/glossary.md, storefront spec §8; common/errors.ts), spread into errors. */
export const couponErrorTexts = {
  couponInvalid: "The coupon could not be redeemed. The code is invalid or has already been used.",
  couponExpired: "The coupon could not be redeemed. The coupon has expired.",
  couponNoOpenAmount: "The coupon could not be redeemed. It has no open amount for this cart.",
  couponOnlyExistingCustomers: "The coupon could not be redeemed. It is only valid for existing customers.",
  couponOnlyNewCustomers: "The coupon could not be redeemed. It is only valid for new customers.",
  couponOnlySubscription: "The coupon could not be redeemed. It is only valid for subscription items.",
  couponNotForSubscription: "The coupon could not be redeemed. It is not valid for subscription items.",
  couponNotForSpecialOffers: "The coupon could not be redeemed. It is not valid for items on special offer.",
  couponPromotionRequired: "The coupon could not be redeemed. It is only valid together with a promotional item.",
  couponMinOrderValueNotReached: "The coupon could not be redeemed. The minimum order value of {min} is not reached.",
  couponNoMatchingItem: "The coupon could not be redeemed. No item in your cart qualifies for this coupon.",
  couponWrongCustomerClass: "The coupon could not be redeemed. It is not valid for your customer class or type.",
  couponNotActivated: "The coupon could not be redeemed. It has not been activated for this shop.",
  couponRemovalFailed: "The coupon could not be removed.",
} as const;
