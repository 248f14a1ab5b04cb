import type { couponCampaigns } from "./coupon.table.ts";

/**
 * Whether a coupon applies to a cart, and what it takes off: pure rules, so every
 * restriction (docs/glossary.md, storefront spec §3) is unit-tested without a database.
 */

export type CouponCampaign = typeof couponCampaigns.$inferSelect;

export type CouponErrorKey =
  | "couponInvalid"
  | "couponExpired"
  | "couponNoOpenAmount"
  | "couponOnlyExistingCustomers"
  | "couponOnlyNewCustomers"
  | "couponOnlySubscription"
  | "couponNotForSubscription"
  | "couponNotForSpecialOffers"
  | "couponPromotionRequired"
  | "couponMinOrderValueNotReached"
  | "couponNoMatchingItem"
  | "couponWrongCustomerClass"
  | "couponNotActivated"
  | "couponRemovalFailed";

/** What the rules need of a cart line. */
export type CouponLine = {
  id: number;
  itemId: number;
  categoryIds: number[];
  grossCents: number;
  /** The line's price is a special offer (docs/glossary.md, storefront spec: "not for special offers"). */
  isSpecialOffer: boolean;
  /** The shop sells no subscriptions yet: the cart answers false for every line. */
  isSubscription: boolean;
};

export type CouponBuyer = {
  /** Orders the buyer placed before (account, else email): new customers have none. */
  previousOrders: number;
  /** Redemptions of this campaign by the buyer (account, else email). */
  redemptions: number;
  /** The buyer's customer class and type; null: none (a campaign restricted to some refuses). */
  customerClassId: number | null;
  customerTypeId: number | null;
};

export type CouponCheck = {
  campaign: CouponCampaign;
  usedCount: number;
  lines: CouponLine[];
  buyer: CouponBuyer;
  now: Date;
};

export type CouponOutcome =
  | { ok: true; discountCents: number; lineIds: number[]; freeShipping: boolean }
  | { ok: false; key: CouponErrorKey; values?: Record<string, number> };

const fail = (key: CouponErrorKey, values?: Record<string, number>): CouponOutcome =>
  values ? { ok: false, key, values } : { ok: false, key };

const allows = (list: number[] | null, value: number | null) =>
  list === null || (value !== null && list.includes(value));

/** The lines the discount may apply to: by item or category restriction (none: every line). */
function restrictedLines(campaign: CouponCampaign, lines: CouponLine[]): CouponLine[] {
  const { itemIds, categoryIds } = campaign;
  if (itemIds === null && categoryIds === null) return lines;
  return lines.filter(
    (line) =>
      (itemIds?.includes(line.itemId) ?? false) || line.categoryIds.some((id) => categoryIds?.includes(id) ?? false),
  );
}

/** Who may redeem: activation, validity, usage limits and the customer restrictions. */
function checkBuyer({ campaign, usedCount, buyer, now }: CouponCheck): CouponOutcome | null {
  if (!campaign.active) return fail("couponNotActivated");
  if (campaign.validFrom !== null && campaign.validFrom > now) return fail("couponInvalid");
  if (campaign.validUntil !== null && campaign.validUntil <= now) return fail("couponExpired");
  if (campaign.usageLimitPerCode !== null && usedCount >= campaign.usageLimitPerCode) return fail("couponInvalid");
  if (campaign.usageLimitPerCustomer !== null && buyer.redemptions >= campaign.usageLimitPerCustomer) {
    return fail("couponInvalid");
  }
  if (campaign.customerScope === "existing" && buyer.previousOrders === 0) return fail("couponOnlyExistingCustomers");
  if (campaign.customerScope === "new" && buyer.previousOrders > 0) return fail("couponOnlyNewCustomers");
  if (
    !allows(campaign.customerClassIds, buyer.customerClassId) ||
    !allows(campaign.customerTypeIds, buyer.customerTypeId)
  ) {
    return fail("couponWrongCustomerClass");
  }
  return null;
}

/**
 * Checks a coupon against a cart and answers the discount (positive gross cents, never more
 * than the matching lines are worth) and the lines it applies to, or the reason it does not
 * apply. The minimum order value is compared with the gross item sum of the whole cart.
 */
export function evaluateCoupon(check: CouponCheck): CouponOutcome {
  const refused = checkBuyer(check);
  if (refused) return refused;
  const { campaign, lines } = check;
  if (campaign.promotionItemIds !== null && !lines.some((line) => campaign.promotionItemIds?.includes(line.itemId))) {
    return fail("couponPromotionRequired");
  }
  let matching = restrictedLines(campaign, lines);
  if (matching.length === 0) return fail("couponNoMatchingItem");
  if (campaign.subscriptionRule === "only") {
    matching = matching.filter((line) => line.isSubscription);
    if (matching.length === 0) return fail("couponOnlySubscription");
  } else if (campaign.subscriptionRule === "exclude") {
    matching = matching.filter((line) => !line.isSubscription);
    if (matching.length === 0) return fail("couponNotForSubscription");
  }
  if (campaign.excludeSpecialOffers) {
    matching = matching.filter((line) => !line.isSpecialOffer);
    if (matching.length === 0) return fail("couponNotForSpecialOffers");
  }
  const itemSum = lines.reduce((sum, line) => sum + line.grossCents, 0);
  const minimum = campaign.minOrderValueCents;
  if (minimum !== null && itemSum < minimum) return fail("couponMinOrderValueNotReached", { min: minimum });
  const matchingSum = matching.reduce((sum, line) => sum + line.grossCents, 0);
  const discountCents = discountOf(campaign, matchingSum);
  if (discountCents === 0 && !campaign.freeShipping) return fail("couponNoOpenAmount");
  return { ok: true, discountCents, lineIds: matching.map((line) => line.id), freeShipping: campaign.freeShipping };
}

/** Percent: rounded half up to the cent; fixed: its value, at most what the lines are worth. */
export function discountOf(campaign: Pick<CouponCampaign, "discountType" | "percentBp" | "valueCents">, cents: number) {
  if (campaign.discountType === "percent") {
    return Math.min(cents, Math.floor((2 * cents * (campaign.percentBp ?? 0) + 10_000) / 20_000));
  }
  return Math.min(cents, campaign.valueCents ?? 0);
}
