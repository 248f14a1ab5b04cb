/**
 * Refunds through the payment provider (docs/back-office.md "Refund"): the sandbox and the
 * (fake) Mollie API, partial and full, never more than is left, once per request under double
 * clicks, and what the order was paid follows (paid = payments less refunds).
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { activityLog } from "#server/modules/activity/activity.table.ts";
import { money } from "#common/money.ts";
import { mailOutbox } from "#server/modules/mail/mail.table.ts";
import { orders } from "#server/modules/order/order.table.ts";
import { refunds } from "#server/modules/payment/payment.table.ts";
import type { AdminOrderDetail } from "#server/operations/back-office.ts";
import type { AdminReturnDetail } from "#server/operations/back-office-returns.ts";
import type { CreatedReturnAnswer, ReturnFormAnswer } from "#server/operations/returns.ts";
import type { PlacedOrderAnswer } from "#server/operations/order.ts";
import { expectError } from "./checkout-fixture.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import { useFakeMollie } from "./mollie-fixture.ts";
import { addOperator, loginOperator } from "./operator-fixture.ts";
import { addOrderCatalog, completeCheckout, HOSTED_CARD } from "./order-fixture.ts";
import { DHL } from "./back-office-fixture.ts";
import type { ShopClient } from "./shop-client.ts";

const mollie = useFakeMollie();

type Through = { client: Shop["client"] };

async function paidOrder(shop: Shop, through: Through, pay: (visitor: ShopClient, id: string) => Promise<void>) {
  await addOrderCatalog(shop);
  const visitor = through.client({ locale: "en" });
  await visitor.call("doAddCartItem", { productId: 9101, quantity: 2 });
  await completeCheckout(shop, visitor, { email: "buyer@example.com", paymentMethodId: HOSTED_CARD });
  const placed = (await visitor.call("doPlaceOrder", { termsAccepted: true })).body.data as PlacedOrderAnswer;
  const payment = await visitor.call("doCreateMolliePaymentFromOrder", { orderId: placed.orderId, options: {} });
  expect(payment.status, payment.text).toBe(200);
  await pay(visitor, payment.body.data!.id);
  return placed;
}

async function staffOf(shop: Shop, through: Through, role: "staff" | "editor" = "staff"): Promise<ShopClient> {
  await addOperator(shop, { email: `${role}@example.com`, role });
  const client = through.client({ locale: "en" });
  await loginOperator(client, `${role}@example.com`);
  return client;
}

async function detail(staff: ShopClient, orderId: number): Promise<AdminOrderDetail> {
  const answer = await staff.call("getAdminOrder", { orderId }, { method: "GET" });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data as AdminOrderDetail;
}

/** A request's key: new on every call (the fake Mollie outlives a test, as Mollie's keys outlive a request). */
const key = (suffix: string) => `refund-${suffix}-${randomUUID()}`;

