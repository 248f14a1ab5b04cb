/**
 * An add to cart with the shopper's attribute choice (the product page's form, with and
 * without JavaScript): a choice that does not name the variation exactly is refused with
 * 'Please select a valid variation.' and nothing is added.
 */
import { expect, it } from "vitest";
import type { Locale } from "#common/constants.ts";
import { seedCommerce } from "#server/demo/commerce/index.ts";
import { cartItems } from "#server/modules/cart/cart.table.ts";
import { cartAction } from "~/features/cart/cart-action.server.ts";
import { FormBrowser } from "./form-browser.ts";
import { describeDatabases } from "./harness.ts";
import { addProductFixture, FIXTURE } from "./product-fixture.ts";

/** Kissen Probe: colour Sand 97911 / Salbei 97912, size Klein 97921 / Groß 97922; Stickfarbe (97902) is required. */
const SAND = 97911;
const SAGE = 97912;
const SMALL = 97921;
const SILVER_THREAD = { propertyId: 97902, value: "97912" };

const MESSAGE = { de: "Bitte wählen Sie eine gültige Variante.", en: "Please select a valid variation." } as const;

describeDatabases("the shopper's variation choice on add to cart", (shop) => {
  const prepare = async () => {
    await seedCommerce(shop().db);
    await addProductFixture(shop().db);
  };

  it.each(["de", "en"] as const)("refuses an incomplete or other choice through the API (%s)", async (locale) => {
    await prepare();
    const visitor = shop().client({ locale });
    const add = (attributeValueIds: number[]) =>
      visitor.callRaw("doAddCartItem", {
        productId: FIXTURE.sandSmall,
        quantity: 1,
        basketItemOrderParams: [SILVER_THREAD],
        attributeValueIds,
      });
    // No size chosen ('Please choose'), then the values of another variation (Salbei, Klein).
    for (const choice of [[SAND], [SAGE, SMALL], []]) {
      const refused = await add(choice);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ key: "invalidVariation", message: MESSAGE[locale] });
    }
    expect(await shop().db.select().from(cartItems)).toEqual([]);

    // The variation's own values, in any order, add it.
    const added = await add([SMALL, SAND]);
    expect(added.status).toBe(200);
    expect(await shop().db.select({ variationId: cartItems.variationId }).from(cartItems)).toEqual([
      { variationId: FIXTURE.sandSmall },
    ]);
  });

  it.each([
    ["de", "/cart"],
    ["en", "/en/cart"],
  ] as const)(
    "refuses the product page's form without JavaScript when a size is left open (%s)",
    async (locale, path) => {
      await prepare();
      const browser = new FormBrowser(shop(), {}, locale as Locale);
      const fields = {
        intent: "add",
        productId: String(FIXTURE.sandSmall),
        itemId: String(FIXTURE.cushion),
        quantity: "1",
        [`properties[${SILVER_THREAD.propertyId}]`]: SILVER_THREAD.value,
        "attributes[97901]": String(SAND),
      };
      const refused = await browser.post(cartAction, path, { ...fields, "attributes[97902]": "" });
      expect(refused).toMatchObject({ status: 400, body: { ok: false, intent: "add", message: MESSAGE[locale] } });
      expect(await shop().db.select().from(cartItems)).toEqual([]);

      const added = await browser.post(cartAction, path, { ...fields, "attributes[97902]": String(SMALL) });
      expect(added.status).toBe(302);
      expect(await shop().db.select({ variationId: cartItems.variationId }).from(cartItems)).toEqual([
        { variationId: FIXTURE.sandSmall },
      ]);
    },
  );
});
