import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { activityLog } from "#server/modules/activity/activity.table.ts";
import { mailOutbox } from "#server/modules/mail/mail.table.ts";
import { orderShipments, orders } from "#server/modules/order/order.table.ts";
import type { OrderAnswer } from "#server/operations/order.ts";
import { DHL, operator, orderDetail, orderList, placeOrder } from "./back-office-fixture.ts";
import { expectError } from "./checkout-fixture.ts";
import { addOrderCatalog } from "./order-fixture.ts";
import { describeDatabases } from "./harness.ts";

describeDatabases("the back office's orders", (shop) => {
  it("lets staff and owners in, and refuses editors (403), customers and visitors (401)", async () => {
    await addOrderCatalog(shop());
    const { buyer, placed } = await placeOrder(shop(), "ada@example.com");
    const staff = await operator(shop(), "staff", "staff@example.com");
    const owner = await operator(shop(), "owner", "owner@example.com");
    const editor = await operator(shop(), "editor", "editor@example.com");
    expect((await orderList(staff)).total).toBe(1);
    expect((await orderList(owner)).total).toBe(1);
    const ship = { orderId: placed.orderId, parcelServiceId: DHL.id, trackingNumber: "00340434161094042557" };
    for (const [name, input] of [
      ["getAdminOrders", {}],
      ["getAdminOrder", { orderId: placed.orderId }],
      ["doConfirmOrder", { orderId: placed.orderId }],
      ["doShipOrder", ship],
    ] as const) {
      expectError(await editor.call(name, input), 403, "forbidden");
      expectError(await buyer.call(name, input), 401, "editorSessionExpired");
      expectError(await shop().client().call(name, input), 401, "editorSessionExpired");
    }
    // The order's documents download for staff, not for editors.
    await shop().renderDocuments();
    const [document] = (await orderDetail(staff, placed.orderId)).order.documents;
    expect(document?.url).toMatch(/^\/documents\/\d+$/);
    expect((await staff.request(document!.url)).status).toBe(200);
    expect((await editor.request(document!.url)).status).toBe(404);
    // Staff do not get the page editor.
    const session = await staff.call("getEditorSession", {}, { method: "GET" });
    expect(session.body.data).toMatchObject({ editingEnabled: false, operator: { role: "staff" } });
    expectError(await staff.call("setEditorMode", { mode: "preview" }), 403, "forbidden");
    expect(await shop().db.select().from(activityLog)).toEqual([]);
  });

  it("searches by number, name and email, filters by status, payment status and day, sorts and pages", async () => {
    await addOrderCatalog(shop());
    const first = (await placeOrder(shop(), "ada@example.com")).placed;
    const second = (await placeOrder(shop(), "ben.o'brien@example.com")).placed;
    const staff = await operator(shop(), "staff", "staff@example.com");

    const all = await orderList(staff);
    expect(all.orders.map((order) => order.id)).toEqual([second.orderId, first.orderId]);
    expect(all.orders[0]).toMatchObject({
      orderNumber: second.orderNumber,
      email: "ben.o'brien@example.com",
      guest: true,
      statusKey: "open",
      statusName: "Open",
      paymentStatusKey: "unpaid",
    });
    const total = all.orders.reduce((sum, order) => sum + order.totalGross.value, 0);
    expect(all.pageSums).toEqual([expect.objectContaining({ currency: "EUR", value: total })]);
    expect(all.sums).toEqual(all.pageSums);

    expect((await orderList(staff, { query: first.orderNumber })).orders.map((o) => o.id)).toEqual([first.orderId]);
    expect((await orderList(staff, { query: "O'BRIEN" })).orders.map((o) => o.id)).toEqual([second.orderId]);
    // LIKE's wildcards are taken literally.
    expect((await orderList(staff, { query: "%" })).total).toBe(0);
    expect((await orderList(staff, { query: "_" })).total).toBe(0);
    expect((await orderList(staff, { sort: "orderNumber", direction: "asc" })).orders.map((o) => o.id)).toEqual([
      first.orderId,
      second.orderId,
    ]);
    expect((await orderList(staff, { status: "open" })).total).toBe(2);
    expect((await orderList(staff, { status: "shipped" })).total).toBe(0);
    expect((await orderList(staff, { paymentStatus: "fullyPaid" })).total).toBe(0);
    await shop()
      .db.update(orders)
      .set({ createdAt: new Date("2026-01-10T23:30:00Z") })
      .where(eq(orders.id, first.orderId));
    // 23:30 UTC is the 11th in Berlin (the shop's time zone).
    expect((await orderList(staff, { from: "2026-01-11", to: "2026-01-11" })).orders.map((o) => o.id)).toEqual([
      first.orderId,
    ]);
    expect((await orderList(staff, { to: "2026-01-10" })).total).toBe(0);
    expect((await orderList(staff, { page: 2 })).orders).toEqual([]);

    for (const input of [
      { status: "lost" },
      { from: "2026-13-01" },
      { page: 0 },
      { sort: "email" },
      { query: "x".repeat(201) },
      { customerId: 1 },
    ]) {
      expect((await staff.callRaw("getAdminOrders", input)).status, JSON.stringify(input)).toBe(400);
    }
  });

  it("confirms once and ships idempotently: one parcel, one mail and one activity per tracking number", async () => {
    await addOrderCatalog(shop());
    const { buyer, placed } = await placeOrder(shop(), "ada@example.com");
    const staff = await operator(shop(), "staff", "staff@example.com");

    const confirms = await Promise.all([1, 2].map(() => staff.call("doConfirmOrder", { orderId: placed.orderId })));
    expect(confirms.map((answer) => answer.status)).toEqual([200, 200]);
    expect(confirms.map((answer) => (answer.body.data as { changed: boolean }).changed).sort()).toEqual([false, true]);
    expect((await orderList(staff, { status: "inProgress" })).total).toBe(1);

    const ship = { orderId: placed.orderId, parcelServiceId: DHL.id, trackingNumber: "00340434161094042557" };
    const shipped = await Promise.all([1, 2, 3].map(() => staff.call("doShipOrder", ship)));
    expect(shipped.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(shipped.filter((answer) => (answer.body.data as { created: boolean }).created)).toHaveLength(1);

    const parcels = await shop().db.select().from(orderShipments).where(eq(orderShipments.orderId, placed.orderId));
    expect(parcels).toHaveLength(1);
    expect(parcels[0]).toMatchObject({
      parcelServiceName: DHL.name,
      trackingUrl: expect.stringMatching(/^https:\/\//),
    });
    const mails = await shop()
      .db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, "orderShipped"), eq(mailOutbox.recipient, "ada@example.com")));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data).toMatchObject({
      orderNumber: placed.orderNumber,
      trackingNumber: "00340434161094042557",
      orderUrl: expect.stringContaining(`/confirmation/${placed.orderId}/`),
    });

    const detail = await orderDetail(staff, placed.orderId);
    expect(detail).toMatchObject({ statusKey: "shipped", actions: { confirm: false, ship: true } });
    expect(detail.order.statusName).toBe("Shipped");
    expect(detail.order.dates).toEqual([{ typeId: 5, date: parcels[0]!.shippedAt.toISOString() }]);
    expect(detail.activity.map((entry) => [entry.operatorName, entry.text])).toEqual([
      ["Customer", "Order placed (Prepayment)"],
      ["Olga staff", "Confirmed the order"],
      ["Olga staff", `Shipped with ${DHL.name}, tracking number 00340434161094042557`],
    ]);

    // The shopper sees it shipped, with the parcel.
    const seen = (
      await buyer.call("getOrder", { orderId: placed.orderId, accessKey: placed.accessKey }, { method: "GET" })
    ).body.data as OrderAnswer;
    expect(seen.order.statusName).toBe("Shipped");
    if (seen.access === "full") expect(seen.order.shipments).toHaveLength(1);

    // The order's page links the withdrawal function until 30 days after its first parcel left.
    expect(detail.order.withdrawable).toBe(true);
    await shop()
      .db.update(orderShipments)
      .set({ shippedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(orderShipments.orderId, placed.orderId));
    expect((await orderDetail(staff, placed.orderId)).order.withdrawable).toBe(false);

    // A second parcel is another parcel with its own mail; the shipping date stays the first.
    const more = await staff.call("doShipOrder", { ...ship, trackingNumber: "NF-2231" });
    expect(more.body.data).toMatchObject({ created: true });
    const again = await orderDetail(staff, placed.orderId);
    expect(again.order.shipments).toHaveLength(2);
    expect(again.order.dates).toHaveLength(1);

    // The first parcel's delivery note is among the order's documents, once; the customer sees it too.
    await shop().renderDocuments();
    const documentTypes = (await orderDetail(staff, placed.orderId)).order.documents.map((document) => document.type);
    expect(documentTypes.filter((type) => type === "deliveryNote")).toHaveLength(1);
    const mine = (
      await buyer.call("getOrder", { orderId: placed.orderId, accessKey: placed.accessKey }, { method: "GET" })
    ).body.data as OrderAnswer;
    if (mine.access === "full") expect(mine.order.documents.map((document) => document.type)).toContain("deliveryNote");
  });

  it("refuses bad input and a canceled order, changing nothing", async () => {
    await addOrderCatalog(shop());
    const { placed } = await placeOrder(shop(), "ada@example.com");
    const staff = await operator(shop(), "staff", "staff@example.com");
    const ship = { orderId: placed.orderId, parcelServiceId: DHL.id, trackingNumber: "00340434161094042557" };
    for (const input of [
      { ...ship, trackingNumber: "" },
      { ...ship, trackingNumber: "abc" },
      { ...ship, trackingNumber: "<script>alert(1)</script>" },
      { ...ship, trackingNumber: "1".repeat(41) },
      { ...ship, parcelServiceId: "1" },
      { ...ship, orderId: -1 },
    ]) {
      expect((await staff.callRaw("doShipOrder", input)).status, JSON.stringify(input)).toBe(400);
    }
    const unknownCarrier = await staff.call("doShipOrder", { ...ship, parcelServiceId: 999_999 });
    expect(unknownCarrier.status).toBe(400);
    expect(unknownCarrier.body.error).toMatchObject({ key: "invalidData" });
    expectError(await staff.call("doShipOrder", { ...ship, orderId: placed.orderId + 1000 }), 404, "orderNotFound");
    expectError(await staff.call("getAdminOrder", { orderId: placed.orderId + 1000 }), 404, "orderNotFound");

    await shop().db.update(orders).set({ status: "canceled" }).where(eq(orders.id, placed.orderId));
    expectError(await staff.call("doShipOrder", ship), 409, "orderCanceled");
    expectError(await staff.call("doConfirmOrder", { orderId: placed.orderId }), 409, "orderCanceled");
    expect((await orderDetail(staff, placed.orderId)).actions).toEqual({
      confirm: false,
      ship: false,
      cancel: false,
      refund: false,
    });
    expect(await shop().db.select().from(orderShipments)).toEqual([]);
    expect(await shop().db.select().from(activityLog)).toEqual([]);
    expect(await shop().db.select().from(mailOutbox).where(eq(mailOutbox.template, "orderShipped"))).toEqual([]);
  });
});
