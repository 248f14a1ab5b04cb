import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { couponCampaigns, couponCodes } from "#server/modules/coupon/coupon.table.ts";
import { customers } from "#server/modules/customer/customer.table.ts";
import type { Database } from "#server/db/client.ts";
import type { Cart } from "#server/modules/cart/cart-view.ts";
import { addCartCatalog } from "./cart-fixture.ts";
import { registerCustomer } from "./checkout-fixture.ts";
import { describeDatabases } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";

const WRONG_CLASS = "The coupon could not be redeemed. It is not valid for your customer class or type.";

/** 11,90 € and 10,70 € in the cart: 22,60 €. */
async function fillCart(visitor: ShopClient): Promise<ShopClient> {
  await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
  await visitor.call("doAddCartItem", { productId: 9102, quantity: 1 });
  return visitor;
}

async function applyCoupon(visitor: ShopClient, couponCode: string) {
  const answer = await visitor.callRaw("doAddCoupon", { couponCode });
  return {
    status: answer.status,
    key: answer.body.error?.key,
    message: answer.body.error?.message,
    discount: (answer.body.data as Cart | undefined)?.couponDiscount.value,
  };
}

async function setSegment(
  db: Database,
  email: string,
  segment: { customerClassId?: number | null; customerTypeId?: number },
) {
  await db.update(customers).set(segment).where(eq(customers.emailNormalized, email));
}

async function addCampaign(
  db: Database,
  code: string,
  restriction: { customerClassIds?: number[]; customerTypeIds?: number[] },
) {
  const [campaign] = await db
    .insert(couponCampaigns)
    .values({ name: code, discountType: "fixed", valueCents: 100, ...restriction })
    .returning({ id: couponCampaigns.id });
  await db.insert(couponCodes).values({ campaignId: campaign?.id ?? 0, code });
}

describeDatabases("coupons by customer class and type", (shop) => {
  it("gives HAENDLER20 to a reseller and refuses it to a consumer, changing nothing", async () => {
    await addCartCatalog(shop().db);
    const reseller = await fillCart(shop().client({ locale: "en" }));
    await registerCustomer(reseller, "haendler@example.com");
    await setSegment(shop().db, "haendler@example.com", { customerClassId: 2 });
    // 20 % of 22,60 €.
    expect(await applyCoupon(reseller, "haendler20")).toMatchObject({ status: 200, discount: -452 });

    const consumer = await fillCart(shop().client({ locale: "en" }));
    await registerCustomer(consumer, "endkunde@example.com");
    expect(await applyCoupon(consumer, "HAENDLER20")).toMatchObject({
      status: 409,
      key: "couponWrongCustomerClass",
      message: WRONG_CLASS,
    });
    const cart = await consumer.call("getCart", undefined, { method: "GET" });
    expect(cart.body.data?.couponCode).toBeNull();
  });

  it("takes the coupon away when the customer leaves the class", async () => {
    await addCartCatalog(shop().db);
    const reseller = await fillCart(shop().client({ locale: "de" }));
    await registerCustomer(reseller, "wechsel@example.com");
    await setSegment(shop().db, "wechsel@example.com", { customerClassId: 2 });
    expect(await applyCoupon(reseller, "HAENDLER20")).toMatchObject({ status: 200 });
    await setSegment(shop().db, "wechsel@example.com", { customerClassId: 3 });
    const answer = await reseller.call("getCart", undefined, { method: "GET" });
    expect(answer.body.data?.couponCode).toBeNull();
    expect(answer.body.events?.couponRemoved).toMatchObject({
      couponCode: "HAENDLER20",
      key: "couponWrongCustomerClass",
    });
  });

  it("counts visitors and guests in the default class, without a type", async () => {
    await addCartCatalog(shop().db);
    await addCampaign(shop().db, "ENDKUNDE1", { customerClassIds: [1] });
    await addCampaign(shop().db, "PRIVAT1", { customerTypeIds: [1] });
    const visitor = await fillCart(shop().client({ locale: "en" }));
    expect(await applyCoupon(visitor, "HAENDLER20")).toMatchObject({ key: "couponWrongCustomerClass" });
    expect(await applyCoupon(visitor, "PRIVAT1")).toMatchObject({ key: "couponWrongCustomerClass" });
    expect(await applyCoupon(visitor, "ENDKUNDE1")).toMatchObject({ status: 200, discount: -100 });

    const guest = await fillCart(shop().client({ locale: "en" }));
    expect((await guest.call("doLoginAsGuest", { email: "gast@example.com" })).status).toBe(200);
    expect(await applyCoupon(guest, "HAENDLER20")).toMatchObject({ key: "couponWrongCustomerClass" });
    expect(await applyCoupon(guest, "PRIVAT1")).toMatchObject({ key: "couponWrongCustomerClass" });
    expect(await applyCoupon(guest, "ENDKUNDE1")).toMatchObject({ status: 200 });
  });

  it("restricts by type: private customers by default, business ones when the operator says so", async () => {
    await addCartCatalog(shop().db);
    await addCampaign(shop().db, "PRIVAT1", { customerTypeIds: [1] });
    await addCampaign(shop().db, "FIRMA1", { customerTypeIds: [2] });
    const customer = await fillCart(shop().client({ locale: "en" }));
    await registerCustomer(customer, "firma@example.com");
    expect(await applyCoupon(customer, "FIRMA1")).toMatchObject({ key: "couponWrongCustomerClass" });
    expect(await applyCoupon(customer, "PRIVAT1")).toMatchObject({ status: 200 });
    await setSegment(shop().db, "firma@example.com", { customerTypeId: 2 });
    expect(await applyCoupon(customer, "PRIVAT1")).toMatchObject({ key: "couponWrongCustomerClass" });
    expect(await applyCoupon(customer, "FIRMA1")).toMatchObject({ status: 200 });
  });
});
