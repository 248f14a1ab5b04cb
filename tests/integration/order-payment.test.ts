/**
 * Buying with a provider payment (the sandbox, no MOLLIE_API_KEY): order -> payment of the
 * order's total -> the shopper's choice -> webhook -> the order's payment status. Also the
 * owner checks and the attach operations.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { orders } from "#server/modules/order/order.table.ts";
import { payments } from "#server/modules/payment/payment.table.ts";
import type { PlacedOrderAnswer } from "#server/operations/order.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import { addOrderCatalog, completeCheckout, HOSTED_CARD, PREPAYMENT } from "./order-fixture.ts";

async function placedOrder(
  shop: Shop,
  options: { paymentMethodId?: number; locale?: "de" | "en"; catalogPresent?: boolean } = {},
) {
  if (!options.catalogPresent) await addOrderCatalog(shop);
  const visitor = shop.client({ locale: options.locale ?? "de" });
  await visitor.call("doAddCartItem", { productId: 9101, quantity: 2 });
  await completeCheckout(shop, visitor, {
    email: "buyer@example.com",
    paymentMethodId: options.paymentMethodId ?? HOSTED_CARD,
  });
  const answer = await visitor.call("doPlaceOrder", { termsAccepted: true });
  expect(answer.status).toBe(200);
  return { visitor, placed: answer.body.data as PlacedOrderAnswer };
}

const orderRow = async (shop: Shop, id: number) => (await shop.db.select().from(orders).where(eq(orders.id, id)))[0]!;

const webhook = (shop: Shop, id: string) =>
  shop.app.request("/api/webhooks/mollie", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `id=${id}`,
  });

describeDatabases("paying for orders", (shop) => {
  it("takes an order through the sandbox to fully paid; a second webhook changes nothing", async () => {
    const { visitor, placed } = await placedOrder(shop());
    expect(placed.paymentFlow).toBe("hosted");
    const order = await orderRow(shop(), placed.orderId);
    expect(order).toMatchObject({ status: "paymentPending", paymentStatus: "unpaid" });

    const created = await visitor.call("doCreateMolliePaymentFromOrder", { orderId: placed.orderId, options: {} });
    expect(created.status).toBe(200);
    const payment = created.body.data!;
    expect(payment).toMatchObject({ status: "open", orderId: placed.orderId, returnPath: placed.redirectUrl });
    expect(payment.amount.value).toBe(order.totalGrossCents);
    expect(payment.checkoutUrl).toBe(`/sandbox-payment/${payment.id}`);
    // A second click while the payment is open answers the same payment.
    const again = await visitor.call("doCreateMolliePaymentFromOrder", { orderId: placed.orderId, options: {} });
    expect(again.body.data?.id).toBe(payment.id);

    await visitor.call("doCompleteSandboxPayment", { paymentId: payment.id, outcome: "paid" });
    expect(await orderRow(shop(), placed.orderId)).toMatchObject({ status: "paid", paymentStatus: "fullyPaid" });
    for (let i = 0; i < 2; i++) expect((await webhook(shop(), payment.id)).status).toBe(200);
    expect(await orderRow(shop(), placed.orderId)).toMatchObject({ status: "paid", paymentStatus: "fullyPaid" });
    // The placement queued the confirmation, the payment the invoice: one job each.
    expect(await shop().renderDocuments()).toEqual({ rendered: 2, retried: 0, failed: 0 });

    const view = await visitor.call("getOrder", { orderId: placed.orderId, accessKey: placed.accessKey });
    expect(view.body.data?.order).toMatchObject({
      paymentStatusKey: "fullyPaid",
      paymentStatus: "Vollständig bezahlt",
    });
    // The money brought the invoice, once, however often the webhook came.
    const detail = view.body.data?.order;
    const types = detail && "documents" in detail ? detail.documents.map((document) => document.type).toSorted() : [];
    expect(types).toEqual(["invoice", "orderConfirmation"]);
    // A paid order takes no new payment.
    const paidAgain = await visitor.call("doCreateMolliePaymentFromOrder", { orderId: placed.orderId, options: {} });
    expect(paidAgain.status).toBe(409);
    expect(paidAgain.body.error?.key).toBe("paymentInvalidOrder");
  });

  it("refuses a webhook body beyond a few bytes with 413 before reading it, and still takes Mollie's", async () => {
    const { visitor, placed } = await placedOrder(shop());
    const payment = (await visitor.call("doCreateMolliePaymentFromOrder", { orderId: placed.orderId, options: {} }))
      .body.data!;
    const padding = "x".repeat(4096);
    const sized = await shop().app.request("/api/webhooks/mollie", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `id=${payment.id}&pad=${padding}`,
    });
    expect(sized.status).toBe(413);
    // Without a length (chunked): the reading stops at the limit.
    let sentChunks = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sentChunks += 1;
        if (sentChunks > 1_000) controller.close();
        else controller.enqueue(new TextEncoder().encode(padding));
      },
    });
    const streamed = await shop().app.request("/api/webhooks/mollie", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(sentChunks).toBeLessThan(10);
    await visitor.call("doCompleteSandboxPayment", { paymentId: payment.id, outcome: "paid" });
    expect((await webhook(shop(), payment.id)).status).toBe(200);
  });

  it("keeps a failed payment's order unpaid and lets the shopper pay again", async () => {
    const { visitor, placed } = await placedOrder(shop(), { locale: "en" });
    const first = (await visitor.call("doCreateMolliePaymentFromOrder", { orderId: placed.orderId, options: {} })).body
      .data!;
    expect(first.returnPath).toBe(`/en/confirmation/${placed.orderId}/${placed.accessKey}`);
    await visitor.call("doCompleteSandboxPayment", { paymentId: first.id, outcome: "failed" });
    expect(await orderRow(shop(), placed.orderId)).toMatchObject({ status: "paymentPending", paymentStatus: "unpaid" });
    const second = (await visitor.call("doCreateMolliePaymentFromOrder", { orderId: placed.orderId, options: {} })).body
      .data!;
    expect(second.id).not.toBe(first.id);
    await visitor.call("doCompleteSandboxPayment", { paymentId: second.id, outcome: "paid" });
    expect(await orderRow(shop(), placed.orderId)).toMatchObject({ status: "paid", paymentStatus: "fullyPaid" });
    // The late webhook of the failed attempt cannot undo the payment.
    await webhook(shop(), first.id);
    expect((await orderRow(shop(), placed.orderId)).paymentStatus).toBe("fullyPaid");
  });

  it("answers 404 to anyone but the order's session, and refuses an offline order's provider payment", async () => {
    const { visitor, placed } = await placedOrder(shop(), { paymentMethodId: PREPAYMENT });
    const stranger = shop().client();
    const foreign = await stranger.call("doCreateMolliePaymentFromOrder", { orderId: placed.orderId, options: {} });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error?.key).toBe("orderNotFound");
    const unknown = await visitor.call("doCreateMolliePaymentFromOrder", { orderId: 999_999, options: {} });
    expect(unknown.status).toBe(404);
    const offline = await visitor.call("doCreateMolliePaymentFromOrder", { orderId: placed.orderId, options: {} });
    expect(offline.status).toBe(400);
    expect(offline.body.error?.key).toBe("paymentMethodNotAvailable");
    const bad = await visitor.call("doCreateMolliePaymentFromOrder", { orderId: -1, options: {} } as never);
    expect(bad.status).toBe(400);
    expect(await shop().db.select().from(payments)).toEqual([]);
    expect(await orderRow(shop(), placed.orderId)).toMatchObject({ status: "open", paymentStatus: "unpaid" });
  });

  it("attaches a basket payment to the order (session or access key) and records its status", async () => {
    const { visitor, placed } = await placedOrder(shop());
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
    const basket = (await visitor.call("doCreateMolliePaymentFromBasket", { options: { methodId: HOSTED_CARD } })).body
      .data!;
    await visitor.call("doCompleteSandboxPayment", { paymentId: basket.id, outcome: "paid" });

    const stranger = shop().client();
    const foreign = await stranger.call("doAttachMolliePaymentToOrder", {
      orderId: placed.orderId,
      molliePaymentId: basket.id,
    });
    expect(foreign.status).toBe(404);
    // The access key opens the order, but the payment is still the visitor's.
    const notTheirs = await stranger.call("doAttachPaymentToOrder", {
      orderId: placed.orderId,
      accessKey: placed.accessKey,
      paymentId: basket.id,
    });
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.error?.key).toBe("paymentNotFound");
    const wrongKey = await visitor.call("doAttachPaymentToOrder", {
      orderId: placed.orderId,
      accessKey: "x".repeat(43),
      paymentId: basket.id,
    });
    expect(wrongKey.status).toBe(404);
    expect((await orderRow(shop(), placed.orderId)).paymentStatus).toBe("unpaid");

    const attached = await visitor.call("doAttachPaymentToOrder", {
      orderId: placed.orderId,
      accessKey: placed.accessKey,
      paymentId: basket.id,
    });
    expect(attached.status).toBe(200);
    expect(attached.body.data).toMatchObject({ orderId: placed.orderId, payment: { orderId: placed.orderId } });
    // 11,90 € paid for an order of 2 x 11,90 € plus shipping: part of it.
    expect(attached.body.data?.paymentStatus).toBe("partlyPaid");
    const recorded = await visitor.call("doCreatePlentyPaymentFromMolliePayment", { paymentId: basket.id });
    expect(recorded.body.data).toMatchObject({ orderId: placed.orderId, paymentStatus: "partlyPaid" });
    const sameAgain = await visitor.call("doAttachMolliePaymentToOrder", {
      orderId: placed.orderId,
      molliePaymentId: basket.id,
    });
    expect(sameAgain.status).toBe(200);

    // A payment belongs to one order for good.
    const other = await placedOrder(shop(), { catalogPresent: true });
    const moved = await other.visitor.call("doAttachMolliePaymentToOrder", {
      orderId: other.placed.orderId,
      molliePaymentId: basket.id,
    });
    expect(moved.status).toBe(404);
  });

  it("answers a double click and a retry with one order", async () => {
    await addOrderCatalog(shop());
    const visitor = shop().client();
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
    await completeCheckout(shop(), visitor, { email: "buyer@example.com", paymentMethodId: HOSTED_CARD });
    const clicks = await Promise.all([
      visitor.call("doPlaceOrder", { termsAccepted: true }),
      visitor.call("doPlaceOrder", { termsAccepted: true }),
    ]);
    const ids = clicks.map((click) => (click.body.data as PlacedOrderAnswer | undefined)?.orderId);
    expect(clicks.map((click) => click.status)).toEqual([200, 200]);
    expect(ids[0]).toBe(ids[1]);
    const later = await visitor.call("doPlaceOrder", { termsAccepted: true });
    expect((later.body.data as PlacedOrderAnswer).orderId).toBe(ids[0]);
    expect(await shop().db.select().from(orders)).toHaveLength(1);
  });

  it("refuses to record a payment without an order", async () => {
    const { visitor } = await placedOrder(shop());
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
    const basket = (await visitor.call("doCreateMolliePaymentFromBasket", { options: { methodId: HOSTED_CARD } })).body
      .data!;
    const answer = await visitor.call("doCreatePlentyPaymentFromMolliePayment", { paymentId: basket.id });
    expect(answer.status).toBe(409);
    expect(answer.body.error?.key).toBe("paymentAssignmentFailed");
  });
});
