import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { variationPrices, variations } from "#server/modules/catalog/item.table.ts";
import { carts } from "#server/modules/cart/cart.table.ts";
import type { Cart } from "#server/modules/cart/cart-view.ts";
import { addCartCatalog } from "./cart-fixture.ts";
import { describeDatabases } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";

type Failure = { status: number; key: string | undefined; message: string | undefined; basket: Cart | undefined };

async function failure(visitor: ShopClient, operation: string, payload: unknown): Promise<Failure> {
  const answer = await visitor.callRaw(operation, payload);
  const events = answer.body.events as { afterBasketChanged?: { basket: Cart } } | undefined;
  return {
    status: answer.status,
    key: answer.body.error?.key,
    message: answer.body.error?.message,
    basket: events?.afterBasketChanged?.basket,
  };
}

const lineOf = (cart: Cart | undefined | null, variationId: number) =>
  cart?.items.find((item) => item.variationId === variationId);

describeDatabases("cart", (shop) => {
  it("answers an empty cart with every field to a new visitor", async () => {
    const visitor = shop().client();
    const answer = await visitor.call("getCart", undefined, { method: "GET" });
    expect(answer.status).toBe(200);
    const zero = { value: 0, currency: "EUR", formatted: "0,00\u00a0€" };
    expect(answer.body.data).toEqual({
      id: null,
      items: [],
      basketAmount: zero,
      basketAmountNet: zero,
      itemSum: zero,
      itemSumNet: zero,
      shippingAmount: zero,
      shippingAmountNet: zero,
      shippingAvailable: true,
      basketRebate: zero,
      couponDiscount: zero,
      couponShippingSaving: zero,
      couponCode: null,
      couponLineIds: [],
      totalVats: [],
      shippingCountryId: 1,
      shopCountryId: 1,
      currency: "EUR",
      customerInvoiceAddressId: null,
      customerShippingAddressId: null,
      maxDeliveryDays: 0,
      itemQuantity: 0,
    });
  });

  it("adds, raises the same line, prices graduated and per VAT rate, and reports add events", async () => {
    await addCartCatalog(shop().db);
    const visitor = shop().client();
    const first = await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
    expect(first.status).toBe(200);
    expect(first.body.events?.addToCart).toEqual([
      { cartItemId: lineOf(first.body.data, 9101)?.id, variationId: 9101, quantity: 1 },
    ]);
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
    const answer = await visitor.call("doAddCartItem", { productId: 9102, quantity: 1 });
    const cart = answer.body.data;
    expect(cart?.items.map((item) => [item.variationId, item.quantity])).toEqual([
      [9101, 2],
      [9102, 1],
    ]);
    expect(lineOf(cart, 9101)).toMatchObject({
      price: { value: 1190, formatted: "11,90\u00a0€" },
      priceNet: { value: 1000 },
      amount: { value: 2380 },
      vatValue: 19,
      variation: { id: 9101, itemId: 9001, urlPath: "tisch-probe_9001_9101", minimumOrderQuantity: 1 },
      basketItemOrderParams: [],
    });
    // Shipping (DHL Paket, Germany, up to 2 kg: 4,90 €) is split 23,80 : 10,70 over the rates:
    // 3,38 at 19 % and 1,52 at 7 %, so the basket's VAT includes the shipping's.
    expect(cart).toMatchObject({
      itemSum: { value: 3450, formatted: "34,50\u00a0€" },
      itemSumNet: { value: 3000 },
      shippingAmount: { value: 490 },
      shippingAmountNet: { value: 284 + 142 },
      basketAmount: { value: 3940 },
      basketAmountNet: { value: 2284 + 1142 },
      totalVats: [
        { vatValue: 19, vatAmount: { value: 434 } },
        { vatValue: 7, vatAmount: { value: 80 } },
      ],
      itemQuantity: 3,
      maxDeliveryDays: 3,
    });
    const tenth = await visitor.call("setCartItemQuantity", {
      productId: 9101,
      quantity: 10,
      cartItemId: lineOf(cart, 9101)?.id,
    });
    expect(lineOf(tenth.body.data, 9101)).toMatchObject({ quantity: 10, price: { value: 990 } });
    expect(tenth.body.events?.addToCart).toEqual([
      { cartItemId: lineOf(cart, 9101)?.id, variationId: 9101, quantity: 8 },
    ]);
    const english = await shop().client({ locale: "en" }).call("getCart", undefined, { method: "GET" });
    expect(english.body.data?.items).toEqual([]);
  });

  it("caps a quantity above the stock with the reachedMaximumQuantity warning, then refuses more", async () => {
    await addCartCatalog(shop().db);
    const visitor = shop().client({ locale: "en" });
    const capped = await visitor.call("doAddCartItem", { productId: 9102, quantity: 5 });
    expect(capped.status).toBe(200);
    expect(lineOf(capped.body.data, 9102)?.quantity).toBe(3);
    expect(capped.body.events?.reachedMaximumQuantity).toEqual([
      {
        cartItemId: lineOf(capped.body.data, 9102)?.id,
        variationId: 9102,
        quantity: 3,
        stock: 3,
        message: "Only 3 in stock: the quantity has been set to the maximum available.",
      },
    ]);
    const more = await failure(visitor, "doAddCartItem", { productId: 9102, quantity: 1 });
    expect(more).toMatchObject({
      status: 409,
      key: "basketNotEnoughStock",
      message: "Not enough in stock. Available: 3.",
    });
    expect(lineOf(more.basket, 9102)?.quantity).toBe(3);
  });

  it("keeps minimum, interval and maximum order quantities", async () => {
    await addCartCatalog(shop().db);
    const visitor = shop().client({ locale: "en" });
    expect(await failure(visitor, "doAddCartItem", { productId: 9104, quantity: 1 })).toMatchObject({
      status: 400,
      key: "basketMinVariationQuantity",
      message: "The minimum order quantity of this item is 2.",
    });
    const rounded = await visitor.call("doAddCartItem", { productId: 9104, quantity: 3 });
    expect(lineOf(rounded.body.data, 9104)?.quantity).toBe(4);
    expect(rounded.body.data?.maxDeliveryDays).toBeGreaterThanOrEqual(1);
    const tooMany = await failure(visitor, "doAddCartItem", { productId: 9101, quantity: 21 });
    expect(tooMany).toMatchObject({ status: 409, key: "basketMaxVariationQuantity" });
    expect(tooMany.basket?.items.map((item) => item.variationId)).toEqual([9104]);
    const lineId = lineOf(rounded.body.data, 9104)?.id;
    expect(
      await failure(visitor, "setCartItemQuantity", { productId: 9104, quantity: 1, cartItemId: lineId }),
    ).toMatchObject({ status: 400, key: "basketMinVariationQuantity" });
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
    const cart = await visitor.call("getCart", undefined, { method: "GET" });
    expect(
      await failure(visitor, "setCartItemQuantity", {
        productId: 9101,
        quantity: 21,
        cartItemId: lineOf(cart.body.data, 9101)?.id,
      }),
    ).toMatchObject({ status: 409, key: "basketOrderExceedsMaxQuantity" });
  });

  it("refuses unknown, inactive, unsalable and set variations with their keys and answers the cart", async () => {
    await addCartCatalog(shop().db);
    const visitor = shop().client();
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
    const cases: [number, number, string][] = [
      [424242, 404, "variationNotFound"],
      [9103, 404, "variationNotFound"],
      [9108, 409, "basketItemNotAdded"],
      [9105, 409, "basketItemSetMismatch"],
      [9110, 401, "unauthorized"],
    ];
    for (const [productId, status, key] of cases) {
      const result = await failure(visitor, "doAddCartItem", { productId, quantity: 1 });
      expect(result).toMatchObject({ status, key });
      expect(result.basket?.items.map((item) => [item.variationId, item.quantity])).toEqual([[9101, 1]]);
    }
    // A newcomer whose add is refused gets no cart (and no cart token).
    const newcomer = shop().client();
    expect((await failure(newcomer, "doAddCartItem", { productId: 9105, quantity: 1 })).basket?.id).toBeNull();
    expect(await shop().db.$count(carts)).toBe(1);
  });

  it("removes lines and empties the cart with remove events", async () => {
    await addCartCatalog(shop().db);
    const visitor = shop().client({ locale: "en" });
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 2 });
    const added = await visitor.call("doAddCartItem", { productId: 9102, quantity: 1 });
    const line = lineOf(added.body.data, 9101);
    const removed = await visitor.call("deleteCartItem", { cartItemId: line?.id });
    expect(removed.body.events?.removeFromCart).toEqual([{ cartItemId: line?.id, variationId: 9101, quantity: 2 }]);
    expect(removed.body.data?.items.map((item) => item.variationId)).toEqual([9102]);
    expect(await failure(visitor, "deleteCartItem", { cartItemId: line?.id })).toMatchObject({
      status: 404,
      key: "basketItemNotRemoved",
      message: "The item could not be removed.",
    });
    // Someone else's line is not found either.
    const other = shop().client();
    expect((await failure(other, "deleteCartItem", { cartItemId: lineOf(added.body.data, 9102)?.id })).key).toBe(
      "basketItemNotRemoved",
    );
    const emptied = await visitor.call("deleteCart", {});
    expect(emptied.body.data?.items).toEqual([]);
    expect(emptied.body.events?.removeFromCart).toHaveLength(1);
  });

  it("reads prices and availability afresh and drops lines that can no longer be bought", async () => {
    const { db } = shop();
    await addCartCatalog(db);
    const visitor = shop().client();
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
    await visitor.call("doAddCartItem", { productId: 9102, quantity: 1 });
    await db.update(variationPrices).set({ amountCents: 1290 }).where(eq(variationPrices.variationId, 9101));
    await db.update(variations).set({ active: false }).where(eq(variations.id, 9102));
    const cart = await visitor.call("getCart", undefined, { method: "GET" });
    expect(cart.body.data?.items.map((item) => [item.variationId, item.price.value])).toEqual([[9101, 1290]]);
    expect(cart.body.events?.basketItemsRemoved).toMatchObject({ cartItemIds: [expect.any(Number)] });
    const again = await visitor.call("getCart", undefined, { method: "GET" });
    expect(again.body.events).toBeUndefined();
  });
});
