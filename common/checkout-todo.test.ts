import { describe, expect, it } from "vitest";
import { checkoutTodos } from "./checkout-todo.ts";

const complete = {
  billingAddressId: 1,
  email: "a@example.com",
  paymentMethodId: 6001,
  shippingAddressId: 2,
  shippingProfileId: 3,
};

describe("checkout to-do list", () => {
  it("names everything missing in the spec's order", () => {
    expect(
      checkoutTodos({
        billingAddressId: null,
        email: null,
        paymentMethodId: null,
        shippingAddressId: null,
        shippingProfileId: null,
        termsAccepted: false,
        editingAddress: true,
      }),
    ).toEqual([
      "addBillingAddress",
      "addEmail",
      "choosePaymentMethod",
      "addShippingAddress",
      "chooseShippingMethod",
      "acceptTerms",
      "saveAddress",
    ]);
  });

  it("is empty when everything is there", () => {
    expect(checkoutTodos(complete)).toEqual([]);
    expect(checkoutTodos({ ...complete, termsAccepted: true, editingAddress: false })).toEqual([]);
  });

  it("names each missing piece on its own", () => {
    expect(checkoutTodos({ ...complete, email: "" })).toEqual(["addEmail"]);
    expect(checkoutTodos({ ...complete, shippingProfileId: null })).toEqual(["chooseShippingMethod"]);
    expect(checkoutTodos({ ...complete, termsAccepted: false })).toEqual(["acceptTerms"]);
    expect(checkoutTodos({ ...complete, editingAddress: true })).toEqual(["saveAddress"]);
  });
});
