import { describe, expect, it } from "vitest";
import { applePayAvailable, offeredPaymentMethods } from "./offered-payment-methods.ts";

const METHODS = [
  { id: 6002, key: "creditcardComponents" },
  { id: 6003, key: "paypal" },
  { id: 6004, key: "applepay" },
  { id: 2, key: "invoice" },
];

describe("Apple Pay in the checkout", () => {
  it("is available only where ApplePaySession says the device can pay", () => {
    expect(applePayAvailable({ ApplePaySession: { canMakePayments: () => true } })).toBe(true);
    expect(applePayAvailable({ ApplePaySession: { canMakePayments: () => false } })).toBe(false);
    // Chrome, Firefox, the server: no ApplePaySession at all.
    expect(applePayAvailable({})).toBe(false);
    expect(applePayAvailable(undefined)).toBe(false);
  });

  it("counts Safari's refusal on an insecure page as not available", () => {
    const insecure = {
      ApplePaySession: {
        canMakePayments: () => {
          throw new DOMException(
            "Trying to start an Apple Pay session from an insecure document.",
            "InvalidAccessError",
          );
        },
      },
    };
    expect(applePayAvailable(insecure)).toBe(false);
  });

  it("leaves Apple Pay out of the offered methods unless available, keeping the order of the rest", () => {
    expect(offeredPaymentMethods(METHODS, false).map((method) => method.id)).toEqual([6002, 6003, 2]);
    expect(offeredPaymentMethods(METHODS, true).map((method) => method.id)).toEqual([6002, 6003, 6004, 2]);
  });
});
