import { expect, it } from "vitest";
import { allowsMollieComponents, mollieComponentsOrigin } from "./components-csp.ts";

const componentMode = {
  MOLLIE_COMPONENTS: true,
  MOLLIE_PROFILE_ID: "pfl_abc123",
  MOLLIE_API_KEY: "test_x",
  MOLLIE_COMPONENTS_SCRIPT_URL: "https://js.mollie.com/v1/mollie.js",
};

it("allows Mollie's script only on the checkout in component mode with a key and a profile", () => {
  for (const path of ["/checkout", "/de/checkout", "/en/checkout", "/checkout/"]) {
    expect(allowsMollieComponents(componentMode, path)).toBe(true);
  }
  for (const path of ["/", "/cart", "/en/cart", "/checkoutx", "/fr/checkout", "/checkout/evil", "/mollie-payment"]) {
    expect(allowsMollieComponents(componentMode, path)).toBe(false);
  }
  expect(allowsMollieComponents({ ...componentMode, MOLLIE_COMPONENTS: false }, "/checkout")).toBe(false);
  expect(allowsMollieComponents({ ...componentMode, MOLLIE_PROFILE_ID: undefined }, "/checkout")).toBe(false);
  // The sandbox has no Mollie script to talk to.
  expect(allowsMollieComponents({ ...componentMode, MOLLIE_API_KEY: undefined }, "/checkout")).toBe(false);
});

it("allows the origin of the configured script, not its path", () => {
  expect(mollieComponentsOrigin(componentMode)).toBe("https://js.mollie.com");
  expect(mollieComponentsOrigin({ MOLLIE_COMPONENTS_SCRIPT_URL: "http://127.0.0.1:4321/v1/mollie.js" })).toBe(
    "http://127.0.0.1:4321",
  );
});
