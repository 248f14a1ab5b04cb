/** Canceling an order in the back office (docs/back-office.md "Cancel"). */
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { documents } from "#server/modules/document/document.table.ts";
import { readDocumentFile } from "#server/modules/document/documents.ts";
import { mailOutbox } from "#server/modules/mail/mail.table.ts";
import { payments } from "#server/modules/payment/payment.table.ts";
import { stock, stockMovements } from "#server/modules/stock/stock.table.ts";
import { DHL, operator, orderDetail, orderList, placeOrder } from "./back-office-fixture.ts";
import { expectError } from "./checkout-fixture.ts";
import { addOrderCatalog, HOSTED_CARD } from "./order-fixture.ts";
import { describeDatabases } from "./harness.ts";

describeDatabases("canceling orders in the back office", (shop) => {
  it("cancels once: stock back, open payments canceled, one mail and one activity; paid money shows as due back", async () => {
    await addOrderCatalog(shop());
    const reservedOf = async () =>
      (await shop().db.select().from(stock).where(eq(stock.variationId, 9101)))[0]!.reserved;
    const before = await reservedOf();
    const { buyer, placed } = await placeOrder(shop(), "ada@example.com", {
      quantity: 2,
      paymentMethodId: HOSTED_CARD,
    });
    expect(await reservedOf()).toBe(before + 2);
    const open = await buyer.call("doCreateMolliePaymentFromOrder", { orderId: placed.orderId, options: {} });
    expect(open.status, open.text).toBe(200);
    const staff = await operator(shop(), "staff", "staff@example.com");

    const input = { orderId: placed.orderId, confirmed: true };
    const answers = await Promise.all([1, 2, 3].map(() => staff.call("doCancelOrder", input)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => (answer.body.data as { changed: boolean }).changed)).toHaveLength(1);
    expect(await reservedOf()).toBe(before);
    const movements = await shop()
      .db.select()
      .from(stockMovements)
      .where(and(eq(stockMovements.reference, placed.orderNumber), eq(stockMovements.reason, "cancellation")));
    expect(movements.map((movement) => movement.delta)).toEqual([2]);
    const [payment] = await shop().db.select().from(payments).where(eq(payments.orderId, placed.orderId));
    expect(payment?.status).toBe("canceled");
    expect(await shop().db.select().from(mailOutbox).where(eq(mailOutbox.template, "orderCanceled"))).toHaveLength(1);
    const detail = await orderDetail(staff, placed.orderId);
    expect(detail).toMatchObject({ statusKey: "canceled", actions: { confirm: false, ship: false, cancel: false } });
    expect(detail.order.withdrawable).toBe(false);
    // The order's history: placed by the customer, canceled by staff.
    expect(detail.activity.map((entry) => [entry.operatorName, entry.text])).toEqual([
      ["Customer", "Order placed (Credit card)"],
      ["Olga staff", "Canceled the order"],
    ]);
    expect((await orderList(staff, { status: "canceled" })).total).toBe(1);

    // A paid order, canceled: its payment is refunded through the provider, nothing is due.
    const paid = await placeOrder(shop(), "ben@example.com", { paymentMethodId: HOSTED_CARD });
    const payment2 = await paid.buyer.call("doCreateMolliePaymentFromOrder", {
      orderId: paid.placed.orderId,
      options: {},
    });
    await paid.buyer.call("doCompleteSandboxPayment", { paymentId: payment2.body.data!.id, outcome: "paid" });
    const total = (await orderDetail(staff, paid.placed.orderId)).order.totals.totalGross.value;
    expect((await staff.call("doCancelOrder", { orderId: paid.placed.orderId, confirmed: true })).status).toBe(200);
    // Canceling again (a retry) refunds nothing more.
    expect((await staff.call("doCancelOrder", { orderId: paid.placed.orderId, confirmed: true })).body.data).toEqual({
      changed: false,
    });
    const canceled = await orderDetail(staff, paid.placed.orderId);
    expect(canceled.order.totals.paid.value).toBe(0);
    expect(canceled.order.totals.refundDue.value).toBe(0);
    expect(canceled.order.paymentStatusKey).toBe("unpaid");
    expect(canceled.payments[0]!.refunds).toEqual([
      expect.objectContaining({ amount: expect.objectContaining({ value: total }), statusName: "refunded" }),
    ]);
    expect(canceled.activity.map((entry) => entry.text)).toEqual([
      expect.stringMatching(/^Order placed/),
      "Payment status: Fully paid",
      "Canceled the order",
      expect.stringMatching(/^Refund of .* \(refunded\)$/),
      "Payment status: Unpaid",
    ]);
    // Its invoice is canceled by a reversal document naming it; the unpaid first order had no invoice.
    await shop().renderDocuments();
    const types = async (orderId: number) =>
      (await orderDetail(staff, orderId)).order.documents.map((document) => document.type).sort();
    expect(await types(paid.placed.orderId)).toEqual(["invoice", "orderConfirmation", "reversalDocument"]);
    expect(await types(placed.orderId)).toEqual(["orderConfirmation"]);
    const rows = await shop().db.select().from(documents).where(eq(documents.orderId, paid.placed.orderId));
    const invoice = rows.find((row) => row.type === "invoice")!;
    const reversal = rows.find((row) => row.type === "reversalDocument")!;
    expect(reversal.number).not.toBe(invoice.number);
    const pdf = await readDocumentFile(shop().config.DATA_DIR, reversal);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The refund of a cancellation is in the cancellation's mail, not a mail of its own.
    expect(await shop().db.select().from(mailOutbox).where(eq(mailOutbox.template, "orderRefunded"))).toEqual([]);
  });

  it("refuses to cancel a shipped order, an unconfirmed request and an editor's", async () => {
    await addOrderCatalog(shop());
    const { placed } = await placeOrder(shop(), "ada@example.com");
    const staff = await operator(shop(), "staff", "staff@example.com");
    const editor = await operator(shop(), "editor", "editor@example.com");
    expect((await staff.callRaw("doCancelOrder", { orderId: placed.orderId })).status).toBe(400);
    expect((await staff.callRaw("doCancelOrder", { orderId: placed.orderId, confirmed: false })).status).toBe(400);
    expectError(await editor.call("doCancelOrder", { orderId: placed.orderId, confirmed: true }), 403, "forbidden");
    await staff.call("doShipOrder", { orderId: placed.orderId, parcelServiceId: DHL.id, trackingNumber: "NF-2231" });
    expectError(await staff.call("doCancelOrder", { orderId: placed.orderId, confirmed: true }), 409, "orderShipped");
    expect((await orderDetail(staff, placed.orderId)).statusKey).toBe("shipped");
    expect(await shop().db.select().from(mailOutbox).where(eq(mailOutbox.template, "orderCanceled"))).toEqual([]);
  });
});
