import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { seedCoupons } from "#server/demo/commerce/coupons.ts";
import { couponCampaigns, couponCodes } from "#server/modules/coupon/coupon.table.ts";
import type { Cart } from "#server/modules/cart/cart-view.ts";
import { addCartCatalog } from "./cart-fixture.ts";
import { describeDatabases } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";

async function refusal(visitor: ShopClient, couponCode: unknown) {
  const answer = await visitor.callRaw("doAddCoupon", { couponCode });
  return { status: answer.status, key: answer.body.error?.key, message: answer.body.error?.message, answer };
}

/** A visitor with 11,90 € (19 %) and 10,70 € (7 %) in the cart. */
async function visitorWithCart(shop: () => { client: (o?: { locale?: string }) => ShopClient }, locale = "en") {
  const visitor = shop().client({ locale });
  await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
  await visitor.call("doAddCartItem", { productId: 9102, quantity: 1 });
  return visitor;
}

function expectConsistent(cart: Cart | undefined) {
  if (!cart) throw new Error("no cart answered");
  const vat = cart.totalVats.reduce((sum, rate) => sum + rate.vatAmount.value, 0);
  expect(cart.basketAmountNet.value + vat).toBe(cart.basketAmount.value);
  expect(cart.basketAmount.value).toBe(cart.itemSum.value + cart.shippingAmount.value + cart.couponDiscount.value);
}

