import type { Database } from "../db/client.ts";
import type { Cart } from "../modules/cart/index.ts";
import { redeemCoupon } from "../modules/coupon/index.ts";

/**
 * The place-order step for the cart's coupon: redeemed inside the order's transaction, so a
 * coupon used up meanwhile (another order got the last use) throws the coupon's error and
 * the rollback takes the order with it; concurrent orders take turns on the campaign's lock.
 * The cart was priced with every coupon rule just before; redeeming checks only what can
 * change between two orders (limits, validity, activation).
 */
export async function redeemCartCoupon(
  tx: Database,
  input: { cart: Cart; orderId: number; customerId: number | null; email: string; now: Date },
): Promise<void> {
  const code = input.cart.couponCode;
  if (!code) return;
  await redeemCoupon(tx, {
    code,
    orderId: input.orderId,
    customerId: input.customerId,
    email: input.email,
    // couponDiscount is the (negative) deduction; redemptions record what was taken off.
    discountCents: Math.abs(input.cart.couponDiscount.value),
    now: input.now,
  });
}
