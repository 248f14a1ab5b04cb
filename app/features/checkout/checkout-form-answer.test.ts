import { describe, expect, test } from "vitest";
import { checkoutFormAnswer, sameAsShippingFromAnswer } from "./checkout-form-answer.ts";

const refusedEmail = {
  ok: false,
  form: "checkout-email",
  error: { key: "invalidData" },
  fields: { email: "validation.email" },
  values: { email: "not-an-email" },
};

describe("checkoutFormAnswer", () => {
  test("the fetcher's own answer wins (with JavaScript)", () => {
    const fetched = { ok: true, intent: "email", form: "checkout-email" };
    expect(checkoutFormAnswer<unknown>("checkout-email", fetched, refusedEmail)).toBe(fetched);
  });

  test("without a fetcher answer, the route's answer to this form (without JavaScript)", () => {
    expect(checkoutFormAnswer("checkout-email", undefined, refusedEmail)).toBe(refusedEmail);
  });

  test("the route's answer to another form is not this form's", () => {
    expect(checkoutFormAnswer("address-2-new", undefined, refusedEmail)).toBeUndefined();
    expect(checkoutFormAnswer("address-1-new", undefined, { ...refusedEmail, form: "address-2-new" })).toBeUndefined();
  });

  test("an answer without a form key belongs to no section", () => {
    const orderRefused = { ok: false, intent: "placeOrder", message: "Bitte…" };
    expect(checkoutFormAnswer<unknown>("checkout-email", undefined, orderRefused)).toBeUndefined();
    expect(checkoutFormAnswer<unknown>("checkout-email", undefined, null)).toBeUndefined();
    expect(checkoutFormAnswer("checkout-email", undefined, undefined)).toBeUndefined();
  });
});

describe("sameAsShippingFromAnswer", () => {
  test("the toggle's answer says what was sent", () => {
    expect(
      sameAsShippingFromAnswer({ ok: true, intent: "sameAsShipping", form: "same-as-shipping", sameAsShipping: false }),
    ).toBe(false);
    expect(
      sameAsShippingFromAnswer({ ok: true, intent: "sameAsShipping", form: "same-as-shipping", sameAsShipping: true }),
    ).toBe(true);
  });

  test("an answer to a billing address form keeps the billing section open", () => {
    // Billing is address type 1 (ADDRESS_TYPE).
    for (const form of ["address-1-new", "address-1-14", "choose-address-1", "delete-address-1"]) {
      expect(sameAsShippingFromAnswer({ ...refusedEmail, form })).toBe(false);
    }
  });

  test("any other answer leaves it to the checkout's addresses", () => {
    for (const form of ["address-2-new", "choose-address-2", "delete-address-2", "checkout-email", "address-11-1"]) {
      expect(sameAsShippingFromAnswer({ ...refusedEmail, form })).toBeNull();
    }
    expect(sameAsShippingFromAnswer({ ok: false, intent: "placeOrder", message: "Bitte…" })).toBeNull();
    expect(sameAsShippingFromAnswer(undefined)).toBeNull();
    expect(sameAsShippingFromAnswer(null)).toBeNull();
  });
});
