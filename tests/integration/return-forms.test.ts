/**
 * The return pages' forms without JavaScript, through their route loaders and actions in process
 * (form-browser.ts): the shopper's new-return form (soft login first for a stranger with the
 * link, then quantities and reason) and the back office's receive and refund forms.
 */
import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { OperatorContext } from "#server/modules/operator/operator-context.ts";
import { withVerifiedOrder } from "#server/modules/order/index.ts";
import type { AdminReturnDetail } from "#server/operations/back-office-returns.ts";
import type { ReturnFormAnswer } from "#server/operations/returns.ts";
import type { AdminOrderDetail } from "#server/operations/back-office.ts";
import { action as adminOrderAction, loader as adminOrderLoader } from "~/routes/admin-order.tsx";
import { action as adminReturnAction, loader as adminReturnLoader } from "~/routes/admin-return.tsx";
import { action as newReturnAction, loader as newReturnLoader } from "~/routes/new-return.tsx";
import { DHL, operator, placeOrder } from "./back-office-fixture.ts";
import { FormBrowser } from "./form-browser.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import { addOperator } from "./operator-fixture.ts";
import { addOrderCatalog, HOSTED_CARD } from "./order-fixture.ts";

async function shippedPaidOrder(shop: Shop) {
  await addOrderCatalog(shop);
  const { buyer, placed } = await placeOrder(shop, "ada@example.com", { quantity: 3, paymentMethodId: HOSTED_CARD });
  const payment = await buyer.call("doCreateMolliePaymentFromOrder", { orderId: placed.orderId, options: {} });
  await buyer.call("doCompleteSandboxPayment", { paymentId: payment.body.data!.id, outcome: "paid" });
  const staff = await operator(shop, "staff", "staff-api@example.com");
  const shipped = await staff.call("doShipOrder", {
    orderId: placed.orderId,
    parcelServiceId: DHL.id,
    trackingNumber: "00340434161094042557",
  });
  expect(shipped.status, shipped.text).toBe(200);
  return placed;
}