describeDatabases("refunds", (shop) => {
  it("refunds through the sandbox in parts, once per request, never more than is left; paid follows", async () => {
    const placed = await paidOrder(shop(), shop(), async (visitor, id) => {
      await visitor.call("doCompleteSandboxPayment", { paymentId: id, outcome: "paid" });
    });
    const staff = await staffOf(shop(), shop());
    const before = await detail(staff, placed.orderId);
    const total = before.order.totals.totalGross.value;
    const [payment] = before.payments;
    expect(payment).toMatchObject({ status: "paid", refundable: { value: total } });
    expect(before.actions.refund).toBe(true);

    const first = { orderId: placed.orderId, paymentId: payment!.id, amountCents: 500, idempotencyKey: key("a") };
    const clicks = await Promise.all([1, 2, 3].map(() => staff.call("doRefundPayment", first)));
    expect(clicks.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(clicks.filter((answer) => answer.body.data?.created)).toHaveLength(1);
    expect(clicks[0]!.body.data).toMatchObject({ status: "refunded", amount: { value: 500 } });
    const partly = await detail(staff, placed.orderId);
    expect(partly.order.totals.paid.value).toBe(total - 500);
    expect(partly.order.totals.refunded.value).toBe(500);
    expect(partly.order.paymentStatusKey).toBe("partlyPaid");
    expect(partly.payments[0]).toMatchObject({ refundable: { value: total - 500 } });
    expect(partly.payments[0]!.refunds).toEqual([expect.objectContaining({ statusName: "refunded" })]);

    expectError(
      await staff.call("doRefundPayment", { ...first, amountCents: total - 499, idempotencyKey: key("b") }),
      409,
      "refundTooHigh",
    );
    // Two refunds of the rest at once: one of them gets it.
    const rest = await Promise.all(
      ["c", "d"].map((suffix) =>
        staff.call("doRefundPayment", { ...first, amountCents: total - 500, idempotencyKey: key(suffix) }),
      ),
    );
    expect(rest.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const none = await detail(staff, placed.orderId);
    expect(none.order.totals.paid.value).toBe(0);
    expect(none.order.paymentStatusKey).toBe("unpaid");
    expect(none.actions.refund).toBe(false);
    const rows = await shop().db.select().from(refunds).where(eq(refunds.orderId, placed.orderId));
    expect(rows.map((row) => row.amountCents).sort((a, b) => a - b)).toEqual([500, total - 500].sort((a, b) => a - b));
    const logged = await shop()
      .db.select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, placed.orderId), eq(activityLog.action, "refunded")));
    expect(logged).toHaveLength(2);
    // The customer is mailed once per refund, with its amount.
    const mails = await shop().db.select().from(mailOutbox).where(eq(mailOutbox.template, "orderRefunded"));
    expect(mails.map((mail) => (mail.data as { amount: string }).amount).sort()).toEqual(
      [money(500, "EUR", "en").formatted, money(total - 500, "EUR", "en").formatted].sort(),
    );
  });

  it("refuses bad requests, other orders' payments and editors, refunding nothing", async () => {
    const placed = await paidOrder(shop(), shop(), async (visitor, id) => {
      await visitor.call("doCompleteSandboxPayment", { paymentId: id, outcome: "paid" });
    });
    const staff = await staffOf(shop(), shop());
    const editor = await staffOf(shop(), shop(), "editor");
    const [payment] = (await detail(staff, placed.orderId)).payments;
    const input = { orderId: placed.orderId, paymentId: payment!.id, amountCents: 100, idempotencyKey: key("e") };
    for (const bad of [
      { ...input, amountCents: 0 },
      { ...input, amountCents: 1.5 },
      { ...input, amountCents: -100 },
      { ...input, idempotencyKey: "short" },
      { ...input, idempotencyKey: "x".repeat(16) + "<" },
    ]) {
      expect((await staff.callRaw("doRefundPayment", bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await staff.call("doRefundPayment", { ...input, paymentId: payment!.id + 99 })).status).toBe(400);
    expectError(await staff.call("doRefundPayment", { ...input, orderId: placed.orderId + 99 }), 404, "orderNotFound");
    expectError(await editor.call("doRefundPayment", input), 403, "forbidden");
    expect(await shop().db.select().from(refunds)).toEqual([]);
  });

  it("refunds through Mollie's API; a refund Mollie refuses fails and does not count", async () => {
    const paymentShop = mollie.shopFor(shop());
    const placed = await paidOrder(shop(), paymentShop, async (_visitor, id) => {
      mollie.fake().setStatus(id, "paid");
      expect(await mollie.fake().callWebhook(id)).toBe(200);
    });
    const staff = await staffOf(shop(), paymentShop);
    const [payment] = (await detail(staff, placed.orderId)).payments;
    expect(payment).toMatchObject({ provider: "mollie", status: "paid" });
    const input = { orderId: placed.orderId, paymentId: payment!.id, amountCents: 1000, idempotencyKey: key("m") };
    const answers = await Promise.all([1, 2].map(() => staff.call("doRefundPayment", input)));
    expect(answers.map((answer) => answer.body.data?.status)).toEqual(["pending", "pending"]);
    expect(mollie.fake().refunds.get(payment!.providerPaymentId)).toHaveLength(1);
    expect(mollie.fake().refunds.get(payment!.providerPaymentId)![0]!.amount).toEqual({
      value: "10.00",
      currency: "EUR",
    });

    // Money refunded in Mollie's dashboard meanwhile: the shop's next refund of the rest is refused there.
    const total = (await shop().db.select().from(orders).where(eq(orders.id, placed.orderId)))[0]!.totalGrossCents;
    mollie
      .fake()
      .refunds.get(payment!.providerPaymentId)!
      .push({
        id: "re_dashboard",
        amount: { value: "5.00", currency: "EUR" },
        status: "pending",
      });
    expectError(
      await staff.call("doRefundPayment", { ...input, amountCents: total - 1000, idempotencyKey: key("n") }),
      409,
      "refundFailed",
    );
    const after = await detail(staff, placed.orderId);
    expect(after.order.totals.paid.value).toBe(total - 1000);
    // Both requests are in the log, each with the refund's status as it is now.
    // With the payment statuses the provider's answers made, by the shop.
    expect(after.activity.map((entry) => [entry.operatorName, entry.text])).toEqual([
      ["Customer", "Order placed (Credit card)"],
      ["Shop (payment provider)", "Payment status: Fully paid"],
      ["Edith Editor", "Refund of €10.00 (pending)"],
      ["Shop (payment provider)", "Payment status: Partly paid"],
      ["Edith Editor", expect.stringMatching(/^Refund of €[\d.]+ \(failed\)$/)],
    ]);
    expect(after.payments[0]!.refunds.map((refund) => refund.statusName)).toEqual(["pending", "failed"]);
  });

  it("tells the operator when Mollie does not answer a return's refund, and sends it again once, mailing then", async () => {
    const paymentShop = mollie.shopFor(shop());
    await addOrderCatalog(shop());
    const visitor = paymentShop.client({ locale: "en" });
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 2 });
    await completeCheckout(shop(), visitor, { email: "buyer@example.com", paymentMethodId: HOSTED_CARD });
    const placed = (await visitor.call("doPlaceOrder", { termsAccepted: true })).body.data as PlacedOrderAnswer;
    const payment = await visitor.call("doCreateMolliePaymentFromOrder", { orderId: placed.orderId, options: {} });
    mollie.fake().setStatus(payment.body.data!.id, "paid");
    expect(await mollie.fake().callWebhook(payment.body.data!.id)).toBe(200);
    const staff = await staffOf(shop(), paymentShop);
    const ship = { orderId: placed.orderId, parcelServiceId: DHL.id, trackingNumber: "00340434161094042557" };
    expect((await staff.call("doShipOrder", ship)).status).toBe(200);
    const key = { orderId: placed.orderId, accessKey: placed.accessKey };
    const form = (await visitor.call("getReturnForm", key, { method: "GET" })).body.data as ReturnFormAnswer;
    if (form.access !== "full") throw new Error("the buyer sees the form");
    const made = (
      await visitor.call("doCreateReturn", {
        ...key,
        items: [{ orderItemId: form.form.lines[0]!.orderItemId, quantity: 1 }],
        reasonId: 1,
        submissionKey: randomUUID().replaceAll("-", ""),
      })
    ).body.data as CreatedReturnAnswer;
    const returned = (await staff.call("getAdminReturn", { returnId: made.returnId }, { method: "GET" })).body
      .data as AdminReturnDetail;
    await staff.call("doReceiveReturn", {
      returnId: made.returnId,
      items: [{ returnItemId: returned.lines[0]!.returnItemId, receivedQuantity: 1, restock: true }],
    });
    const value = returned.lines[0]!.unitPrice.value;

    mollie.fake().outage(true);
    expectError(
      await staff.call("doRefundReturn", { returnId: made.returnId, amountCents: value }),
      409,
      "paymentProviderError",
    );
    const waiting = (await staff.call("getAdminReturn", { returnId: made.returnId }, { method: "GET" })).body
      .data as AdminReturnDetail;
    expect(waiting.actions).toMatchObject({ refund: false, resend: true });
    expect(await shop().db.select().from(mailOutbox).where(eq(mailOutbox.template, "returnRefunded"))).toEqual([]);

    mollie.fake().outage(false);
    const again = await Promise.all([1, 2].map(() => staff.call("doResendReturnRefund", { returnId: made.returnId })));
    expect(again.map((answer) => answer.status)).toEqual([200, 200]);
    expect(mollie.fake().refunds.get(payment.body.data!.id)).toHaveLength(1);
    const done = (await staff.call("getAdminReturn", { returnId: made.returnId }, { method: "GET" })).body
      .data as AdminReturnDetail;
    expect(done.actions.resend).toBe(false);
    expect(await shop().db.select().from(mailOutbox).where(eq(mailOutbox.template, "returnRefunded"))).toHaveLength(1);
  });
});
