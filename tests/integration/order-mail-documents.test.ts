import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import { documents } from "#server/modules/document/document.table.ts";
import { mailOutbox } from "#server/modules/mail/mail.table.ts";
import { createMailTransport, outboxDir, outboxFile } from "#server/modules/mail/mail-transport.ts";
import { sendDueMails } from "#server/modules/mail/mail-worker.ts";
import type { OrderMailData } from "#server/modules/mail/order-data.ts";
import { findOrderById } from "#server/modules/order/order-store.ts";
import type { OrderAnswer, PlacedOrderAnswer } from "#server/operations/order.ts";
import { orders } from "#server/modules/order/order.table.ts";
import { enqueueOrderConfirmation } from "#server/workflows/order-documents.ts";
import { addOrderCatalog, completeCheckout, INVOICE } from "./order-fixture.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";

async function placeOrder(
  shop: Shop,
  visitor: ShopClient,
  options: { paymentMethodId?: number; quantity?: number } = {},
): Promise<PlacedOrderAnswer> {
  await visitor.call("doAddCartItem", { productId: 9101, quantity: options.quantity ?? 2 });
  await completeCheckout(shop, visitor, { email: "visitor@example.com", paymentMethodId: options.paymentMethodId });
  const answer = await visitor.call("doPlaceOrder", { termsAccepted: true });
  expect(answer.status).toBe(200);
  return answer.body.data as PlacedOrderAnswer;
}

const outboxRows = (shop: Shop) => shop.db.select().from(mailOutbox);

describeDatabases("order confirmation mail and documents", (shop) => {
  it("enqueues one confirmation mail per order, in the order's language, even when placed again", async () => {
    await addOrderCatalog(shop());
    const visitor = shop().client({ locale: "en" });
    const placed = await placeOrder(shop(), visitor);
    // A retry of the same click answers the same order and mails nothing new.
    const again = await visitor.call("doPlaceOrder", { termsAccepted: true });
    expect((again.body.data as PlacedOrderAnswer).orderId).toBe(placed.orderId);
    const order = await findOrderById(shop().db, placed.orderId);
    if (!order) throw new Error("the order is missing");
    expect(await enqueueOrderConfirmation(shop(), shop().db, order, placed.accessKey)).toBe(false);

    const rows = await outboxRows(shop());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      recipient: "visitor@example.com",
      locale: "en",
      template: "orderConfirmation",
      reference: `order:${placed.orderId}`,
      status: "pending",
    });
    const data = rows[0]?.data as OrderMailData;
    expect(data).toMatchObject({
      orderId: placed.orderId,
      number: placed.orderNumber,
      locale: "en",
      timeZone: "Europe/Berlin",
      email: "visitor@example.com",
      shipping: { name: "DHL Parcel" },
      payment: {
        paid: false,
        bankDetails: { iban: "DE02120300000000202051", reference: placed.orderNumber },
      },
      addresses: { billing: { lastName: "Mustermann", countryName: "Germany" }, delivery: { city: "Berlin" } },
      totals: { totalGrossCents: order.totalGrossCents, totalNetCents: order.totalNetCents },
      confirmationUrl: `http://localhost:3000/en/confirmation/${placed.orderId}/${placed.accessKey}`,
    });
    expect(data.items).toEqual([expect.objectContaining({ quantity: 2, totalGrossCents: order.itemSumGrossCents })]);
    const vatSum = data.vats.reduce((sum, vat) => sum + vat.netCents + vat.vatCents, 0);
    expect(vatSum).toBe(order.totalGrossCents);
  });

  it("rolls the mail back with an order whose transaction fails after it was enqueued", async () => {
    await addOrderCatalog(shop());
    const visitor = shop().client();
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
    await completeCheckout(shop(), visitor, { email: "visitor@example.com" });
    // A later step of the placing transaction fails (registered after the mail step).
    const off = shop().runtime.services.events.on("orderInserted", () =>
      Promise.reject(new Error("a later step failed")),
    );
    try {
      const failed = await visitor.call("doPlaceOrder", { termsAccepted: true });
      expect(failed.body.error?.key).toBe("orderCreationFailed");
    } finally {
      off();
    }
    expect(await shop().db.select().from(orders)).toEqual([]);
    expect(await outboxRows(shop())).toEqual([]);
    // The same cart placed again now mails once.
    expect((await visitor.call("doPlaceOrder", { termsAccepted: true })).status).toBe(200);
    expect(await outboxRows(shop())).toHaveLength(1);
  });

  it("the worker writes the mail to the outbox folder with the order number", async () => {
    await addOrderCatalog(shop());
    const placed = await placeOrder(shop(), shop().client());
    const { db, config } = shop();
    const transport = createMailTransport({ smtpUrl: undefined, dataDir: config.DATA_DIR });
    const round = await sendDueMails({ db, transport, log: createLogger("silent"), from: config.MAIL_FROM });
    expect(round).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [row] = await outboxRows(shop());
    expect(row).toMatchObject({
      status: "sent",
      subject: `Ihre Bestellung ${placed.orderNumber} bei Nordlicht Home & Tech`,
    });
    const eml = await readFile(outboxFile(outboxDir(config.DATA_DIR), row?.id ?? 0), "utf8");
    expect(eml).toContain("To: visitor@example.com");
    expect(eml).toContain(placed.orderNumber);
  });

  it("stores the documents and lets only who sees the full order download them", async () => {
    await addOrderCatalog(shop());
    const visitor = shop().client();
    const prepaid = await placeOrder(shop(), visitor);
    const invoiced = await placeOrder(shop(), visitor, { paymentMethodId: INVOICE, quantity: 1 });
    expect(await shop().renderDocuments()).toEqual({ rendered: 2, retried: 0, failed: 0 });
    const types = async (orderId: number) =>
      (await shop().db.select().from(documents).where(eq(documents.orderId, orderId))).map((row) => row.type).sort();
    expect(await types(prepaid.orderId)).toEqual(["orderConfirmation"]);
    expect(await types(invoiced.orderId)).toEqual(["invoice", "orderConfirmation"]);

    const key = { orderId: invoiced.orderId, accessKey: invoiced.accessKey };
    const full = (await visitor.call("getOrder", key)).body.data as Extract<OrderAnswer, { access: "full" }>;
    expect(full.order.documents.map((document) => [document.type, document.number])).toEqual([
      ["orderConfirmation", invoiced.orderNumber],
      ["invoice", expect.stringMatching(/^\d{4}-00001$/)],
    ]);
    const url = full.order.documents[1]?.url ?? "";
    expect(url).toMatch(/^\/documents\/\d+$/);
    const download = await visitor.request(url);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");

    // The access key alone shows the limited view: no documents, and no download.
    const stranger = shop().client();
    const limited = (await stranger.call("getOrder", key)).body.data as OrderAnswer;
    expect(limited.access).toBe("limited");
    expect("documents" in limited.order).toBe(false);
    expect((await stranger.request(url)).status).toBe(404);
    expect((await stranger.request(`${url}?accessKey=${encodeURIComponent(invoiced.accessKey)}`)).status).toBe(404);
    // After the soft login the same visitor may.
    expect((await stranger.call("doOrderSoftLogin", { ...key, zipCode: "10115" })).body.data?.access).toBe("full");
    expect((await stranger.request(url)).status).toBe(200);
    expect((await stranger.request("/documents/999999")).status).toBe(404);
  });
});
