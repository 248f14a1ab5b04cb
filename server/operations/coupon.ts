import { emptyInput } from "#common/schemas/auth.ts";
import { addCouponInput } from "#common/schemas/coupon.ts";
import { setCartCoupon, findCart, listLines, priceCart } from "../modules/cart/index.ts";
import type { Cart } from "../modules/cart/index.ts";
import { findCoupon } from "../modules/coupon/index.ts";
import type { RequestContext } from "../rpc/context.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { enforceRateLimit } from "../rpc/rate-limit.ts";
import { currentCart, ownerOf, pricingChoicesOf } from "./cart-current.ts";

/** Attempts per visitor and per address in 15 minutes: enough to fix a typo, too few to guess codes. */
const ATTEMPTS_PER_VISITOR = 10;
const ATTEMPTS_PER_IP = 50;
const WINDOW_MS = 15 * 60_000;

async function limitAttempts(ctx: RequestContext): Promise<void> {
  const visitor = ctx.session.data.userId ?? ctx.session.data.cartToken ?? ctx.session.id;
  await enforceRateLimit(ctx, `coupon:ip:${ctx.ip}`, ATTEMPTS_PER_IP, WINDOW_MS);
  await enforceRateLimit(ctx, `coupon:visitor:${visitor}`, ATTEMPTS_PER_VISITOR, WINDOW_MS);
}

/**
 * Applies a coupon code to the cart (replacing one applied before) and answers the cart.
 * The code is checked against the cart as it is, with every rule of docs/coupons.md; a
 * refused code changes nothing and answers its own error key ("The coupon could not be
 * redeemed." and the reason).
 */
export const doAddCoupon = defineOperation({
  name: "doAddCoupon",
  kind: "mutation",
  access: "anonymous",
  input: addCouponInput,
  handler: async (input, ctx): Promise<Cart> => {
    await limitAttempts(ctx);
    const { db } = ctx.services;
    const owner = ownerOf(ctx, false);
    const cart = owner ? await findCart(db, owner) : undefined;
    const found = await findCoupon(db, input.couponCode);
    if (!found) throw new AppError("conflict", "couponInvalid");
    // An empty cart has no item the coupon could apply to.
    if (!cart) throw new AppError("conflict", "couponNoMatchingItem");
    const priced = await priceCart(db, { ...cart, couponCode: found.code }, await listLines(db, cart.id), {
      locale: ctx.locale,
      now: new Date(),
      choices: await pricingChoicesOf(ctx),
    });
    if (priced.couponProblem) {
      const { key, values } = priced.couponProblem;
      throw new AppError("conflict", key, values ? { values } : {});
    }
    await setCartCoupon(db, cart.id, found.code);
    return currentCart(ctx);
  },
});

/** Takes the applied coupon off the cart; couponRemovalFailed when none is applied. */
export const doRemoveCoupon = defineOperation({
  name: "doRemoveCoupon",
  kind: "mutation",
  access: "anonymous",
  input: emptyInput,
  handler: async (_input, ctx): Promise<Cart> => {
    const { db } = ctx.services;
    const owner = ownerOf(ctx, false);
    const cart = owner ? await findCart(db, owner) : undefined;
    if (!cart?.couponCode || !(await setCartCoupon(db, cart.id, null))) {
      throw new AppError("conflict", "couponRemovalFailed");
    }
    return currentCart(ctx);
  },
});
