/**
 * An order is paid by the sum of its paid payments: a partly paid order takes a payment of
 * the rest; a new payment cancels the order's open one where the provider can; when both are
 * paid anyway, the order is overpaid and shows the refund due.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { orders } from "#server/modules/order/order.table.ts";
import { payments } from "#server/modules/payment/payment.table.ts";
import type { PlacedOrderAnswer } from "#server/operations/order.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import { useFakeMollie } from "./mollie-fixture.ts";
import { addOrderCatalog, completeCheckout, HOSTED_CARD } from "./order-fixture.ts";
import type { PaymentShop } from "./payment-fixture.ts";
import type { ShopClient } from "./shop-client.ts";

const PAYPAL = 6003;
const mollie = useFakeMollie();

const orderRow = async (shop: Shop, id: number) => (await shop.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentRow = async (shop: Shop, id: string) =>
  (await shop.db.select().from(payments).where(eq(payments.providerPaymentId, id)))[0]!;

async function placedOrder(shop: Shop, through: { client: PaymentShop["client"] } = shop) {
  await addOrderCatalog(shop);
  const visitor = through.client({ locale: "en" });
  await visitor.call("doAddCartItem", { productId: 9101, quantity: 2 });
  await completeCheckout(shop, visitor, { email: "buyer@example.com", paymentMethodId: HOSTED_CARD });
  const answer = await visitor.call("doPlaceOrder", { termsAccepted: true });
  expect(answer.status).toBe(200);
  return { visitor, placed: answer.body.data as PlacedOrderAnswer };
}

async function createPayment(visitor: ShopClient, orderId: number, methodId?: number) {
  const answer = await visitor.call("doCreateMolliePaymentFromOrder", {
    orderId,
    options: methodId ? { methodId } : {},
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data!;
}

async function orderTotals(visitor: ShopClient, placed: PlacedOrderAnswer) {
  const view = await visitor.call("getOrder", { orderId: placed.orderId, accessKey: placed.accessKey });
  return view.body.data?.order.totals;
}

describeDatabases("order payments add up", (shop) => {
  it("keeps a partly paid order waiting for its money and lets it pay the rest", async () => {
    const { visitor, placed } = await placedOrder(shop());
    const total = (await orderRow(shop(), placed.orderId)).totalGrossCents;
    // A basket payment (one table plus shipping) attached to the order of two tables.
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
    const basket = (await visitor.call("doCreateMolliePaymentFromBasket", { options: { methodId: HOSTED_CARD } })).body
      .data!;
    await visitor.call("doCompleteSandboxPayment", { paymentId: basket.id, outcome: "paid" });
    const attached = await visitor.call("doAttachMolliePaymentToOrder", {
      orderId: placed.orderId,
      molliePaymentId: basket.id,
    });
    expect(attached.body.data?.paymentStatus).toBe("partlyPaid");
    expect(await orderRow(shop(), placed.orderId)).toMatchObject({
      status: "paymentPending",
      paymentStatus: "partlyPaid",
    });
    const basketCents = basket.amount.value;
    expect(basketCents).toBeLessThan(total);
    expect((await orderTotals(visitor, placed))?.paid.value).toBe(basketCents);

    const rest = await createPayment(visitor, placed.orderId);
    expect(rest.amount.value).toBe(total - basketCents);
    await visitor.call("doCompleteSandboxPayment", { paymentId: rest.id, outcome: "paid" });
    expect(await orderRow(shop(), placed.orderId)).toMatchObject({ status: "paid", paymentStatus: "fullyPaid" });
    const totals = await orderTotals(visitor, placed);
    expect([totals?.paid.value, totals?.refundDue.value]).toEqual([total, 0]);
    // Paid in full: nothing more to pay.
    const again = await visitor.call("doCreateMolliePaymentFromOrder", { orderId: placed.orderId, options: {} });
    expect([again.status, again.body.error?.key]).toEqual([409, "paymentInvalidOrder"]);
  });

  it("cancels the order's open sandbox payment when a new one replaces it", async () => {
    const { visitor, placed } = await placedOrder(shop());
    const first = await createPayment(visitor, placed.orderId);
    const second = await createPayment(visitor, placed.orderId, PAYPAL);
    expect(second.id).not.toBe(first.id);
    expect((await paymentRow(shop(), first.id)).status).toBe("canceled");
    // The first payment's page can no longer be paid.
    await visitor.call("doCompleteSandboxPayment", { paymentId: first.id, outcome: "paid" });
    expect((await paymentRow(shop(), first.id)).status).toBe("canceled");
    expect((await orderRow(shop(), placed.orderId)).paymentStatus).toBe("unpaid");
    await visitor.call("doCompleteSandboxPayment", { paymentId: second.id, outcome: "paid" });
    expect(await orderRow(shop(), placed.orderId)).toMatchObject({ status: "paid", paymentStatus: "fullyPaid" });
  });

  it("answers two racing requests for the order's payment with one payment, and cancels nothing", async () => {
    const { visitor, placed } = await placedOrder(shop());
    const answers = await Promise.all([1, 2, 3].map(() => createPayment(visitor, placed.orderId)));
    expect(new Set(answers.map((payment) => payment.id)).size).toBe(1);
    const rows = await shop().db.select().from(payments).where(eq(payments.orderId, placed.orderId));
    expect(rows.map((row) => row.status)).toEqual(["open"]);
  });

  it("cancels an open Mollie payment that can be canceled", async () => {
    const paymentShop = mollie.shopFor(shop());
    const { visitor, placed } = await placedOrder(shop(), paymentShop);
    const deletesBefore = mollie.fake().requests.filter((request) => request.method === "DELETE").length;
    const first = await createPayment(visitor, placed.orderId, PAYPAL);
    await createPayment(visitor, placed.orderId, HOSTED_CARD);
    // The fake serves every test of the file: only this test's requests count.
    expect(
      mollie
        .fake()
        .requests.filter((request) => request.method === "DELETE")
        .slice(deletesBefore),
    ).toEqual([expect.objectContaining({ path: `/v2/payments/${first.id}` })]);
    expect((await paymentRow(shop(), first.id)).status).toBe("canceled");
  });

  it("marks an order paid twice as overpaid and shows the refund due", async () => {
    const paymentShop = mollie.shopFor(shop());
    const { visitor, placed } = await placedOrder(shop(), paymentShop);
    const total = (await orderRow(shop(), placed.orderId)).totalGrossCents;
    // Mollie cannot cancel an open card payment: both stay payable.
    const card = await createPayment(visitor, placed.orderId, HOSTED_CARD);
    const paypal = await createPayment(visitor, placed.orderId, PAYPAL);
    expect((await paymentRow(shop(), card.id)).status).toBe("open");
    for (const id of [card.id, paypal.id]) {
      mollie.fake().setStatus(id, "paid");
      expect(await mollie.fake().callWebhook(id)).toBe(200);
    }
    expect(await orderRow(shop(), placed.orderId)).toMatchObject({ status: "paid", paymentStatus: "overpaid" });
    const totals = await orderTotals(visitor, placed);
    expect([totals?.paid.value, totals?.refundDue.value]).toEqual([2 * total, total]);
  });
});
