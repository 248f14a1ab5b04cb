import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { discountOf, evaluateCoupon, type CouponCampaign, type CouponCheck, type CouponLine } from "./coupon-rules.ts";

const NOW = new Date("2026-11-22T10:00:00Z");

function campaign(overrides: Partial<CouponCampaign> = {}): CouponCampaign {
  return {
    id: 1,
    name: "Test",
    active: true,
    discountType: "percent",
    percentBp: 1000,
    valueCents: null,
    freeShipping: false,
    validFrom: null,
    validUntil: null,
    minOrderValueCents: null,
    usageLimitPerCode: null,
    usageLimitPerCustomer: null,
    customerScope: "all",
    customerClassIds: null,
    customerTypeIds: null,
    subscriptionRule: "any",
    excludeSpecialOffers: false,
    itemIds: null,
    categoryIds: null,
    promotionItemIds: null,
    createdAt: NOW,
    ...overrides,
  };
}

const line = (id: number, grossCents: number, more: Partial<CouponLine> = {}): CouponLine => ({
  id,
  itemId: id * 10,
  categoryIds: [],
  grossCents,
  isSpecialOffer: false,
  isSubscription: false,
  ...more,
});

function check(overrides: Partial<CouponCheck> = {}): CouponCheck {
  return {
    campaign: campaign(),
    usedCount: 0,
    lines: [line(1, 5000), line(2, 2000)],
    buyer: { previousOrders: 0, redemptions: 0, customerClassId: null, customerTypeId: null },
    now: NOW,
    ...overrides,
  };
}

const refusal = (input: CouponCheck) => {
  const outcome = evaluateCoupon(input);
  return outcome.ok ? "ok" : outcome.key;
};

