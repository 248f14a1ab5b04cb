import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { cartItems } from "#server/modules/cart/cart.table.ts";
import type { Cart } from "#server/modules/cart/cart-view.ts";
import { propertyFiles } from "#server/modules/property-file/property-file.table.ts";
import { AppError } from "#server/errors.ts";
import { addCartCatalog } from "./cart-fixture.ts";
import { describeDatabases } from "./harness.ts";

const ENGRAVING = { propertyId: 9201, value: "Für Anna" };

describeDatabases("cart input", (shop) => {
  it("enforces and prices order properties; the same answers in any order share a line", async () => {
    await addCartCatalog(shop().db);
    const visitor = shop().client({ locale: "en" });
    const refused: [unknown[], string, string | undefined][] = [
      [[], "orderPropertyRequired", 'Please fill in "Engraving".'],
      [[{ propertyId: 9201, value: "   " }], "orderPropertyRequired", undefined],
      [[ENGRAVING, { propertyId: 9203, value: "abc" }], "orderPropertyInvalid", 'The value for "Count" is not valid.'],
      [[ENGRAVING, { propertyId: 9204, value: "1.2.3" }], "orderPropertyInvalid", undefined],
      [[ENGRAVING, { propertyId: 9202, value: "9999" }], "orderPropertyInvalid", undefined],
      [[ENGRAVING, { propertyId: 9999, value: "1" }], "orderPropertyNotFound", undefined],
      [[ENGRAVING, ENGRAVING], "orderPropertyNotFound", undefined],
      [[ENGRAVING, { propertyId: 9205, value: "0".repeat(32) }], "propertyFileNotFound", undefined],
    ];
    for (const [params, key, message] of refused) {
      const answer = await visitor.callRaw("doAddCartItem", {
        productId: 9107,
        quantity: 1,
        basketItemOrderParams: params,
      });
      expect(answer.status, key).toBe(400);
      expect(answer.body.error?.key).toBe(key);
      if (message) expect(answer.body.error?.message).toBe(message);
    }
    const chosen = [
      ENGRAVING,
      { propertyId: 9202, value: "9301" },
      { propertyId: 9206, value: "" },
      { propertyId: 9203, value: "3" },
      { propertyId: 9204, value: "2,5" },
    ];
    const added = await visitor.call("doAddCartItem", { productId: 9107, quantity: 1, basketItemOrderParams: chosen });
    expect(added.status).toBe(200);
    const line = added.body.data?.items[0];
    // 20,00 + 2,00 (colour, incl. VAT) + 5,00 plus 19 % VAT (gift wrap) = 27,95.
    expect(line?.price.value).toBe(2795);
    expect(line?.basketItemOrderParams.map((param) => [param.propertyId, param.value, param.price.value])).toEqual([
      [9201, "Für Anna", 0],
      [9202, "9301", 200],
      [9203, "3", 0],
      [9204, "2.5", 0],
      [9206, "", 595],
    ]);
    const again = await visitor.call("doAddCartItem", {
      productId: 9107,
      quantity: 2,
      basketItemOrderParams: chosen.toReversed(),
    });
    expect(again.body.data?.items.map((item) => item.quantity)).toEqual([3]);
    const other = await visitor.call("doAddCartItem", {
      productId: 9107,
      quantity: 1,
      basketItemOrderParams: [{ propertyId: 9201, value: "Für Ben" }],
    });
    expect(other.body.data?.items.map((item) => [item.quantity, item.price.value])).toEqual([
      [3, 2795],
      [1, 2000],
    ]);
  });

  it("takes a file answer only for the uploader's own file of that property, and keeps it", async () => {
    const { db } = shop();
    await addCartCatalog(db);
    const key = "a".repeat(32);
    await db.insert(propertyFiles).values({
      key,
      owner: "owner-1",
      itemId: 9005,
      propertyId: 9205,
      fileName: "design.png",
      contentType: "image/png",
      extension: "png",
      sizeBytes: 10,
    });
    const payload = {
      productId: 9107,
      quantity: 1,
      basketItemOrderParams: [ENGRAVING, { propertyId: 9205, value: key }],
    };
    const stranger = shop().caller({ session: { propertyFileOwner: "owner-2" } });
    await expect(stranger.doAddCartItem(payload)).rejects.toMatchObject({ key: "propertyFileNotFound" });
    const owner = shop().caller({ session: { propertyFileOwner: "owner-1" } });
    const cart = await owner.doAddCartItem(payload);
    expect(cart.items[0]?.basketItemOrderParams.find((param) => param.propertyId === 9205)?.value).toBe(key);
    const [file] = await db.select().from(propertyFiles).where(eq(propertyFiles.key, key));
    expect(file?.attachedAt).toBeInstanceOf(Date);
  });

  it("ignores nothing it does not know: tampered and hostile payloads are 400 and change nothing", async () => {
    await addCartCatalog(shop().db);
    const visitor = shop().client({ locale: "en" });
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
    const payloads: unknown[] = [
      { productId: 9101, quantity: 1, price: 1 },
      { productId: 9101, quantity: 1, basketItemOrderParams: [{ propertyId: 9201, value: "x", price: 0 }] },
      { productId: 9101, quantity: 0 },
      { productId: 9101, quantity: -3 },
      { productId: 9101, quantity: 1.5 },
      { productId: 9101, quantity: "NaN" },
      { productId: 9101, quantity: "1" },
      { productId: 9101, quantity: 1e12 },
      { productId: "9101", quantity: 1 },
      { productId: 9101, quantity: 1, basketItemOrderParams: [{ propertyId: 9201, value: "x".repeat(501) }] },
      {},
    ];
    for (const payload of payloads) {
      const answer = await visitor.callRaw("doAddCartItem", payload);
      expect(answer.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.body.error?.key).toBe("invalidData");
    }
    for (const payload of [
      { productId: 9101, quantity: 1, cartItemId: -1 },
      { cartItemId: 1, quantity: 2 },
    ]) {
      expect((await visitor.callRaw("setCartItemQuantity", payload)).status).toBe(400);
    }
    const cart = await visitor.call("getCart", undefined, { method: "GET" });
    expect(cart.body.data?.items.map((item) => [item.variationId, item.quantity, item.price.value])).toEqual([
      [9101, 1, 1190],
    ]);
  });

  it("adds lists all or nothing and refuses more lines than a cart holds", async () => {
    await addCartCatalog(shop().db);
    const visitor = shop().client({ locale: "en" });
    const both = await visitor.call("doAddCartItems", [
      { productId: 9101, quantity: 2 },
      { productId: 9102, quantity: 1 },
    ]);
    expect(both.body.data?.itemQuantity).toBe(3);
    expect(both.body.events?.addToCart).toHaveLength(2);
    const mixed = await visitor.callRaw("doAddCartItems", [
      { productId: 9101, quantity: 1 },
      { productId: 424242, quantity: 1 },
    ]);
    expect(mixed.status).toBe(404);
    const basket = (mixed.body.events as { afterBasketChanged: { basket: Cart } }).afterBasketChanged.basket;
    expect(basket.itemQuantity).toBe(3);
    const flood = Array.from({ length: 10_000 }, (_, index) => ({ productId: index + 1, quantity: 1 }));
    const full = await visitor.callRaw("doAddCartItems", flood);
    expect(full.status).toBe(409);
    expect(full.body.error).toMatchObject({
      key: "basketMaxItemQuantity",
      message: "Your cart is full (100 items). Remove an item first.",
    });
    expect((await visitor.callRaw("doAddCartItems", [...flood, { productId: 1, quantity: 1 }])).status).toBe(400);
    expect((await visitor.callRaw("doAddCartItems", [])).status).toBe(400);
  });

  it("keeps one line when the same add arrives several times at once", async () => {
    const { db } = shop();
    await addCartCatalog(db);
    const visitor = shop().client();
    await visitor.call("doAddCartItem", { productId: 9104, quantity: 2 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => visitor.call("doAddCartItem", { productId: 9101, quantity: 1 })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await db.select().from(cartItems).where(eq(cartItems.variationId, 9101));
    expect(rows.map((row) => row.quantity)).toEqual([5]);
  });

  it("merges the visitor's cart into the customer's at login and leaves the session an empty cart at logout", async () => {
    await addCartCatalog(shop().db);
    const customer = shop().client();
    const registered = await customer.call("doRegisterUser", {
      email: "cart@example.com",
      password: "secret123",
      repeatPassword: "secret123",
    });
    expect(registered.status).toBe(200);
    await customer.call("doAddCartItem", { productId: 9101, quantity: 2 });
    await customer.call("doLogoutUser", {});
    expect((await customer.call("getCart", undefined, { method: "GET" })).body.data?.items).toEqual([]);
    await customer.call("doAddCartItem", { productId: 9101, quantity: 1 });
    await customer.call("doAddCartItem", { productId: 9102, quantity: 1 });
    const login = await customer.call("doLogin", { email: "cart@example.com", password: "secret123" });
    expect(login.status).toBe(200);
    const merged = await customer.call("getCart", undefined, { method: "GET" });
    expect(merged.body.data?.items.map((item) => [item.variationId, item.quantity])).toEqual([
      [9101, 3],
      [9102, 1],
    ]);
    await customer.call("doLogoutUser", {});
    expect((await customer.call("getCart", undefined, { method: "GET" })).body.data?.items).toEqual([]);
    await customer.call("doLogin", { email: "cart@example.com", password: "secret123" });
    expect((await customer.call("getCart", undefined, { method: "GET" })).body.data?.itemQuantity).toBe(4);
    // A customer may buy what only customers see.
    const outlet = await customer.call("doAddCartItem", { productId: 9110, quantity: 1 });
    expect(outlet.body.data?.itemQuantity).toBe(5);
  });

  it("does not find another visitor's line, and says so in German by default", async () => {
    await addCartCatalog(shop().db);
    const owner = shop().client();
    const cart = await owner.call("doAddCartItem", { productId: 9101, quantity: 1 });
    const cartItemId = cart.body.data?.items[0]?.id ?? 0;
    const stranger = shop().caller();
    await expect(stranger.setCartItemQuantity({ productId: 9101, quantity: 2, cartItemId })).rejects.toSatisfy(
      (error) => error instanceof AppError && error.key === "basketItemNotFound",
    );
    const visitor = shop().client();
    await visitor.call("doAddCartItem", { productId: 9102, quantity: 1 });
    const answer = await visitor.callRaw("setCartItemQuantity", { productId: 9101, quantity: 2, cartItemId });
    expect(answer.status).toBe(404);
    expect(answer.body.error?.message).toBe("Dieser Artikel ist nicht mehr in Ihrem Warenkorb.");
    const stillOne = await owner.call("getCart", undefined, { method: "GET" });
    expect(stillOne.body.data?.items[0]?.quantity).toBe(1);
  });
});
