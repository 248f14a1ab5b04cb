/**
 * Offers (docs/after-sales.md "Offers"): staff send and withdraw (drafting:
 * offers-drafting.test.ts); the shopper opens the link (its states: open, expired, taken,
 * declined, unauthorised, log in), accepts (one order at the offered prices, however often at
 * once) or declines with a reason the operator reads.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { mailOutbox } from "#server/modules/mail/mail.table.ts";
import { offers } from "#server/modules/offer/offer.table.ts";
import { orders } from "#server/modules/order/order.table.ts";
import { stock } from "#server/modules/stock/stock.table.ts";
import type { AdminOfferList } from "#server/operations/back-office-offers.ts";
import type { OrderAnswer } from "#server/operations/order.ts";
import type { CustomerDataExport } from "#server/workflows/customer-data-export.ts";
import { operator } from "./back-office-fixture.ts";
import { expectError, PASSWORD, registerCustomer } from "./checkout-fixture.ts";
import { describeDatabases } from "./harness.ts";
import { accept, detail, draft, inDays, offerInput, open, send } from "./offers-fixture.ts";
import { addOrderCatalog, PREPAYMENT } from "./order-fixture.ts";

describeDatabases("offers", (shop) => {
  it("staff draft, send and see it opened; the shopper accepts once however often at once", async () => {
    await addOrderCatalog(shop());
    const staff = await operator(shop(), "staff", "staff@example.com");
    const editor = await operator(shop(), "editor", "editor@example.com");
    const shopper = shop().client({ locale: "en" });
    expectError(await editor.call("doCreateOffer", offerInput("ada@example.com") as never), 403, "forbidden");
    expectError(
      await shopper.call("doCreateOffer", offerInput("ada@example.com") as never),
      401,
      "editorSessionExpired",
    );

    const offerId = await draft(staff, "ada@example.com");
    const drafted = await detail(staff, offerId);
    // 2 × 10,00 (the operator's price) + 1 × 10,70 − 2,00 discount, shipping given as 0.
    expect(drafted).toMatchObject({
      statusKey: "draft",
      forCustomer: false,
      actions: { send: true, resend: false, withdraw: true },
      offer: {
        typeId: 7,
        itemCount: 2,
        dates: [{ typeId: 20, date: inDays(14) }],
        note: "Delivered to the second floor.",
        totals: { itemSumGross: { value: 3070 }, couponValue: { value: -200 }, totalGross: { value: 2870 } },
      },
    });
    expect(drafted.offer.orderItems.map((item) => [item.typeId, item.quantity, item.unitPrice.value])).toEqual([
      [1, 2, 1000],
      [1, 1, 1070],
      [6, 1, 0],
    ]);
    expect(drafted.activity.map((entry) => entry.text)).toEqual(["Offer drafted"]);

    // A draft's link opens nothing, even with its key.
    const [row] = await shop().db.select().from(offers).where(eq(offers.id, offerId));
    expect(row!.offerNumber).toMatch(/^AN-\d{4}-\d+$/);

    const key = await send(shop(), staff, offerId);
    // Sent already: a second click sends nothing; 'again' right after neither.
    expect((await staff.call("doSendOffer", { offerId })).body.data).toEqual({ sent: false });
    expect((await staff.call("doResendOffer", { offerId })).body.data).toEqual({ sent: false });

    expect(await open(shopper, offerId, "wrong-key")).toEqual({ state: "unauthorized" });
    expect(await open(shopper, offerId + 1000, key)).toEqual({ state: "unauthorized" });
    const seen = await open(shopper, offerId, key);
    expect(seen).toMatchObject({ state: "open", offer: { offerNumber: row!.offerNumber }, orderPath: null });
    if (!("offer" in seen)) throw new Error("not shown");
    expect(seen.paymentMethods.map((method) => method.key)).not.toContain("applepay");
    expect((await detail(staff, offerId)).openedAt).not.toBeNull();

    expectError(await accept(shopper, offerId, key, { termsAccepted: false }), 400, "orderCheckoutIncomplete");
    expectError(await accept(shopper, offerId, key, { paymentMethodId: 999 }), 400, "paymentMethodNotAvailable");
    expectError(await accept(shopper, offerId, "wrong-key"), 404, "offerNotFound");

    const [stockBefore] = await shop().db.select().from(stock).where(eq(stock.variationId, 9102));
    // Three clicks of one form at once: one order, the same answer to each.
    const form = { submissionKey: randomUUID() };
    const clicks = await Promise.all([1, 2, 3].map(() => accept(shopper, offerId, key, form)));
    for (const click of clicks) expect(click.status, click.text).toBe(200);
    const orderIds = new Set(clicks.map((click) => click.body.data!.orderId));
    expect(orderIds.size).toBe(1);
    const placed = clicks[0]!.body.data!;
    const made = await shop()
      .db.select()
      .from(orders)
      .where(eq(orders.placementKey, `offer:${offerId}`));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      totalGrossCents: 2870,
      couponValueCents: -200,
      shippingGrossCents: 0,
      contactEmail: "ada@example.com",
      customerId: null,
      paymentMethodId: PREPAYMENT,
    });
    const [stockAfter] = await shop().db.select().from(stock).where(eq(stock.variationId, 9102));
    expect(stockAfter!.reserved - stockBefore!.reserved).toBe(1);

    // The accepting session sees its order in full (confirmation page), as after any checkout.
    const order = await shopper.call(
      "getOrder",
      { orderId: placed.orderId, accessKey: placed.accessKey },
      { method: "GET" },
    );
    expect((order.body.data as OrderAnswer).access).toBe("full");
    const confirmations = await shop()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.reference, `order:${placed.orderId}`));
    expect(confirmations).toHaveLength(1);

    // Someone else with the link: taken.
    const other = shop().client({ locale: "en" });
    expect(await open(other, offerId, key)).toMatchObject({ state: "taken", orderPath: null });
    expectError(await accept(other, offerId, key), 409, "offerAlreadyTaken");
    // The accepting shopper from another page view (a new form) too.
    expectError(await accept(shopper, offerId, key), 409, "offerAlreadyTaken");
    expect((await open(shopper, offerId, key)) as { orderPath: string | null }).toMatchObject({
      state: "taken",
      orderPath: expect.stringContaining(`/confirmation/${placed.orderId}/`),
    });
    expect((await detail(staff, offerId)).activity.at(-1)?.text).toBe(`Offer accepted: order ${placed.orderNumber}`);
    expect(await detail(staff, offerId)).toMatchObject({
      statusKey: "accepted",
      order: { id: placed.orderId },
      actions: { send: false, resend: false, withdraw: false },
    });
    expectError(await staff.call("doWithdrawOffer", { offerId }), 409, "offerAlreadyTaken");
    // The order's page in the back office names the offer it came from.
    const adminOrder = await staff.call("getAdminOrder", { orderId: placed.orderId }, { method: "GET" });
    expect(adminOrder.body.data?.offer).toEqual({ id: offerId, offerNumber: row!.offerNumber });
  });

  it("declines with a reason the operator reads; then nothing more can be done", async () => {
    await addOrderCatalog(shop());
    const staff = await operator(shop(), "staff", "staff@example.com");
    const offerId = await draft(staff, "bob@example.com");
    const key = await send(shop(), staff, offerId);
    const shopper = shop().client({ locale: "de" });
    expectError(await shopper.call("doDeclineOffer", { offerId, accessKey: key, reason: "   " }), 400, "invalidData");
    const declined = await shopper.call("doDeclineOffer", { offerId, accessKey: key, reason: "Zu teuer" });
    expect(declined.status, declined.text).toBe(200);
    // The same click again: the same answer.
    expect((await shopper.call("doDeclineOffer", { offerId, accessKey: key, reason: "Zu teuer" })).status).toBe(200);
    const declinedDetail = await detail(staff, offerId);
    expect(declinedDetail).toMatchObject({ statusKey: "declined", declineReason: "Zu teuer" });
    // The history says who did what: the operator drafted and sent, the customer declined.
    expect(declinedDetail.activity.map((entry) => [entry.operatorName, entry.text])).toEqual([
      ["Olga staff", "Offer drafted"],
      ["Olga staff", "Offer sent to bob@example.com"],
      ["Customer", "Offer declined"],
    ]);
    expect(await open(shopper, offerId, key)).toMatchObject({ state: "declined", paymentMethods: [] });
    expectError(await accept(shopper, offerId, key), 409, "offerAlreadyTaken");
    expectError(
      await shopper.call("doDeclineOffer", { offerId, accessKey: key, reason: "Anders" }),
      409,
      "offerAlreadyTaken",
    );
    const list = (await staff.call("getAdminOffers", { status: "declined" }, { method: "GET" })).body
      .data as AdminOfferList;
    expect(list.offers.map((offer) => offer.id)).toEqual([offerId]);
  });

  it("a customer's offer opens only for that customer, logged in; expiry, stock and withdrawal close it", async () => {
    await addOrderCatalog(shop());
    const staff = await operator(shop(), "staff", "staff@example.com");
    const customer = shop().client({ locale: "en" });
    await registerCustomer(customer, "carla@example.com");
    const offerId = await draft(staff, "Carla@Example.com", { lines: [{ variationNumber: "W-2", quantity: 3 }] });
    expect((await detail(staff, offerId)).forCustomer).toBe(true);
    const key = await send(shop(), staff, offerId);

    const stranger = shop().client({ locale: "en" });
    expect(await open(stranger, offerId, key)).toEqual({ state: "loginRequired" });
    expectError(await accept(stranger, offerId, key), 403, "offerLoginRequired");
    const otherCustomer = shop().client({ locale: "en" });
    await registerCustomer(otherCustomer, "dora@example.com");
    expect(await open(otherCustomer, offerId, key)).toEqual({ state: "unauthorized" });
    expect(await open(customer, offerId, key)).toMatchObject({ state: "open" });

    // The stock ran short meanwhile: nothing is placed, the offer stays open.
    await shop().db.update(stock).set({ quantity: 1 }).where(eq(stock.variationId, 9102));
    expectError(await accept(customer, offerId, key), 409, "offerItemOutOfStock");
    expect((await detail(staff, offerId)).statusKey).toBe("open");
    await shop().db.update(stock).set({ quantity: 3 }).where(eq(stock.variationId, 9102));

    // Past its day: expired.
    await shop()
      .db.update(offers)
      .set({ validUntil: inDays(-1) })
      .where(eq(offers.id, offerId));
    expect(await open(customer, offerId, key)).toMatchObject({ state: "expired", paymentMethods: [] });
    expectError(await accept(customer, offerId, key), 409, "offerExpired");
    expect((await detail(staff, offerId)).statusKey).toBe("expired");
    expectError(await staff.call("doResendOffer", { offerId }), 409, "offerExpired");

    await shop()
      .db.update(offers)
      .set({ validUntil: inDays(1) })
      .where(eq(offers.id, offerId));
    // A VAT rate that is no longer the law (changed since drafting): the offer cannot be accepted.
    const [drafted] = await shop().db.select().from(offers).where(eq(offers.id, offerId));
    const stale = drafted!.lines.map((line) => ({ ...line, vatRateBp: 1600 }));
    await shop().db.update(offers).set({ lines: stale }).where(eq(offers.id, offerId));
    expectError(await accept(customer, offerId, key), 409, "offerVatChanged");
    await shop().db.update(offers).set({ lines: drafted!.lines }).where(eq(offers.id, offerId));
    const accepted = await accept(customer, offerId, key);
    expect(accepted.status, accepted.text).toBe(200);
    const [order] = await shop().db.select().from(orders).where(eq(orders.id, accepted.body.data!.orderId));
    expect(order!.customerId).not.toBeNull();
    expect(order!.guestEmail).toBeNull();

    // The account's data export names its offers; deleting the account erases what is not needed.
    const unanswered = await draft(staff, "carla@example.com");
    await send(shop(), staff, unanswered);
    const exported = (await customer.call("getMyData", {}, { method: "GET" })).body.data as CustomerDataExport;
    expect(exported.offers.map((offer) => offer.status).sort()).toEqual(["accepted", "open"]);
    expect((await customer.call("doDeleteAccount", { password: PASSWORD })).status).toBe(200);
    const left = await shop().db.select().from(offers).where(eq(offers.id, offerId));
    expect(left).toEqual([expect.objectContaining({ status: "accepted", email: "" })]);
    expect(await shop().db.select().from(offers).where(eq(offers.id, unanswered))).toEqual([]);

    const withdrawnId = await draft(staff, "erik@example.com");
    const withdrawnKey = await send(shop(), staff, withdrawnId);
    expect((await staff.call("doWithdrawOffer", { offerId: withdrawnId })).body.data).toEqual({ changed: true });
    expect((await staff.call("doWithdrawOffer", { offerId: withdrawnId })).body.data).toEqual({ changed: false });
    expect(await open(stranger, withdrawnId, withdrawnKey)).toEqual({ state: "unauthorized" });
    expectError(await accept(stranger, withdrawnId, withdrawnKey), 404, "offerNotFound");
    expectError(await staff.call("doSendOffer", { offerId: withdrawnId }), 409, "offerNotSendable");
  });
});
