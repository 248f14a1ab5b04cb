import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { couponCampaigns, couponCodes, couponRedemptions } from "#server/modules/coupon/coupon.table.ts";
import { orderItems, orders } from "#server/modules/order/order.table.ts";
import { stock } from "#server/modules/stock/stock.table.ts";
import { addOrderCatalog, completeCheckout, patchSession, readSession } from "./order-fixture.ts";
import { describeDatabases } from "./harness.ts";

async function campaign(db: Database, code: string, limits: Partial<typeof couponCampaigns.$inferInsert> = {}) {
  const [row] = await db
    .insert(couponCampaigns)
    .values({ name: code, discountType: "percent", percentBp: 1000, ...limits })
    .returning();
  if (!row) throw new Error("campaign not written");
  await db.insert(couponCodes).values({ campaignId: row.id, code });
}

const usedCount = async (db: Database, code: string) =>
  (await db.select().from(couponCodes).where(eq(couponCodes.code, code)))[0]?.usedCount;

describeDatabases("orders with coupons and DHL preferred delivery", (shop) => {
  it("redeems the cart's coupon once per order, lists it as a coupon line and empties the cart", async () => {
    await addOrderCatalog(shop());
    await campaign(shop().db, "ZEHN");
    const buyer = shop().client({ locale: "en" });
    await buyer.call("doAddCartItem", { productId: 9101, quantity: 2 });
    expect((await buyer.call("doAddCoupon", { couponCode: " zehn " })).status).toBe(200);
    await completeCheckout(shop(), buyer, { email: "Zehn@Example.com" });
    const first = await buyer.call("doPlaceOrder", { termsAccepted: true });
    expect(first.status).toBe(200);
    // A retried click answers the same order and redeems nothing more.
    const again = await buyer.call("doPlaceOrder", { termsAccepted: true });
    expect(again.body.data?.orderId).toBe(first.body.data?.orderId);

    const [order] = await shop().db.select().from(orders);
    expect(order).toMatchObject({ couponCode: "ZEHN", couponValueCents: -238, itemSumGrossCents: 2380 });
    const lines = await shop().db.select().from(orderItems).where(eq(orderItems.typeId, 4));
    expect(lines.map((line) => [line.name, line.unitGrossCents])).toEqual([["ZEHN", -238]]);
    const redemptions = await shop().db.select().from(couponRedemptions);
    expect(redemptions).toHaveLength(1);
    expect(redemptions[0]).toMatchObject({ orderId: order?.id, email: "zehn@example.com", discountCents: 238 });
    expect(await usedCount(shop().db, "ZEHN")).toBe(1);
    expect((await buyer.call("getCart")).body.data).toMatchObject({ items: [], couponCode: null });
  });

  it("lets concurrent orders never overrun a code's usage limit; the losers are refused", async () => {
    await addOrderCatalog(shop());
    await campaign(shop().db, "ZWEIMAL", { usageLimitPerCode: 2 });
    const buyers = Array.from({ length: 8 }, (_, index) => shop().client({ locale: "en", ip: `10.4.0.${index + 1}` }));
    for (const [index, buyer] of buyers.entries()) {
      await buyer.call("doAddCartItem", { productId: 9101, quantity: 1 });
      expect((await buyer.call("doAddCoupon", { couponCode: "ZWEIMAL" })).status).toBe(200);
      await completeCheckout(shop(), buyer, { email: `racer${index}@example.com` });
    }
    const answers = await Promise.all(buyers.map((buyer) => buyer.call("doPlaceOrder", { termsAccepted: true })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(6);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      // Refused at the redemption (couponInvalid), or earlier, when the cart was read after the
      // winners had used the code up and it was taken out of the cart (basketChanged): which one
      // depends on when each request read its cart.
      expect(["couponInvalid", "basketChanged"]).toContain(answer.body.error?.key);
    }
    // The refused orders left nothing behind: no order, no redemption, no reserved stock.
    expect(await shop().db.select().from(orders)).toHaveLength(2);
    expect(await shop().db.select().from(couponRedemptions)).toHaveLength(2);
    expect(await usedCount(shop().db, "ZWEIMAL")).toBe(2);
    const [level] = await shop().db.select().from(stock).where(eq(stock.variationId, 9101));
    expect(level?.reserved).toBe(2);
  });

  it("asks to look at the cart again when its coupon was used up since it was applied", async () => {
    await addOrderCatalog(shop());
    await campaign(shop().db, "EINMAL", { usageLimitPerCode: 1 });
    const [first, second] = [shop().client({ ip: "10.5.0.1" }), shop().client({ ip: "10.5.0.2" })];
    for (const [index, buyer] of [first, second].entries()) {
      await buyer.call("doAddCartItem", { productId: 9101, quantity: 1 });
      await buyer.call("doAddCoupon", { couponCode: "EINMAL" });
      await completeCheckout(shop(), buyer, { email: `einmal${index}@example.com` });
    }
    expect((await first.call("doPlaceOrder", { termsAccepted: true })).status).toBe(200);
    const late = await second.call("doPlaceOrder", { termsAccepted: true });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ key: "basketChanged" });
    expect(await shop().db.select().from(orders)).toHaveLength(1);
    expect((await second.call("getCart")).body.data).toMatchObject({ couponCode: null });
  });

  it("stores a valid preferred day with its charge on the order and clears it from the checkout", async () => {
    await addOrderCatalog(shop());
    const buyer = shop().client({ locale: "en" });
    await buyer.call("doAddCartItem", { productId: 9101, quantity: 1 });
    await completeCheckout(shop(), buyer, { email: "tag@example.com" });
    const options = (await buyer.call("getPreferredDeliveryOptions")).body.data as { days: { date: string }[] };
    const day = options.days[1]?.date;
    const chosen = await buyer.call("setPreferredDelivery", {
      preferredDayChosen: true,
      preferredDay: day,
      dropOff: "neighbour",
      neighbourName: "Max Nachbar",
      neighbourAddress: "Hauptstraße 7",
    });
    expect(chosen.status).toBe(200);
    const cart = (await buyer.call("getCart")).body.data as { shippingAmount: { value: number } };
    expect((await buyer.call("doPlaceOrder", { termsAccepted: true })).status).toBe(200);

    const [order] = await shop().db.select().from(orders);
    expect(order?.preferredDelivery).toEqual({
      preferredDay: day,
      dropOff: { kind: "neighbour", name: "Max Nachbar", address: "Hauptstraße 7" },
      chargeCents: 120,
    });
    expect(order?.shippingGrossCents).toBe(cart.shippingAmount.value);
    const session = await readSession(shop(), buyer);
    expect(session?.checkout).toEqual({ email: "tag@example.com" });
  });

  it("refuses a preferred day that has passed with a clear error and writes nothing", async () => {
    await addOrderCatalog(shop());
    const buyer = shop().client({ locale: "en" });
    await buyer.call("doAddCartItem", { productId: 9101, quantity: 1 });
    await completeCheckout(shop(), buyer, { email: "alt@example.com" });
    await patchSession(shop(), buyer, (data) => ({
      checkout: { ...data.checkout, preferredDelivery: { preferredDay: "2020-01-02" } },
    }));
    const answer = await buyer.call("doPlaceOrder", { termsAccepted: true });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({
      key: "preferredDayNotAvailable",
      message: "This preferred day is no longer available. Please choose another day.",
    });
    expect(await shop().db.select().from(orders)).toEqual([]);
    const [level] = await shop().db.select().from(stock).where(eq(stock.variationId, 9101));
    expect(level?.reserved).toBe(0);
  });

  it("refuses a preferred day once the delivery address is a Packstation", async () => {
    await addOrderCatalog(shop());
    const buyer = shop().client({ locale: "en" });
    await buyer.call("doAddCartItem", { productId: 9101, quantity: 1 });
    await completeCheckout(shop(), buyer, { email: "pack@example.com" });
    const options = (await buyer.call("getPreferredDeliveryOptions")).body.data as { days: { date: string }[] };
    await buyer.call("setPreferredDelivery", { preferredDayChosen: true, preferredDay: options.days[0]?.date });
    await completeCheckout(shop(), buyer, {
      shipping: { streetName: "Packstation", houseNumber: "101", postNumber: "12345678" },
    });
    const answer = await buyer.call("doPlaceOrder", { termsAccepted: true });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ key: "preferredDeliveryNotAvailable" });
    expect(await shop().db.select().from(orders)).toEqual([]);
  });
});
