import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { variationPrices, variations } from "#server/modules/catalog/item.table.ts";
import { properties, propertySelectionValues } from "#server/modules/catalog/property.table.ts";
import type { Cart } from "#server/modules/cart/cart-view.ts";
import { orderItems } from "#server/modules/order/order.table.ts";
import type { OrderAgainAnswer } from "#server/operations/order-again.ts";
import type { PlacedOrderAnswer } from "#server/operations/order.ts";
import { orderAgainAction } from "~/features/account/order-again-action.server.ts";
import { expectError } from "./checkout-fixture.ts";
import { FormBrowser } from "./form-browser.ts";
import { addOrderCatalog, completeCheckout, readSession } from "./order-fixture.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";

const PASSWORD = "secret-pass-1";
const ENGRAVED = [
  { propertyId: 9201, value: "Für Anna" },
  { propertyId: 9202, value: "9302" },
];

async function customer(shop: Shop, email: string): Promise<ShopClient> {
  const client = shop.client({ locale: "en" });
  const registered = await client.call("doRegisterUser", { email, password: PASSWORD, repeatPassword: PASSWORD });
  expect(registered.status).toBe(200);
  return client;
}

/** Anna's order: two of 9101, one engraved 9107 (Colour Blue) and two of 9102 (3 in stock). */
async function placeOrder(shop: Shop, buyer: ShopClient): Promise<PlacedOrderAnswer> {
  await buyer.call("doAddCartItems", [
    { productId: 9101, quantity: 2 },
    { productId: 9107, quantity: 1, basketItemOrderParams: ENGRAVED },
    { productId: 9102, quantity: 2 },
  ]);
  await completeCheckout(shop, buyer);
  const answer = await buyer.call("doPlaceOrder", { termsAccepted: true });
  if (!answer.body.data) throw new Error(`placing failed: ${answer.text}`);
  return answer.body.data;
}

async function orderAgain(client: ShopClient, orderId: number): Promise<OrderAgainAnswer> {
  const answer = await client.call("getOrderAgain", { orderId }, { method: "GET" });
  expect(answer.status).toBe(200);
  return answer.body.data as OrderAgainAnswer;
}

