/**
 * The reconciliation round: payments whose webhook never came, or whose status a crash kept
 * from their order, are asked about and applied, so a paid order does not stay unpaid.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { orders } from "#server/modules/order/order.table.ts";
import { reconcilePayments, RECONCILE_SETTLE_AFTER_MS } from "#server/modules/payment/payment-reconciler.ts";
import { payments } from "#server/modules/payment/payment.table.ts";
import { settleSandboxPayment } from "#server/modules/payment/sandbox-provider.ts";
import type { PlacedOrderAnswer } from "#server/operations/order.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import { useFakeMollie } from "./mollie-fixture.ts";
import { addOrderCatalog, completeCheckout, HOSTED_CARD } from "./order-fixture.ts";
import type { PaymentShop } from "./payment-fixture.ts";

const mollie = useFakeMollie();

const orderRow = async (shop: Shop, id: number) => (await shop.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** An order with an open provider payment created `ageMs` ago. */
async function orderWithOpenPayment(shop: Shop, through: { client: PaymentShop["client"] }, ageMs: number) {
  await addOrderCatalog(shop);
  const visitor = through.client({ locale: "de" });
  await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
  await completeCheckout(shop, visitor, { email: "buyer@example.com", paymentMethodId: HOSTED_CARD });
  const placed = (await visitor.call("doPlaceOrder", { termsAccepted: true })).body.data as PlacedOrderAnswer;
  const payment = (await visitor.call("doCreateMolliePaymentFromOrder", { orderId: placed.orderId, options: {} })).body
    .data!;
  await shop.db
    .update(payments)
    .set({ createdAt: new Date(Date.now() - ageMs) })
    .where(eq(payments.providerPaymentId, payment.id));
  return { placed, paymentId: payment.id };
}

describeDatabases("payment reconciliation", (shop) => {
  const services = () => shop().runtime.services;

  it("applies a sandbox payment paid without a webhook, once it is old enough to be due", async () => {
    const { placed, paymentId } = await orderWithOpenPayment(shop(), shop(), 10_000);
    // Paid on the provider's side; the webhook never reached us (a crash, a lost request).
    await settleSandboxPayment(shop().db, paymentId, "paid");
    expect(await reconcilePayments(services())).toEqual({ checked: 0, failed: 0 });
    expect((await orderRow(shop(), placed.orderId)).paymentStatus).toBe("unpaid");

    await shop()
      .db.update(payments)
      .set({ createdAt: new Date(Date.now() - RECONCILE_SETTLE_AFTER_MS - 1_000) })
      .where(eq(payments.providerPaymentId, paymentId));
    expect(await reconcilePayments(services())).toEqual({ checked: 1, failed: 0 });
    expect(await orderRow(shop(), placed.orderId)).toMatchObject({ status: "paid", paymentStatus: "fullyPaid" });
    // The invoice came with the money: the confirmation and the invoice are queued.
    expect(await shop().renderDocuments()).toEqual({ rendered: 2, retried: 0, failed: 0 });
    // Settled: nothing left to ask about.
    expect(await reconcilePayments(services())).toEqual({ checked: 0, failed: 0 });
  });

  it("applies a status recorded but never applied to its order (a crash in between)", async () => {
    const { placed, paymentId } = await orderWithOpenPayment(shop(), shop(), 0);
    await settleSandboxPayment(shop().db, paymentId, "paid");
    // Recorded as paid, but the listeners were never told.
    await shop()
      .db.update(payments)
      .set({ status: "paid", notifiedStatus: "open" })
      .where(eq(payments.providerPaymentId, paymentId));
    expect((await orderRow(shop(), placed.orderId)).paymentStatus).toBe("unpaid");
    expect(await reconcilePayments(services())).toEqual({ checked: 1, failed: 0 });
    expect(await orderRow(shop(), placed.orderId)).toMatchObject({ status: "paid", paymentStatus: "fullyPaid" });
  });

  it("asks Mollie about an open payment, and leaves it for the next round while Mollie is down", async () => {
    const paymentShop = mollie.shopFor(shop());
    const { placed, paymentId } = await orderWithOpenPayment(shop(), paymentShop, RECONCILE_SETTLE_AFTER_MS + 1_000);
    const reconcile = () => reconcilePayments(paymentShop.services);
    expect(await reconcile()).toEqual({ checked: 1, failed: 0 });
    expect((await orderRow(shop(), placed.orderId)).paymentStatus).toBe("unpaid");

    mollie.fake().setStatus(paymentId, "paid");
    const down = {
      ...paymentShop.services,
      config: { ...paymentShop.services.config, MOLLIE_API_ENDPOINT: "https://127.0.0.1:9/v2/" },
    };
    expect(await reconcilePayments(down)).toEqual({ checked: 1, failed: 1 });
    expect((await orderRow(shop(), placed.orderId)).paymentStatus).toBe("unpaid");

    expect(await reconcile()).toEqual({ checked: 1, failed: 0 });
    expect(await orderRow(shop(), placed.orderId)).toMatchObject({ status: "paid", paymentStatus: "fullyPaid" });
  });
});
