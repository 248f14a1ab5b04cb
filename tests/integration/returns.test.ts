/**
 * Returns (docs/after-sales.md "Returns"): the shopper's side (the new-return form behind the
 * order's key and soft login, quantities never beyond what was bought, one return per form even
 * under double clicks and concurrent forms) and the operator's (receive with restock, refund
 * through the sandbox, credit note, mails at each step, the order's money adding up).
 */
import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { expect, it } from "vitest";
import { documents } from "#server/modules/document/document.table.ts";
import { mailOutbox } from "#server/modules/mail/mail.table.ts";
import { orderItems, orderShipments, orders } from "#server/modules/order/order.table.ts";
import { refunds } from "#server/modules/payment/payment.table.ts";
import { stock, stockMovements } from "#server/modules/stock/stock.table.ts";
import type { AdminOrderDetail } from "#server/operations/back-office.ts";
import type { AdminReturnDetail, AdminReturnList } from "#server/operations/back-office-returns.ts";
import type { OrderAnswer, PlacedOrderAnswer } from "#server/operations/order.ts";
import type { CreatedReturnAnswer, CustomerReturnList, ReturnFormAnswer } from "#server/operations/returns.ts";
import { DHL, operator, placeOrder } from "./back-office-fixture.ts";
import { expectError, registerCustomer } from "./checkout-fixture.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import { addOrderCatalog, completeCheckout, HOSTED_CARD } from "./order-fixture.ts";
import type { ShopClient } from "./shop-client.ts";

const submissionKey = () => randomUUID().replaceAll("-", "");

/** A paid (sandbox) order of three pieces that has shipped, and its buyer, staff and the line to return. */
async function shippedOrder(shop: Shop, email = "ada@example.com") {
  await addOrderCatalog(shop);
  const { buyer, placed } = await placeOrder(shop, email, { quantity: 3, paymentMethodId: HOSTED_CARD });
  const payment = await buyer.call("doCreateMolliePaymentFromOrder", { orderId: placed.orderId, options: {} });
  expect(payment.status, payment.text).toBe(200);
  await buyer.call("doCompleteSandboxPayment", { paymentId: payment.body.data!.id, outcome: "paid" });
  const staff = await operator(shop, "staff", `staff-${randomUUID()}@example.com`);
  const key = { orderId: placed.orderId, accessKey: placed.accessKey };
  return { buyer, placed, staff, key };
}

async function ship(staff: ShopClient, orderId: number) {
  const answer = await staff.call("doShipOrder", {
    orderId,
    parcelServiceId: DHL.id,
    trackingNumber: "00340434161094042557",
  });
  expect(answer.status, answer.text).toBe(200);
}

async function form(client: ShopClient, key: { orderId: number; accessKey: string }): Promise<ReturnFormAnswer> {
  const answer = await client.call("getReturnForm", key, { method: "GET" });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data as ReturnFormAnswer;
}

function fullForm(answer: ReturnFormAnswer) {
  if (answer.access !== "full") throw new Error("the form is not shown in full");
  return answer.form;
}

async function adminReturn(staff: ShopClient, returnId: number): Promise<AdminReturnDetail> {
  const answer = await staff.call("getAdminReturn", { returnId }, { method: "GET" });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data as AdminReturnDetail;
}

