import type { Database } from "../../db/client.ts";
import { loadItemCategoryRows } from "../catalog-view/index.ts";
import { countRedemptions, findCoupon, type CouponIdentity } from "./coupon.ts";
import { evaluateCoupon, type CouponLine, type CouponOutcome } from "./coupon-rules.ts";

export type CouponBuyerFacts = CouponIdentity & {
  /** Orders placed before (the order module's count; 0 for a first order). */
  previousOrders: number;
  /** The customer module's class and type (visitors and guests: the default class, no type). */
  customerClassId: number | null;
  customerTypeId: number | null;
};

/**
 * Checks a code against a cart: looks the code up, counts the buyer's redemptions of its
 * campaign and reads the items' categories, then applies the rules (coupon-rules.ts). An
 * unknown code answers couponInvalid.
 */
export async function checkCoupon(
  db: Database,
  code: string,
  input: { lines: Omit<CouponLine, "categoryIds">[]; buyer: CouponBuyerFacts; now: Date },
): Promise<CouponOutcome & { code: string }> {
  const found = await findCoupon(db, code);
  if (!found) return { ok: false, key: "couponInvalid", code };
  const { campaign } = found;
  const categoryRows =
    campaign.categoryIds === null
      ? []
      : await loadItemCategoryRows(
          db,
          input.lines.map((line) => line.itemId),
        );
  const lines = input.lines.map((line) => ({
    ...line,
    categoryIds: categoryRows.filter((row) => row.itemId === line.itemId).map((row) => row.categoryId),
  }));
  const outcome = evaluateCoupon({
    campaign,
    usedCount: found.usedCount,
    lines,
    now: input.now,
    buyer: {
      previousOrders: input.buyer.previousOrders,
      redemptions: await countRedemptions(db, campaign.id, input.buyer),
      customerClassId: input.buyer.customerClassId,
      customerTypeId: input.buyer.customerTypeId,
    },
  });
  return { ...outcome, code: found.code };
}
