/** The cart page's delivery-country form without JavaScript (intent shippingCountry; browser: form-browser.ts). */
import { expect, it } from "vitest";
import { cartAction } from "~/features/cart/cart-action.server.ts";
import { readyBuyer } from "./form-browser.ts";
import { describeDatabases } from "./harness.ts";

const AUSTRIA = 2;

describeDatabases("the delivery-country form without JavaScript", (shop) => {
  it("changes the cart's delivery country from the cart page's form", async () => {
    const browser = await readyBuyer(shop);
    const changed = await browser.post(cartAction, "/en/cart", { intent: "shippingCountry", shippingCountryId: "2" });
    expect(changed).toMatchObject({ status: 302, location: "/en/cart" });
    expect(browser.flashes).toEqual([{ type: "positive", key: "deliveryCountry.changed" }]);
    expect(browser.session.checkout?.shippingCountryId).toBe(AUSTRIA);
  });

  it("refuses an unknown or missing country with a translated message and keeps the country", async () => {
    const browser = await readyBuyer(shop);
    for (const shippingCountryId of ["99999", "", "Austria"]) {
      const refused = await browser.post(cartAction, "/en/cart", { intent: "shippingCountry", shippingCountryId });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ ok: false, intent: "shippingCountry" });
      expect((refused.body as { message: string }).message.length).toBeGreaterThan(0);
      expect((refused.body as { message: string }).message).not.toContain("errors.");
    }
    expect(browser.flashes).toEqual([]);
    expect(browser.session.checkout?.shippingCountryId).toBe(1);
  });
});
