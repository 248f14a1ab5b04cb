/**
 * Returns (docs/after-sales.md "Returns"), the shopper's side: the new-return form behind the
 * order's key and soft login, quantities never beyond what was bought, one return per form even
 * under double clicks and concurrent forms, the account's list. The operator's side:
 * returns-back-office.test.ts.
 */
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { documents } from "#server/modules/document/document.table.ts";
import { mailOutbox } from "#server/modules/mail/mail.table.ts";
import type { OrderAnswer, PlacedOrderAnswer } from "#server/operations/order.ts";
import type { CreatedReturnAnswer, CustomerReturnList } from "#server/operations/returns.ts";
import { operator } from "./back-office-fixture.ts";
import { expectError, registerCustomer } from "./checkout-fixture.ts";
import { describeDatabases } from "./harness.ts";
import { addOrderCatalog, completeCheckout } from "./order-fixture.ts";
import { submissionKey, shippedOrder, ship, form, fullForm } from "./returns-fixture.ts";

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