describeDatabases("returns", (shop) => {
  it("opens once the order shipped; returns two of three once per form; never more than is left", async () => {
    const { buyer, placed, staff, key } = await shippedOrder(shop());
    // Not shipped yet: nothing to send back.
    expect(fullForm(await form(buyer, key)).returnable).toBe(false);
    const line = fullForm(await form(buyer, key)).lines[0]!;
    const input = { ...key, items: [{ orderItemId: line.orderItemId, quantity: 2 }], reasonId: 2 };
    expectError(
      await buyer.call("doCreateReturn", { ...input, submissionKey: submissionKey() }),
      409,
      "returnNotPossible",
    );

    await ship(staff, placed.orderId);
    const open = fullForm(await form(buyer, key));
    expect(open).toMatchObject({ returnable: true, defaultReasonId: 1, orderNumber: placed.orderNumber });
    expect(open.lines).toEqual([expect.objectContaining({ quantity: 3, returnableQuantity: 3 })]);
    expect(open.reasons.map((reason) => reason.name)).toContain("Does not fit");

    // A double click: one return.
    const once = { ...input, comment: "  Too small  ", submissionKey: open.submissionKey };
    const clicks = await Promise.all([1, 2, 3].map(() => buyer.call("doCreateReturn", once)));
    expect(clicks.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const created = clicks.map((answer) => answer.body.data as CreatedReturnAnswer);
    expect(created.filter((answer) => answer.created)).toHaveLength(1);
    expect(new Set(created.map((answer) => answer.returnNumber))).toEqual(new Set([`${placed.orderNumber}-R1`]));

    // One piece left to return; two more is refused with the field named.
    const after = fullForm(await form(buyer, key));
    expect(after.lines[0]).toMatchObject({ returnableQuantity: 1 });
    const tooMany = await buyer.call("doCreateReturn", { ...input, submissionKey: submissionKey() });
    expectError(tooMany, 400, "returnQuantities");
    expect(tooMany.body.error?.fields).toEqual({ "items.0.quantity": "More than can still be returned of this item." });
    // Nothing chosen, no reason, a line of another order: refused, nothing made.
    const none = await buyer.call("doCreateReturn", {
      ...input,
      items: [{ orderItemId: line.orderItemId, quantity: 0 }],
      submissionKey: submissionKey(),
    });
    expect(none.body.error?.fields).toEqual({ items: "Please select the quantity of at least one item." });
    expect(
      (await buyer.callRaw("doCreateReturn", { ...input, reasonId: 99, submissionKey: submissionKey() })).status,
    ).toBe(400);
    const foreign = await buyer.call("doCreateReturn", {
      ...input,
      items: [{ orderItemId: 999_999, quantity: 1 }],
      submissionKey: submissionKey(),
    });
    expect(foreign.body.error?.fields).toEqual({ "items.0.quantity": expect.any(String) });

    // The order shows the return (type 3, originOrderId) and what is left.
    const order = (await buyer.call("getOrder", key, { method: "GET" })).body.data as OrderAnswer;
    if (order.access !== "full") throw new Error("the buyer sees the order in full");
    expect(order.order).toMatchObject({
      isReturnable: true,
      newReturnPath: expect.stringContaining(`/my-account/new-return/${placed.orderId}/`),
    });
    expect(order.order.orderItems[0]).toMatchObject({ returnableQuantity: 1 });
    expect(order.order.returns).toEqual([
      expect.objectContaining({
        typeId: 3,
        originOrderId: placed.orderId,
        returnNumber: `${placed.orderNumber}-R1`,
        statusName: "Registered",
        reasonName: "Does not fit",
        items: [expect.objectContaining({ quantity: 2 })],
      }),
    ]);

    // A confirmation mail, and the return note among the order's documents once rendered.
    const mails = await shop().db.select().from(mailOutbox).where(eq(mailOutbox.template, "returnRequested"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: "ada@example.com" });
    expect(mails[0]!.data).toMatchObject({
      returnNumber: `${placed.orderNumber}-R1`,
      items: [expect.stringMatching(/^2 × /)],
    });
    await shop().renderDocuments();
    const notes = await shop()
      .db.select()
      .from(documents)
      .where(and(eq(documents.orderId, placed.orderId), eq(documents.type, "returnNote")));
    expect(notes).toEqual([
      expect.objectContaining({ number: `${placed.orderNumber}-R1`, returnId: created[0]!.returnId }),
    ]);
  });

  it("lets two returns at once take no more than was bought", async () => {
    const { buyer, placed, staff, key } = await shippedOrder(shop());
    await ship(staff, placed.orderId);
    const line = fullForm(await form(buyer, key)).lines[0]!;
    const attempt = () =>
      buyer.call("doCreateReturn", {
        ...key,
        items: [{ orderItemId: line.orderItemId, quantity: 2 }],
        reasonId: 1,
        submissionKey: submissionKey(),
      });
    const answers = await Promise.all([attempt(), attempt(), attempt()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
    expect(fullForm(await form(buyer, key)).lines[0]).toMatchObject({ returnableQuantity: 1 });
  });

  it("asks a stranger with the link for the soft login, and refuses a wrong key", async () => {
    const { placed, staff, key } = await shippedOrder(shop());
    await ship(staff, placed.orderId);
    const stranger = shop().client({ locale: "en" });
    expect(await form(stranger, key)).toMatchObject({ access: "limited", authentication: { required: true } });
    const input = { ...key, items: [{ orderItemId: 1, quantity: 1 }], reasonId: 1, submissionKey: submissionKey() };
    expectError(await stranger.call("doCreateReturn", input), 403, "orderAuthenticationRequired");
    expectError(
      await stranger.call("getReturnForm", { ...key, accessKey: "wrong" }, { method: "GET" }),
      404,
      "orderNotFound",
    );
    expectError(await stranger.call("doCreateReturn", { ...input, accessKey: "wrong" }), 404, "orderNotFound");
    // After the soft login (the order's last name) the form is there.
    const login = await stranger.call("doOrderSoftLogin", { ...key, lastName: "Mustermann" });
    expect(login.status, login.text).toBe(200);
    expect((await form(stranger, key)).access).toBe("full");
  });

  it("is received with restock, refunded once through the sandbox with a credit note, and the order adds up", async () => {
    const { buyer, placed, staff, key } = await shippedOrder(shop());
    await ship(staff, placed.orderId);
    const line = fullForm(await form(buyer, key)).lines[0]!;
    const made = (
      await buyer.call("doCreateReturn", {
        ...key,
        items: [{ orderItemId: line.orderItemId, quantity: 2 }],
        reasonId: 3,
        submissionKey: submissionKey(),
      })
    ).body.data as CreatedReturnAnswer;

    // Editors and shoppers are not staff.
    const editor = await operator(shop(), "editor", "editor@example.com");
    expectError(await editor.call("getAdminReturns", {}, { method: "GET" }), 403, "forbidden");
    expectError(
      await buyer.call("doReceiveReturn", { returnId: made.returnId, items: [] }),
      401,
      "editorSessionExpired",
    );

    const queue = (await staff.call("getAdminReturns", { status: "requested" }, { method: "GET" })).body
      .data as AdminReturnList;
    expect(queue.returns).toEqual([
      expect.objectContaining({ id: made.returnId, orderNumber: placed.orderNumber, pieces: 2 }),
    ]);
    expect(queue.counts.find((count) => count.status === "requested")?.count).toBe(1);

    // Refund before receipt: refused.
    const detail = await adminReturn(staff, made.returnId);
    expect(detail.actions).toEqual({ receive: true, refund: false, cancel: true, resend: false });
    const [returnLine] = detail.lines;
    const refundInput = { returnId: made.returnId, amountCents: 100 };
    expectError(await staff.call("doRefundReturn", refundInput), 409, "returnNotReceived");

    // Receipt: more than announced is refused; then 2 arrive, back into stock.
    const variationId = await variationOf(shop(), placed.orderId);
    const [variationStock] = await shop().db.select().from(stock).where(eq(stock.variationId, variationId));
    const tooMany = await staff.call("doReceiveReturn", {
      returnId: made.returnId,
      items: [{ returnItemId: returnLine!.returnItemId, receivedQuantity: 3, restock: true }],
    });
    expect(tooMany.body.error?.fields).toEqual({ "items.0.receivedQuantity": "More than the return announced." });
    const receive = {
      returnId: made.returnId,
      items: [{ returnItemId: returnLine!.returnItemId, receivedQuantity: 2, restock: true }],
    };
    const receipts = await Promise.all([1, 2].map(() => staff.call("doReceiveReturn", receive)));
    expect(receipts.map((answer) => (answer.body.data as { changed: boolean }).changed).sort()).toEqual([false, true]);
    const [restocked] = await shop().db.select().from(stock).where(eq(stock.variationId, variationId));
    expect(restocked!.reserved).toBe(variationStock!.reserved - 2);
    const movements = await shop().db.select().from(stockMovements).where(eq(stockMovements.reason, "return"));
    expect(movements).toEqual([expect.objectContaining({ delta: 2, reference: made.returnNumber })]);
    expect(await mailCount(shop(), "returnReceived")).toBe(1);

    // The proposal: two pieces at the price paid; more than the return is worth is refused.
    const received = await adminReturn(staff, made.returnId);
    expect(received.actions).toEqual({ receive: false, refund: true, cancel: false, resend: false });
    const unit = received.lines[0]!.unitPrice.value;
    expect(received.refund).toMatchObject({ itemsValue: { value: 2 * unit }, proposed: { value: 2 * unit } });
    expectError(
      await staff.call("doRefundReturn", { ...refundInput, amountCents: 2 * unit + 1 }),
      409,
      "returnRefundTooHigh",
    );
    const refund = { returnId: made.returnId, amountCents: 2 * unit };
    const clicks = await Promise.all([1, 2, 3].map(() => staff.call("doRefundReturn", refund)));
    expect(clicks.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(clicks.filter((answer) => (answer.body.data as { created: boolean }).created)).toHaveLength(1);

    // One sandbox refund of the amount; the order owes that much less and stays fully paid.
    const madeRefunds = await shop()
      .db.select()
      .from(refunds)
      .where(like(refunds.idempotencyKey, `return-${made.returnId}-%`));
    expect(madeRefunds).toEqual([expect.objectContaining({ amountCents: 2 * unit, status: "refunded" })]);
    const [order] = await shop().db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ creditedCents: 2 * unit, paymentStatus: "fullyPaid" });
    const seen = (await buyer.call("getOrder", key, { method: "GET" })).body.data as OrderAnswer;
    if (seen.access !== "full") throw new Error("the buyer sees the order in full");
    expect(seen.order.totals.refunded.value).toBe(2 * unit);
    expect(seen.order.totals.refundDue.value).toBe(0);
    expect(seen.order.returns[0]).toMatchObject({ statusName: "Refunded", refunded: { value: 2 * unit } });
    expect(await mailCount(shop(), "returnRefunded")).toBe(1);

    // The credit note, numbered in the invoices' sequence, on the customer's order.
    await shop().renderDocuments();
    const after = (await buyer.call("getOrder", key, { method: "GET" })).body.data as OrderAnswer;
    if (after.access !== "full") throw new Error("the buyer sees the order in full");
    const types = after.order.documents.map((document) => document.type);
    expect(types).toEqual(expect.arrayContaining(["returnNote", "creditNote"]));
    const credit = after.order.documents.find((document) => document.type === "creditNote")!;
    expect((await buyer.request(credit.url)).status).toBe(200);
  });

  it("counts what arrived: pieces that never came can be returned again; a return with nothing is closed, not refunded", async () => {
    const { buyer, placed, staff, key } = await shippedOrder(shop());
    await ship(staff, placed.orderId);
    const line = fullForm(await form(buyer, key)).lines[0]!;
    const create = async (quantity: number) =>
      (
        await buyer.call("doCreateReturn", {
          ...key,
          items: [{ orderItemId: line.orderItemId, quantity }],
          reasonId: 1,
          submissionKey: submissionKey(),
        })
      ).body.data as CreatedReturnAnswer;
    const first = await create(2);
    const [firstLine] = (await adminReturn(staff, first.returnId)).lines;
    await staff.call("doReceiveReturn", {
      returnId: first.returnId,
      items: [{ returnItemId: firstLine!.returnItemId, receivedQuantity: 1, restock: false }],
    });
    expect(fullForm(await form(buyer, key)).lines[0]).toMatchObject({ returnableQuantity: 2 });

    const second = await create(2);
    const [secondLine] = (await adminReturn(staff, second.returnId)).lines;
    await staff.call("doReceiveReturn", {
      returnId: second.returnId,
      items: [{ returnItemId: secondLine!.returnItemId, receivedQuantity: 0, restock: true }],
    });
    const empty = await adminReturn(staff, second.returnId);
    expect(empty.actions).toMatchObject({ refund: false, cancel: true });
    expectError(
      await staff.call("doRefundReturn", { returnId: second.returnId, amountCents: 100 }),
      409,
      "returnNothingReceived",
    );
    expect((await staff.call("doCancelReturn", { returnId: second.returnId })).body.data).toEqual({ changed: true });
    expect(fullForm(await form(buyer, key)).lines[0]).toMatchObject({ returnableQuantity: 2 });
    // A received return with pieces is not canceled (they arrived).
    expectError(await staff.call("doCancelReturn", { returnId: first.returnId }), 409, "returnReceivedAlready");
  });

  it("credits an unpaid order's return without moving money: it owes less, and the mail says so", async () => {
    await addOrderCatalog(shop());
    const { buyer, placed } = await placeOrder(shop(), "ben@example.com", { quantity: 2 });
    const staff = await operator(shop(), "staff", "staff@example.com");
    await ship(staff, placed.orderId);
    const key = { orderId: placed.orderId, accessKey: placed.accessKey };
    const line = fullForm(await form(buyer, key)).lines[0]!;
    const made = (
      await buyer.call("doCreateReturn", {
        ...key,
        items: [{ orderItemId: line.orderItemId, quantity: 1 }],
        reasonId: 1,
        submissionKey: submissionKey(),
      })
    ).body.data as CreatedReturnAnswer;
    const [returnLine] = (await adminReturn(staff, made.returnId)).lines;
    await staff.call("doReceiveReturn", {
      returnId: made.returnId,
      items: [{ returnItemId: returnLine!.returnItemId, receivedQuantity: 1, restock: true }],
    });
    const value = (await adminReturn(staff, made.returnId)).refund!.proposed.value;
    const answer = await staff.call("doRefundReturn", { returnId: made.returnId, amountCents: value });
    expect(answer.status, answer.text).toBe(200);
    const [order] = await shop().db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order!.creditedCents).toBe(value);
    expect(await shop().db.select().from(refunds).where(eq(refunds.orderId, placed.orderId))).toEqual([]);
    const [mail] = await shop().db.select().from(mailOutbox).where(eq(mailOutbox.template, "returnRefunded"));
    expect(mail!.data).toMatchObject({ paidBack: "none" });
  });

  it("lets staff register a return for the customer after the return period (a withdrawal by mail); logged", async () => {
    const { buyer, placed, staff, key } = await shippedOrder(shop());
    await ship(staff, placed.orderId);
    // The parcel left 40 days ago: past the shop's 30 days for the customer.
    await shop()
      .db.update(orderShipments)
      .set({ shippedAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000) })
      .where(eq(orderShipments.orderId, placed.orderId));
    expect(fullForm(await form(buyer, key)).returnable).toBe(false);
    const detail = (await staff.call("getAdminOrder", { orderId: placed.orderId }, { method: "GET" })).body
      .data as AdminOrderDetail;
    expect(detail.returnForm).toMatchObject({
      returnable: true,
      lines: [expect.objectContaining({ returnableQuantity: 3 })],
    });
    const input = {
      orderId: placed.orderId,
      items: [{ orderItemId: detail.returnForm!.lines[0]!.orderItemId, quantity: 3 }],
      reasonId: 7,
      submissionKey: detail.returnForm!.submissionKey,
    };
    const editor = await operator(shop(), "editor", "editor@example.com");
    expectError(await editor.call("doCreateAdminReturn", input), 403, "forbidden");
    expectError(await buyer.call("doCreateAdminReturn", input), 401, "editorSessionExpired");
    const made = await staff.call("doCreateAdminReturn", input);
    expect(made.status, made.text).toBe(200);
    expect(made.body.data).toMatchObject({ returnNumber: `${placed.orderNumber}-R1`, created: true });
    const after = (await staff.call("getAdminOrder", { orderId: placed.orderId }, { method: "GET" })).body
      .data as AdminOrderDetail;
    expect(after.returnForm).toBeNull();
    expect(after.order.returns[0]).toMatchObject({ reasonName: "Withdrawal from the contract" });
    expect(after.activity.map((entry) => entry.text)).toContain(
      `Registered return ${placed.orderNumber}-R1 for the customer`,
    );
    expect(await mailCount(shop(), "returnRequested")).toBe(1);
  });

  it("lists the customer's returns, newest first, only their own", async () => {
    await addOrderCatalog(shop());
    const customer = shop().client({ locale: "en" });
    await registerCustomer(customer, "carla@example.com");
    const empty = (await customer.call("getCustomerReturns", {}, { method: "GET" })).body.data as CustomerReturnList;
    expect(empty).toMatchObject({ returns: [], total: 0, pageCount: 1 });
    await customer.call("doAddCartItem", { productId: 9101, quantity: 2 });
    await completeCheckout(shop(), customer, { email: "carla@example.com" });
    const placed = (await customer.call("doPlaceOrder", { termsAccepted: true })).body.data as PlacedOrderAnswer;
    const staff = await operator(shop(), "staff", "staff@example.com");
    await ship(staff, placed.orderId);
    const key = { orderId: placed.orderId, accessKey: placed.accessKey };
    const line = fullForm(await form(customer, key)).lines[0]!;
    for (const quantity of [1, 1]) {
      const made = await customer.call("doCreateReturn", {
        ...key,
        items: [{ orderItemId: line.orderItemId, quantity }],
        reasonId: 1,
        submissionKey: submissionKey(),
      });
      expect(made.status, made.text).toBe(200);
    }
    const list = (await customer.call("getCustomerReturns", {}, { method: "GET" })).body.data as CustomerReturnList;
    expect(list.total).toBe(2);
    expect(list.returns.map((entry) => entry.returnNumber)).toEqual([
      `${placed.orderNumber}-R2`,
      `${placed.orderNumber}-R1`,
    ]);
    expect(list.returns[0]).toMatchObject({ orderNumber: placed.orderNumber, statusName: "Registered" });
    // Nothing left: the order is no longer returnable.
    expect(fullForm(await form(customer, key)).returnable).toBe(false);

    const other = shop().client({ locale: "en" });
    await registerCustomer(other, "dora@example.com");
    expect(
      ((await other.call("getCustomerReturns", {}, { method: "GET" })).body.data as CustomerReturnList).total,
    ).toBe(0);
    expectError(await shop().client().call("getCustomerReturns", {}, { method: "GET" }), 401, "unauthorized");
  });
});

async function variationOf(shop: Shop, orderId: number): Promise<number> {
  const [item] = await shop.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return item!.variationId!;
}

async function mailCount(shop: Shop, template: string): Promise<number> {
  return (await shop.db.select().from(mailOutbox).where(eq(mailOutbox.template, template))).length;
}