describe("coupon rules", () => {
  it("takes a percentage of the matching lines, rounded half up", () => {
    expect(evaluateCoupon(check())).toEqual({ ok: true, discountCents: 700, lineIds: [1, 2], freeShipping: false });
    expect(discountOf({ discountType: "percent", percentBp: 1000, valueCents: null }, 5)).toBe(1);
    expect(discountOf({ discountType: "percent", percentBp: 1000, valueCents: null }, 4)).toBe(0);
  });

  it("takes a fixed value, at most what the matching lines are worth", () => {
    const fixed = campaign({ discountType: "fixed", percentBp: null, valueCents: 500 });
    expect(evaluateCoupon(check({ campaign: fixed }))).toMatchObject({ ok: true, discountCents: 500 });
    const big = campaign({ discountType: "fixed", percentBp: null, valueCents: 100_000 });
    expect(evaluateCoupon(check({ campaign: big }))).toMatchObject({ ok: true, discountCents: 7000 });
  });

  it("refuses inactive, not yet valid, expired and used-up coupons", () => {
    expect(refusal(check({ campaign: campaign({ active: false }) }))).toBe("couponNotActivated");
    expect(refusal(check({ campaign: campaign({ validFrom: new Date("2026-12-01") }) }))).toBe("couponInvalid");
    expect(refusal(check({ campaign: campaign({ validUntil: NOW }) }))).toBe("couponExpired");
    expect(refusal(check({ campaign: campaign({ validUntil: new Date("2026-11-23") }) }))).toBe("ok");
    expect(refusal(check({ campaign: campaign({ usageLimitPerCode: 3 }), usedCount: 3 }))).toBe("couponInvalid");
    expect(refusal(check({ campaign: campaign({ usageLimitPerCode: 3 }), usedCount: 2 }))).toBe("ok");
    const perCustomer = campaign({ usageLimitPerCustomer: 1 });
    const buyer = { previousOrders: 0, redemptions: 1, customerClassId: null, customerTypeId: null };
    expect(refusal(check({ campaign: perCustomer, buyer }))).toBe("couponInvalid");
  });

  it("tells new from existing customers by their previous orders", () => {
    const returning = { previousOrders: 2, redemptions: 0, customerClassId: null, customerTypeId: null };
    expect(refusal(check({ campaign: campaign({ customerScope: "new" }) }))).toBe("ok");
    expect(refusal(check({ campaign: campaign({ customerScope: "new" }), buyer: returning }))).toBe(
      "couponOnlyNewCustomers",
    );
    expect(refusal(check({ campaign: campaign({ customerScope: "existing" }) }))).toBe("couponOnlyExistingCustomers");
    expect(refusal(check({ campaign: campaign({ customerScope: "existing" }), buyer: returning }))).toBe("ok");
  });

  it("refuses a class or type restriction to buyers without that class or type", () => {
    expect(refusal(check({ campaign: campaign({ customerClassIds: [3] }) }))).toBe("couponWrongCustomerClass");
    expect(refusal(check({ campaign: campaign({ customerTypeIds: [1] }) }))).toBe("couponWrongCustomerClass");
    const classed = { previousOrders: 0, redemptions: 0, customerClassId: 3, customerTypeId: 1 };
    expect(
      refusal(check({ campaign: campaign({ customerClassIds: [3], customerTypeIds: [1] }), buyer: classed })),
    ).toBe("ok");
  });

  it("applies only to matching items or categories", () => {
    const byItem = evaluateCoupon(check({ campaign: campaign({ itemIds: [20] }) }));
    expect(byItem).toEqual({ ok: true, discountCents: 200, lineIds: [2], freeShipping: false });
    const lines = [line(1, 5000, { categoryIds: [13] }), line(2, 2000, { categoryIds: [14] })];
    expect(evaluateCoupon(check({ lines, campaign: campaign({ categoryIds: [13] }) }))).toMatchObject({
      lineIds: [1],
      discountCents: 500,
    });
    expect(refusal(check({ campaign: campaign({ itemIds: [99] }) }))).toBe("couponNoMatchingItem");
    expect(refusal(check({ lines: [] }))).toBe("couponNoMatchingItem");
  });

  it("needs a promotional item when the campaign names some", () => {
    expect(refusal(check({ campaign: campaign({ promotionItemIds: [99] }) }))).toBe("couponPromotionRequired");
    expect(refusal(check({ campaign: campaign({ promotionItemIds: [10] }) }))).toBe("ok");
  });

  it("applies the subscription rules to the items' subscription flag", () => {
    const subscribed = [line(1, 5000, { isSubscription: true }), line(2, 2000)];
    expect(refusal(check({ campaign: campaign({ subscriptionRule: "only" }) }))).toBe("couponOnlySubscription");
    expect(
      evaluateCoupon(check({ lines: subscribed, campaign: campaign({ subscriptionRule: "only" }) })),
    ).toMatchObject({ lineIds: [1] });
    expect(
      evaluateCoupon(check({ lines: subscribed, campaign: campaign({ subscriptionRule: "exclude" }) })),
    ).toMatchObject({ lineIds: [2] });
    const allSubscribed = [line(1, 5000, { isSubscription: true })];
    expect(refusal(check({ lines: allSubscribed, campaign: campaign({ subscriptionRule: "exclude" }) }))).toBe(
      "couponNotForSubscription",
    );
  });

  it("leaves special offers out when the campaign says so", () => {
    const lines = [line(1, 5000, { isSpecialOffer: true }), line(2, 2000)];
    expect(evaluateCoupon(check({ lines, campaign: campaign({ excludeSpecialOffers: true }) }))).toMatchObject({
      lineIds: [2],
      discountCents: 200,
    });
    expect(
      refusal(check({ lines: [lines[0] as CouponLine], campaign: campaign({ excludeSpecialOffers: true }) })),
    ).toBe("couponNotForSpecialOffers");
  });

  it("needs the minimum order value of the whole cart's items", () => {
    expect(evaluateCoupon(check({ campaign: campaign({ minOrderValueCents: 7001 }) }))).toEqual({
      ok: false,
      key: "couponMinOrderValueNotReached",
      values: { min: 7001 },
    });
    expect(refusal(check({ campaign: campaign({ minOrderValueCents: 7000 }) }))).toBe("ok");
  });

  it("refuses a coupon that takes nothing off, unless it gives free shipping", () => {
    const zero = campaign({ discountType: "fixed", percentBp: null, valueCents: 0 });
    expect(refusal(check({ campaign: zero }))).toBe("couponNoOpenAmount");
    expect(evaluateCoupon(check({ campaign: { ...zero, freeShipping: true } }))).toEqual({
      ok: true,
      discountCents: 0,
      lineIds: [1, 2],
      freeShipping: true,
    });
  });

  it("never discounts more than the matching lines are worth, nor less than nothing", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.oneof(
          fc.record({ discountType: fc.constant("percent" as const), percentBp: fc.integer({ min: 0, max: 10_000 }) }),
          fc.record({
            discountType: fc.constant("fixed" as const),
            valueCents: fc.integer({ min: 0, max: 50_000_000 }),
          }),
        ),
        (amounts, value) => {
          const lines = amounts.map((cents, index) => line(index + 1, cents));
          const outcome = evaluateCoupon(check({ lines, campaign: campaign({ percentBp: null, ...value }) }));
          if (!outcome.ok) {
            expect(outcome.key).toBe("couponNoOpenAmount");
            return;
          }
          const sum = amounts.reduce((a, b) => a + b, 0);
          expect(outcome.discountCents).toBeGreaterThan(0);
          expect(outcome.discountCents).toBeLessThanOrEqual(sum);
        },
      ),
    );
  });
});
