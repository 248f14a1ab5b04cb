/** Coupon codes: rules, checks against a cart, redemption. Public entry: other floors and modules import only this file. */
export { checkCoupon, type CouponBuyerFacts } from "./coupon-check.ts";
export { redeemCoupon } from "./coupon-redeem.ts";
export { type CouponErrorKey } from "./coupon-rules.ts";
export { couponCampaigns, couponCodes } from "./coupon.table.ts";
export { findCoupon } from "./coupon.ts";