describeDatabases("the return pages' forms", (shop) => {
  it("asks a stranger with the link for the soft login, then takes the return; refusals are named by field", async () => {
    const placed = await shippedPaidOrder(shop());
    const path = `/en/my-account/new-return/${placed.orderId}/${placed.accessKey}`;
    const params = { orderId: String(placed.orderId), accessKey: placed.accessKey };
    const load = (browser: FormBrowser) =>
      browser.load((context, request) => newReturnLoader({ context, request, params } as never), path);
    const post = (browser: FormBrowser, fields: Record<string, string>) =>
      browser.post((context, request) => newReturnAction({ context, request, params } as never), path, fields);

    const stranger = new FormBrowser(shop(), {}, "en");
    expect(((await load(stranger)).body as { answer: ReturnFormAnswer }).answer.access).toBe("limited");
    expect(await post(stranger, { name: "Nobody" })).toMatchObject({ status: 400 });
    expect(await post(stranger, { name: "Mustermann" })).toMatchObject({ status: 302, location: path });
    const page = (await load(stranger)).body as { answer: ReturnFormAnswer };
    if (page.answer.access !== "full") throw new Error("the soft login shows the form");
    const { form } = page.answer;

    const line = { "items[0].orderItemId": String(form.lines[0]!.orderItemId) };
    const fields = { intent: "return", ...line, reasonId: "2", comment: "", submissionKey: form.submissionKey };
    expect(await post(stranger, { ...fields, "items[0].quantity": "5" })).toMatchObject({
      status: 400,
      body: { error: { "items[0].quantity": ["returns.validation.tooMany"] } },
    });
    expect(await post(stranger, { ...fields, "items[0].quantity": "0" })).toMatchObject({
      status: 400,
      body: { error: { items: ["returns.validation.quantities"] } },
    });
    expect(await post(stranger, { ...fields, "items[0].quantity": "2", reasonId: "" })).toMatchObject({
      status: 400,
      body: { error: { reasonId: ["returns.validation.reason"] } },
    });
    const made = await post(stranger, { ...fields, "items[0].quantity": "2" });
    expect(made).toMatchObject({
      status: 200,
      body: { created: { returnNumber: `${placed.orderNumber}-R1`, email: "ada@example.com", created: true } },
    });
    // The same form sent again: the same return.
    expect(await post(stranger, { ...fields, "items[0].quantity": "2" })).toMatchObject({
      body: { created: { returnNumber: `${placed.orderNumber}-R1`, created: false } },
    });
  });

  it("lets staff receive and refund a return by form; a refused amount is named, the right one redirects", async () => {
    const placed = await shippedPaidOrder(shop());
    const buyer = new FormBrowser(shop(), { orders: withVerifiedOrder(undefined, placed.orderId) }, "en");
    await buyer.call(async (caller) => {
      const answer = await caller.getReturnForm({ orderId: placed.orderId, accessKey: placed.accessKey });
      if (answer.access !== "full") throw new Error("the buyer sees the form");
      await caller.doCreateReturn({
        orderId: placed.orderId,
        accessKey: placed.accessKey,
        items: [{ orderItemId: answer.form.lines[0]!.orderItemId, quantity: 2 }],
        reasonId: 1,
        submissionKey: randomUUID().replaceAll("-", ""),
      });
    });
    const staff = new FormBrowser(shop(), {}, "de");
    const identity = await addOperator(shop(), { email: "staff-form@example.com", role: "staff" });
    staff.operator = new OperatorContext({ identity, tokenHash: "t".repeat(64) }, null);
    const returnId = 1;
    const path = `/admin/returns/${returnId}`;
    const params = { returnId: String(returnId) };
    const load = async () =>
      (
        (await staff.load((context, request) => adminReturnLoader({ context, request, params } as never), path))
          .body as { detail: AdminReturnDetail }
      ).detail;
    const post = (fields: Record<string, string>) =>
      staff.post((context, request) => adminReturnAction({ context, request, params } as never), path, fields);

    const requested = await load();
    const itemId = String(requested.lines[0]!.returnItemId);
    expect(
      await post({ intent: "receive", "items[0].returnItemId": itemId, "items[0].receivedQuantity": "3" }),
    ).toMatchObject({
      status: 400,
      body: { form: "receive", error: { "items[0].receivedQuantity": ["returns.validation.moreThanAnnounced"] } },
    });
    const receive = { intent: "receive", "items[0].returnItemId": itemId, "items[0].receivedQuantity": "2" };
    expect(await post({ ...receive, "items[0].restock": "on" })).toMatchObject({ status: 302, location: path });
    expect(staff.flashes.map((flash) => flash.key)).toEqual(["admin.returns.receive.done"]);

    const received = await load();
    expect(received.lines[0]).toMatchObject({ receivedQuantity: 2, restocked: true });
    expect(await post({ intent: "refund", amount: "100000" })).toMatchObject({
      status: 409,
      body: { form: "refund", error: { "": ["returnRefundTooHigh"] } },
    });
    const cents = received.refund!.proposed.value;
    const amount = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
    expect(await post({ intent: "refund", amount })).toMatchObject({ status: 302 });
    expect(await post({ intent: "refund", amount })).toMatchObject({ status: 302 });
    expect(staff.flashes.map((flash) => flash.key).slice(1)).toEqual([
      "admin.returns.refund.done",
      "admin.returns.refund.again",
    ]);
    expect((await load()).entry).toMatchObject({
      status: "refunded",
      refunded: { value: received.refund!.proposed.value },
    });
  });

  it("lets staff register a return from the order's page by form", async () => {
    const placed = await shippedPaidOrder(shop());
    const staff = new FormBrowser(shop(), {}, "en");
    const identity = await addOperator(shop(), { email: "staff-order@example.com", role: "staff" });
    staff.operator = new OperatorContext({ identity, tokenHash: "t".repeat(64) }, null);
    const path = `/en/admin/orders/${placed.orderId}`;
    const params = { orderId: String(placed.orderId) };
    const page = (await staff.load((context, request) => adminOrderLoader({ context, request, params } as never), path))
      .body as { detail: AdminOrderDetail };
    const returnForm = page.detail.returnForm!;
    const post = (fields: Record<string, string>) =>
      staff.post((context, request) => adminOrderAction({ context, request, params } as never), path, fields);
    const fields = {
      intent: "return",
      "items[0].orderItemId": String(returnForm.lines[0]!.orderItemId),
      reasonId: "7",
      submissionKey: returnForm.submissionKey,
    };
    expect(await post({ ...fields, "items[0].quantity": "9" })).toMatchObject({
      status: 400,
      body: { form: "return", error: { "items[0].quantity": ["returns.validation.tooMany"] } },
    });
    expect(await post({ ...fields, "items[0].quantity": "1" })).toMatchObject({ status: 302, location: path });
    expect(staff.flashes.map((flash) => flash.key)).toEqual(["admin.returns.create.done"]);
  });
});