describeDatabases("order again", (shop) => {
  it("answers the order's lines with today's price, changed lines first, and their answers go back into the cart", async () => {
    await addOrderCatalog(shop());
    const anna = await customer(shop(), "anna@example.com");
    const placed = await placeOrder(shop(), anna);
    // 9102, the order's last line, costs more now.
    await shop()
      .db.update(variationPrices)
      .set({ amountCents: 1290 })
      .where(and(eq(variationPrices.variationId, 9102), eq(variationPrices.minimumQuantity, 1)));

    const again = await orderAgain(anna, placed.orderId);
    expect(again.orderNumber).toBe(placed.orderNumber);
    expect(again.lines.map((line) => [line.variationId, line.changed, line.problem])).toEqual([
      [9102, true, null],
      [9101, false, null],
      [9107, false, null],
    ]);
    const [changed, , cushion] = again.lines;
    expect(changed).toMatchObject({ quantity: 2, originalPrice: { value: 1070 }, currentPrice: { value: 1290 } });
    expect(cushion!.currentPrice?.value).toBe(cushion!.originalPrice.value);
    expect(cushion!.orderParams).toEqual(ENGRAVED);
    expect(cushion!.properties.map((property) => property.displayValue)).toEqual(["Für Anna", "Blue"]);

    // The client adds the lines as answered, in one call.
    await anna.call("deleteCart");
    const added = await anna.call(
      "doAddCartItems",
      again.lines.map((line) => ({
        productId: line.variationId,
        quantity: 1,
        basketItemOrderParams: line.orderParams,
      })),
    );
    expect(added.status).toBe(200);
    const cart = added.body.data as Cart;
    expect(cart.items.find((item) => item.variationId === 9107)?.basketItemOrderParams.map((p) => p.value)).toEqual([
      "Für Anna",
      "9302",
    ]);
  });

  it("names what stops a line: gone from sale, a removed selection value, a new required property, a file answer", async () => {
    await addOrderCatalog(shop());
    const anna = await customer(shop(), "anna-problems@example.com");
    const placed = await placeOrder(shop(), anna);
    await shop().db.update(variations).set({ salable: false }).where(eq(variations.id, 9102));
    await shop().db.delete(propertySelectionValues).where(eq(propertySelectionValues.id, 9302));

    let lines = (await orderAgain(anna, placed.orderId)).lines;
    expect(lines[0]).toMatchObject({
      variationId: 9102,
      changed: true,
      currentPrice: null,
      problem: "This item is no longer available.",
    });
    expect(lines.find((line) => line.variationId === 9107)?.problem).toBe('The value for "Colour" is not valid.');

    await shop()
      .db.insert(propertySelectionValues)
      .values({ id: 9302, propertyId: 9202, names: { de: "Blau", en: "Blue" } });
    await shop().db.update(properties).set({ isRequired: true }).where(eq(properties.id, 9203));
    lines = (await orderAgain(anna, placed.orderId)).lines;
    expect(lines.find((line) => line.variationId === 9107)?.problem).toBe('Please fill in "Count".');

    // An uploaded file belongs to the order it was sent with: upload again on the product page.
    await shop().db.update(properties).set({ isRequired: false }).where(eq(properties.id, 9203));
    const [cushion] = await shop()
      .db.select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, placed.orderId), eq(orderItems.variationId, 9107)));
    await shop()
      .db.update(orderItems)
      .set({
        properties: [
          ...cushion!.properties,
          {
            propertyId: 9205,
            name: "Design",
            type: "file",
            value: "c".repeat(32),
            displayValue: "Entwurf.png",
            fileUrl: null,
            surchargeCents: 0,
            surchargeNetCents: 0,
            hasTax: true,
            isAdditionalCosts: false,
          },
        ],
      })
      .where(eq(orderItems.id, cushion!.id));
    lines = (await orderAgain(anna, placed.orderId)).lines;
    expect(lines.find((line) => line.variationId === 9107)?.problem).toBe(
      'Please upload the file for "Design" again on the product page.',
    );
  });

  it("refuses another customer's order, a guest's and visitors, with nothing revealed", async () => {
    await addOrderCatalog(shop());
    const anna = await customer(shop(), "anna-own@example.com");
    const annas = await placeOrder(shop(), anna);
    const ben = await customer(shop(), "ben@example.com");
    for (const orderId of [annas.orderId, annas.orderId + 1000]) {
      expectError(await ben.call("getOrderAgain", { orderId }, { method: "GET" }), 404, "orderNotFound");
    }
    expectError(
      await shop().client().call("getOrderAgain", { orderId: annas.orderId }, { method: "GET" }),
      401,
      "unauthorized",
    );
    for (const input of [{}, { orderId: 0 }, { orderId: "1" }, { orderId: annas.orderId, customerId: 1 }]) {
      expect((await anna.callRaw("getOrderAgain", input)).status).toBe(400);
    }
  });

  it("without JavaScript: the chosen lines go to the cart, stock caps a quantity with a notice, bad choices change nothing", async () => {
    await addOrderCatalog(shop());
    const anna = await customer(shop(), "anna-nojs@example.com");
    const placed = await placeOrder(shop(), anna);
    const session = await readSession(shop(), anna);
    const browser = new FormBrowser(shop(), session!, "en");
    const lines = (await orderAgain(anna, placed.orderId)).lines;
    const id = (variationId: number) => String(lines.find((line) => line.variationId === variationId)!.orderItemId);
    const path = `/en/my-account/my-orders/${placed.orderId}/order-again`;
    const post = (fields: Record<string, string | string[]>) =>
      browser.post((context, request) => orderAgainAction(context, request, placed.orderId), path, fields);
    const cartLines = async () =>
      ((await anna.call("getCart")).body.data as Cart).items.map((item) => [item.variationId, item.quantity]);

    // Nothing chosen, then a bad quantity: refused, the cart stays empty.
    expect(await post({})).toMatchObject({
      status: 400,
      body: { status: "error", error: { "": ["orderAgainNothingChosen"] } },
    });
    const badQuantity = await post({ line: id(9101), [`quantity-${id(9101)}`]: "1.5" });
    expect(badQuantity).toMatchObject({
      status: 400,
      body: { error: { [`quantity-${id(9101)}`]: ["validation.wholeNumber"] } },
    });
    // The refused form comes back as sent, to refill it without JavaScript.
    expect(badQuantity.body).toMatchObject({ initialValue: { line: id(9101), [`quantity-${id(9101)}`]: "1.5" } });
    expect(await cartLines()).toEqual([]);

    // Two lines chosen; 9102 had 3 in stock and 2 went into the order: 1 is left, 3 are asked for.
    const added = await post({
      line: [id(9101), id(9102)],
      [`quantity-${id(9101)}`]: "3",
      [`quantity-${id(9102)}`]: "3",
    });
    expect(added).toMatchObject({ status: 302, location: "/en/cart" });
    expect(browser.flashes.at(-1)).toEqual({ type: "positive", key: "cart.orderAgainCapped" });
    expect((await cartLines()).sort()).toEqual([
      [9101, 3],
      [9102, 1],
    ]);

    // Another customer's order: the page's 404, not an answer.
    const ben = await customer(shop(), "ben-nojs@example.com");
    const bens = new FormBrowser(shop(), (await readSession(shop(), ben))!, "en");
    await expect(
      bens.post((context, request) => orderAgainAction(context, request, placed.orderId), path, { line: id(9101) }),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});
