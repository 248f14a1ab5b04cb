/**
 * Returns in the back office (docs/back-office.md "Returns"): receive with restock, refund
 * through the sandbox with a credit note, what arrived counts, credits without money moving,
 * returns registered by staff.
 */
import { eq, like } from "drizzle-orm";
import { expect, it } from "vitest";
import { mailOutbox } from "#server/modules/mail/mail.table.ts";
import { orderShipments, orders } from "#server/modules/order/order.table.ts";
import { refunds } from "#server/modules/payment/payment.table.ts";
import { stock, stockMovements } from "#server/modules/stock/stock.table.ts";
import type { AdminOrderDetail } from "#server/operations/back-office.ts";
import type { AdminReturnList } from "#server/operations/back-office-returns.ts";
import type { OrderAnswer } from "#server/operations/order.ts";
import type { CreatedReturnAnswer } from "#server/operations/returns.ts";
import { operator, placeOrder } from "./back-office-fixture.ts";
import { expectError } from "./checkout-fixture.ts";
import { describeDatabases } from "./harness.ts";
import { addOrderCatalog } from "./order-fixture.ts";
import {
  submissionKey,
  shippedOrder,
  ship,
  form,
  fullForm,
  adminReturn,
  variationOf,
  mailCount,
} from "./returns-fixture.ts";

describeDatabases("returns in the back office", (shop) => {
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
});
