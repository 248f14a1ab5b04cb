import { describe, expect, test } from "vitest";
import { checkoutFormAnswer } from "./checkout-form-answer.ts";

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
