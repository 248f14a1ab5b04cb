import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { variations } from "#server/modules/catalog/item.table.ts";
import { findCart, listLines } from "#server/modules/cart/cart-store.ts";
import { priceCart } from "#server/modules/cart/cart-totals.ts";
import type { Cart } from "#server/modules/cart/cart-view.ts";
import { vatRates } from "#server/modules/tax/tax.table.ts";
import { addCartCatalog } from "./cart-fixture.ts";
import { describeDatabases } from "./harness.ts";

/** What every priced cart must satisfy, whatever the country. */
function expectConsistent(cart: Cart | undefined) {
  if (!cart) throw new Error("no cart answered");
  const vat = cart.totalVats.reduce((sum, rate) => sum + rate.vatAmount.value, 0);
  expect(cart.basketAmountNet.value + vat).toBe(cart.basketAmount.value);
  expect(cart.basketAmount.value).toBe(cart.itemSum.value + cart.shippingAmount.value + cart.couponDiscount.value);
  expect(cart.itemSum.value).toBe(cart.items.reduce((sum, item) => sum + item.amount.value, 0));
}

describeDatabases("cart totals by delivery country", (shop) => {
  it("prices Germany by default with its shipping, and Austria at Austrian VAT after setShippingCountry", async () => {
    await addCartCatalog(shop().db);
    const visitor = shop().client({ locale: "en" });
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
    const german = (await visitor.call("doAddCartItem", { productId: 9102, quantity: 1 })).body.data;
    expect(german).toMatchObject({ shippingCountryId: 1, itemSum: { value: 2260 }, shippingAmount: { value: 490 } });
    expectConsistent(german);

    const answer = await visitor.call("setShippingCountry", { countryId: 2 });
    expect(answer.status).toBe(200);
    const austrian = answer.body.data;
    // Gross prices stay; 9,90 € shipping splits 11,90 : 10,70 into 5,21 at 20 % and 4,69 at 10 %.
    expect(austrian).toMatchObject({
      shippingCountryId: 2,
      itemSum: { value: 2260 },
      shippingAmount: { value: 990 },
      basketAmount: { value: 3250 },
      basketAmountNet: { value: 1426 + 1399 },
      totalVats: [
        { vatValue: 20, vatAmount: { value: 285 } },
        { vatValue: 10, vatAmount: { value: 140 } },
      ],
      maxDeliveryDays: 4,
    });
    expect(austrian?.items.map((item) => [item.vatValue, item.price.value])).toEqual([
      [20, 1190],
      [10, 1070],
    ]);
    expectConsistent(austrian);
    const again = await visitor.call("getCart", undefined, { method: "GET" });
    expect(again.body.data?.shippingCountryId).toBe(2);
  });

  it("sells exports at the German net price without VAT", async () => {
    await addCartCatalog(shop().db);
    const visitor = shop().client();
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
    await visitor.call("doAddCartItem", { productId: 9102, quantity: 1 });
    const swiss = (await visitor.call("setShippingCountry", { countryId: 3 })).body.data;
    expect(swiss?.items.map((item) => [item.vatValue, item.price.value])).toEqual([
      [0, 1000],
      [0, 1000],
    ]);
    expect(swiss?.basketAmountNet.value).toBe(swiss?.basketAmount.value);
    expect(swiss?.totalVats.every((rate) => rate.vatAmount.value === 0)).toBe(true);
    expect(swiss?.shippingAmount.value).toBeGreaterThan(0);
    expectConsistent(swiss);
  });

  it("applies reverse charge for a business with a confirmed VAT number of another EU country", async () => {
    await addCartCatalog(shop().db);
    const caller = shop().caller({ session: { cartToken: "a".repeat(32) } });
    await caller.doAddCartItem({ productId: 9101, quantity: 2 });
    const cart = await findCart(shop().db, { sessionToken: "a".repeat(32) });
    const priced = await priceCart(shop().db, cart, cart ? await listLines(shop().db, cart.id) : [], {
      locale: "de",
      now: new Date(),
      choices: {
        countryId: 2,
        buyer: {
          customerId: null,
          email: null,
          previousOrders: 0,
          customerClassId: 1,
          customerTypeId: null,
          validVatNumberCountryIso: "AT",
        },
      },
    });
    expect(priced.taxTreatment).toBe("reverseCharge");
    expect(priced.cart.items[0]).toMatchObject({ vatValue: 0, price: { value: 1000 } });
    expectConsistent(priced.cart);
  });

  it("adds a shipping surcharge (the preferred day) that a free-shipping coupon does not waive", async () => {
    await addCartCatalog(shop().db);
    const caller = shop().caller({ session: { cartToken: "c".repeat(32) } });
    await caller.doAddCartItem({ productId: 9102, quantity: 1 });
    const cart = await findCart(shop().db, { sessionToken: "c".repeat(32) });
    const lines = cart ? await listLines(shop().db, cart.id) : [];
    const price = (couponCode: string | null) =>
      priceCart(shop().db, cart && { ...cart, couponCode }, lines, {
        locale: "de",
        now: new Date(),
        choices: { shippingSurchargeCents: 120 },
      });
    expect((await price(null)).cart.shippingAmount.value).toBe(490 + 120);
    const free = await price("VERSANDFREI");
    expect(free.cart).toMatchObject({ shippingAmount: { value: 120 }, basketAmount: { value: 1070 + 120 } });
    expectConsistent(free.cart);
  });

  it("ships free from the country's threshold", async () => {
    await addCartCatalog(shop().db);
    const visitor = shop().client();
    const cart = (await visitor.call("doAddCartItem", { productId: 9101, quantity: 5 })).body.data;
    expect(cart).toMatchObject({
      itemSum: { value: 5950 },
      shippingAmount: { value: 0 },
      basketAmount: { value: 5950 },
    });
  });

  it("still answers the cart when no method fits, with shipping 0 and an event", async () => {
    await addCartCatalog(shop().db);
    // 2 t per piece: beyond every profile's last weight band.
    await shop().db.update(variations).set({ weightG: 2_000_000 }).where(eq(variations.id, 9101));
    const visitor = shop().client({ locale: "en" });
    const answer = await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.shippingAmount.value).toBe(0);
    expect(answer.body.data?.shippingAvailable).toBe(false);
    expect(answer.body.events?.noShippingMethodsAvailable).toEqual({
      message: "No shipping method is available for this delivery. Please contact the shop provider.",
    });
  });

  it("prices the first method and says so when the chosen one no longer serves the country", async () => {
    await addCartCatalog(shop().db);
    // Profile 3 (DHL Paket International) does not serve Germany.
    const caller = shop().caller({ session: { cartToken: "b".repeat(32), checkout: { shippingProfileId: 3 } } });
    const cart = await caller.doAddCartItem({ productId: 9102, quantity: 1 });
    expect(cart.shippingAmount.value).toBe(490);
    expect(caller.context.events.shippingMethodNotAvailable).toBeDefined();
  });

  it("refuses a country the shop does not deliver to and keeps the old one", async () => {
    await addCartCatalog(shop().db);
    const visitor = shop().client({ locale: "en" });
    await visitor.call("doAddCartItem", { productId: 9102, quantity: 1 });
    for (const countryId of [14, 999]) {
      const refused = await visitor.callRaw("setShippingCountry", { countryId });
      expect(refused.status).toBe(400);
      expect(refused.body.error?.key).toBe("countryNotFound");
    }
    const bad = await visitor.callRaw("setShippingCountry", { countryId: "2" });
    expect(bad.status).toBe(400);
    expect((await visitor.call("getCart", undefined, { method: "GET" })).body.data?.shippingCountryId).toBe(1);
  });

  it("answers shippingCalculationFailed, not a 500, when a rate is missing", async () => {
    await addCartCatalog(shop().db);
    const visitor = shop().client();
    await visitor.call("doAddCartItem", { productId: 9102, quantity: 1 });
    await visitor.call("setShippingCountry", { countryId: 2 });
    await shop()
      .db.delete(vatRates)
      .where(and(eq(vatRates.countryId, 2), eq(vatRates.vatClass, "reduced")));
    const answer = await visitor.callRaw("getCart", undefined, { method: "GET" });
    expect(answer.status).toBe(409);
    expect(answer.body.error?.key).toBe("shippingCalculationFailed");
  });
});
