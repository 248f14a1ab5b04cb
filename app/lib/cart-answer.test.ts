import { describe, expect, it } from "vitest";
import { basketAfterFailure, cartNotices } from "./cart-answer.ts";

describe("cart answers", () => {
  it("collects the stock warnings and the removed-items notice in reading order", () => {
    const notices = cartNotices({
      addToCart: [{ cartItemId: 1, variationId: 2, quantity: 3 }],
      basketItemsRemoved: { cartItemIds: [4], message: "Some items were removed." },
      basketOversellingWarning: [{ message: "Only 2 in stock: 1 more will be ordered." }],
      reachedMaximumQuantity: [{ message: "Only 3 in stock." }, { message: "" }, {}],
    });
    expect(notices).toEqual([
      "Only 3 in stock.",
      "Only 2 in stock: 1 more will be ordered.",
      "Some items were removed.",
    ]);
    expect(cartNotices(undefined)).toEqual([]);
  });

  it("shows a removed coupon and shipping problems as notices", () => {
    expect(
      cartNotices({
        couponRemoved: { couponCode: "5EURO", key: "couponMinOrderValueNotReached", message: "Coupon 5EURO removed." },
        noShippingMethodsAvailable: { message: "No shipping method." },
        removeFromCart: [{ cartItemId: 1 }],
      }),
    ).toEqual(["Coupon 5EURO removed.", "No shipping method."]);
  });

  it("finds the basket of a failed change, and nothing in anything else", () => {
    const basket = { items: [], itemQuantity: 0 };
    expect(basketAfterFailure({ afterBasketChanged: { basket } })).toBe(basket);
    expect(basketAfterFailure({ afterBasketChanged: { basket: { items: "no" } } })).toBeNull();
    expect(basketAfterFailure({ afterBasketChanged: null })).toBeNull();
    expect(basketAfterFailure(undefined)).toBeNull();
  });
});