describeDatabases("coupons", (shop) => {
  it("applies a percentage coupon whatever the case and spaces, reducing VAT per rate", async () => {
    await addCartCatalog(shop().db);
    const visitor = await visitorWithCart(shop);
    const answer = await visitor.call("doAddCoupon", { couponCode: "  willkommen10 " });
    expect(answer.status).toBe(200);
    const cart = answer.body.data;
    // 10 % of 22,60 = 2,26: 1,19 at 19 % and 1,07 at 7 %.
    expect(cart).toMatchObject({
      couponCode: "WILLKOMMEN10",
      couponDiscount: { value: -226 },
      itemSum: { value: 2260 },
      basketAmount: { value: 2260 - 226 + 490 },
    });
    expectConsistent(cart);
    const reread = await visitor.call("getCart", undefined, { method: "GET" });
    expect(reread.body.data?.couponCode).toBe("WILLKOMMEN10");
  });

  it("gives free shipping and fixed values", async () => {
    await addCartCatalog(shop().db);
    const visitor = await visitorWithCart(shop);
    const free = (await visitor.call("doAddCoupon", { couponCode: "VERSANDFREI" })).body.data;
    expect(free).toMatchObject({
      shippingAmount: { value: 0 },
      couponDiscount: { value: 0, formatted: "€0.00" },
      // What the coupon saves: the waived price of the method (DHL Paket up to 2 kg).
      couponShippingSaving: { value: 490, formatted: "€4.90" },
      basketAmount: { value: 2260 },
    });
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 3 });
    const fixed = (await visitor.call("doAddCoupon", { couponCode: "5euro" })).body.data;
    expect(fixed).toMatchObject({ couponCode: "5EURO", couponDiscount: { value: -500 }, shippingAmount: { value: 0 } });
    expectConsistent(fixed);
  });

  it("answers each refusal with its own key and text, changing nothing", async () => {
    await addCartCatalog(shop().db);
    const visitor = await visitorWithCart(shop);
    expect(await refusal(visitor, "")).toMatchObject({ status: 400 });
    expect((await refusal(visitor, "   ")).answer.body.error?.fields).toEqual({
      couponCode: "Coupon code must be provided.",
    });
    expect(await refusal(visitor, "NOPE")).toMatchObject({
      status: 409,
      key: "couponInvalid",
      message: "The coupon could not be redeemed. The code is invalid or has already been used.",
    });
    expect(await refusal(visitor, "SOMMER2025")).toMatchObject({ key: "couponExpired" });
    expect(await refusal(visitor, "TREUE15")).toMatchObject({ key: "couponOnlyExistingCustomers" });
    expect(await refusal(visitor, "5EURO")).toMatchObject({
      key: "couponMinOrderValueNotReached",
      message: "The coupon could not be redeemed. The minimum order value of €50.00 is not reached.",
    });
    const cart = await visitor.call("getCart", undefined, { method: "GET" });
    expect(cart.body.data?.couponCode).toBeNull();
    const german = await refusal(shop().client({ locale: "de" }), "NOPE");
    expect(german.message).toBe(
      "Der Gutschein konnte nicht eingelöst werden. Der Code ist ungültig oder wurde bereits verwendet.",
    );
  });

  it("refuses a coupon for an empty cart, and one whose items do not match", async () => {
    await addCartCatalog(shop().db);
    expect(await refusal(shop().client(), "WILLKOMMEN10")).toMatchObject({ key: "couponNoMatchingItem" });
    const [campaign] = await shop()
      .db.insert(couponCampaigns)
      .values({ name: "Tische", discountType: "percent", percentBp: 5000, categoryIds: [13] })
      .returning();
    await shop()
      .db.insert(couponCodes)
      .values({ campaignId: campaign?.id ?? 0, code: "TISCHE50" });
    const visitor = shop().client();
    await visitor.call("doAddCartItem", { productId: 9104, quantity: 2 });
    expect(await refusal(visitor, "TISCHE50")).toMatchObject({ key: "couponNoMatchingItem" });
    // 9102 (item 9002) is in "Tische": half of its 10,70 €.
    const cart = (await visitor.call("doAddCartItem", { productId: 9102, quantity: 1 })).body.data;
    expect(cart?.couponCode).toBeNull();
    const applied = (await visitor.call("doAddCoupon", { couponCode: "tische50" })).body.data;
    expect(applied?.couponDiscount.value).toBe(-535);
    expectConsistent(applied);
  });

  it("removes the coupon on reading when the minimum order value is no longer met", async () => {
    await addCartCatalog(shop().db);
    const visitor = shop().client({ locale: "en" });
    const added = (await visitor.call("doAddCartItem", { productId: 9101, quantity: 5 })).body.data;
    await visitor.call("doAddCoupon", { couponCode: "5EURO" });
    const lowered = await visitor.call("setCartItemQuantity", {
      productId: 9101,
      quantity: 1,
      cartItemId: added?.items[0]?.id,
    });
    expect(lowered.body.data).toMatchObject({ couponCode: null, couponDiscount: { value: 0 } });
    expect(lowered.body.events?.couponRemoved).toEqual({
      couponCode: "5EURO",
      key: "couponMinOrderValueNotReached",
      message:
        "The coupon 5EURO has been removed from your cart. The coupon could not be redeemed. The minimum order value of €50.00 is not reached.",
    });
    const again = await visitor.call("getCart", undefined, { method: "GET" });
    expect(again.body.events?.couponRemoved).toBeUndefined();
  });

  it("removes the coupon when no matching item remains", async () => {
    await addCartCatalog(shop().db);
    const visitor = await visitorWithCart(shop);
    await visitor.call("doAddCoupon", { couponCode: "WILLKOMMEN10" });
    const emptied = await visitor.call("deleteCart", undefined);
    expect(emptied.body.events?.couponRemoved).toMatchObject({ key: "couponNoMatchingItem" });
    expect(emptied.body.data?.couponCode).toBeNull();
  });

  it("removes a coupon on request and says so when there is none", async () => {
    await addCartCatalog(shop().db);
    const visitor = await visitorWithCart(shop);
    await visitor.call("doAddCoupon", { couponCode: "WILLKOMMEN10" });
    const removed = await visitor.call("doRemoveCoupon", {});
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ couponCode: null, couponDiscount: { value: 0 } });
    const again = await visitor.callRaw("doRemoveCoupon", {});
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ key: "couponRemovalFailed", message: "The coupon could not be removed." });
  });

  it("limits coupon attempts per visitor against guessing", async () => {
    await addCartCatalog(shop().db);
    const visitor = await visitorWithCart(shop);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) statuses.push((await refusal(visitor, `GUESS${attempt}`)).status);
    expect(statuses.slice(0, 10).every((status) => status === 409)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await refusal(visitor, "WILLKOMMEN10")).key).toBe("tooManyRequests");
  });

  it("takes a switched-off campaign's code as not activated", async () => {
    await addCartCatalog(shop().db);
    const [code] = await shop().db.select().from(couponCodes).where(eq(couponCodes.code, "VERSANDFREI"));
    await shop()
      .db.update(couponCampaigns)
      .set({ active: false })
      .where(eq(couponCampaigns.id, code?.campaignId ?? 0));
    const visitor = await visitorWithCart(shop);
    expect(await refusal(visitor, "VERSANDFREI")).toMatchObject({ key: "couponNotActivated" });
  });

  it("seeds the demo coupons once, however often the seed runs", async () => {
    await addCartCatalog(shop().db);
    await seedCoupons(shop().db);
    await seedCoupons(shop().db);
    const codes = (await shop().db.select({ code: couponCodes.code }).from(couponCodes)).map((row) => row.code);
    expect(codes.toSorted()).toEqual(["5EURO", "HAENDLER20", "SOMMER2025", "TREUE15", "VERSANDFREI", "WILLKOMMEN10"]);
    expect(await shop().db.select().from(couponCampaigns)).toHaveLength(6);
  });
});
