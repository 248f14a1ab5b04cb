/**
 * The back office's pages through their route loaders and actions in process (form-browser.ts):
 * who gets in, and the order page's forms without JavaScript (docs/back-office.md).
 */
import { expect, it } from "vitest";
import type { OperatorRole } from "#common/schemas/operator.ts";
import { OperatorContext } from "#server/modules/operator/operator-context.ts";
import { orderShipments } from "#server/modules/order/order.table.ts";
import { payments, refunds } from "#server/modules/payment/payment.table.ts";
import { DEMO_PARCEL_SERVICES } from "#server/demo/commerce/shipping-profiles.ts";
import { loader as adminLayoutLoader } from "~/layouts/admin.tsx";
import { action as adminOrderAction } from "~/routes/admin-order.tsx";
import { FormBrowser } from "./form-browser.ts";
import { addOperator } from "./operator-fixture.ts";
import { addOrderCatalog, completeCheckout, HOSTED_CARD } from "./order-fixture.ts";
import { describeDatabases, type Shop } from "./harness.ts";

async function placedOrderId(shop: Shop): Promise<number> {
  await addOrderCatalog(shop);
  const buyer = shop.client({ locale: "en" });
  await buyer.call("doAddCartItem", { productId: 9101, quantity: 1 });
  await completeCheckout(shop, buyer, { email: "ada@example.com" });
  const answer = await buyer.call("doPlaceOrder", { termsAccepted: true });
  if (!answer.body.data) throw new Error(`placing failed: ${answer.text}`);
  return answer.body.data.orderId;
}

async function browserAs(shop: Shop, role: OperatorRole | null): Promise<FormBrowser> {
  const browser = new FormBrowser(shop, {}, "en");
  if (role) {
    const identity = await addOperator(shop, { email: `${role}@example.com`, role });
    browser.operator = new OperatorContext({ identity, tokenHash: "t".repeat(64) }, null);
  }
  return browser;
}

const layout = (browser: FormBrowser, path: string) =>
  browser.load((context, request) => adminLayoutLoader({ context, request, params: {} } as never), path);

const post = (browser: FormBrowser, orderId: number, fields: Record<string, string>) =>
  browser.post(
    (context, request) => adminOrderAction({ context, request, params: { orderId: String(orderId) } } as never),
    `/en/admin/orders/${orderId}`,
    fields,
  );

describeDatabases("the back office's pages", (shop) => {
  it("sends visitors to the operator login, tells an editor they may not, lets staff in", async () => {
    const visitor = await layout(await browserAs(shop(), null), "/en/admin/orders?status=open");
    expect(visitor).toMatchObject({
      status: 302,
      location: `/en/editor/login?redirect=${encodeURIComponent("/en/admin/orders?status=open")}`,
    });
    expect(await layout(await browserAs(shop(), "editor"), "/en/admin/orders")).toMatchObject({
      status: 403,
      body: { allowed: false, operator: { role: "editor" } },
    });
    expect(await layout(await browserAs(shop(), "staff"), "/en/admin/orders")).toMatchObject({
      status: 200,
      body: { allowed: true, operator: { role: "staff" } },
    });
  });

  it("ships by form: a refused number is named beside its field, a good one redirects with a notice, once", async () => {
    const orderId = await placedOrderId(shop());
    const staff = await browserAs(shop(), "staff");
    const dhl = String(DEMO_PARCEL_SERVICES[0]!.id);
    const refused = await post(staff, orderId, { intent: "ship", parcelServiceId: dhl, trackingNumber: "12" });
    expect(refused).toMatchObject({
      status: 400,
      body: { form: "ship", error: { trackingNumber: ["admin.validation.trackingNumber"] } },
    });
    expect(await shop().db.select().from(orderShipments)).toEqual([]);

    const fields = { intent: "ship", parcelServiceId: dhl, trackingNumber: "00340434161094042557" };
    expect(await post(staff, orderId, fields)).toMatchObject({ status: 302, location: `/en/admin/orders/${orderId}` });
    expect(await post(staff, orderId, fields)).toMatchObject({ status: 302 });
    expect(staff.flashes.map((flash) => flash.key)).toEqual(["admin.order.ship.done", "admin.order.ship.again"]);
    expect(await shop().db.select().from(orderShipments)).toHaveLength(1);

    // An editor's form is refused by the operation's role check; a stale token goes to the login.
    const editor = await browserAs(shop(), "editor");
    expect(await post(editor, orderId, { intent: "confirm" })).toMatchObject({
      status: 403,
      body: { form: "confirm", error: { "": ["forbidden"] } },
    });
    expect(await post(staff, orderId, { intent: "confirm", _csrf: "stale" })).toMatchObject({
      status: 302,
      location: `/en/editor/login?redirect=${encodeURIComponent(`/en/admin/orders/${orderId}`)}`,
    });
  });

  it("cancels by form only with the box ticked", async () => {
    const orderId = await placedOrderId(shop());
    const staff = await browserAs(shop(), "staff");
    expect(await post(staff, orderId, { intent: "cancel" })).toMatchObject({
      status: 400,
      body: { form: "cancel", error: { confirmed: ["admin.validation.cancelConfirm"] } },
    });
    expect(await post(staff, orderId, { intent: "cancel", confirmed: "on" })).toMatchObject({ status: 302 });
    expect(await post(staff, orderId, { intent: "cancel", confirmed: "on" })).toMatchObject({ status: 302 });
    expect(staff.flashes.map((flash) => flash.key)).toEqual(["admin.order.cancel.done", "admin.order.cancel.again"]);
  });

  it("refunds by form: an amount as typed, a refusal named beside its field, once per page view", async () => {
    await addOrderCatalog(shop());
    const buyer = shop().client({ locale: "en" });
    await buyer.call("doAddCartItem", { productId: 9101, quantity: 1 });
    await completeCheckout(shop(), buyer, { email: "ada@example.com", paymentMethodId: HOSTED_CARD });
    const placed = (await buyer.call("doPlaceOrder", { termsAccepted: true })).body.data!;
    const payment = (await buyer.call("doCreateMolliePaymentFromOrder", { orderId: placed.orderId, options: {} })).body
      .data!;
    await buyer.call("doCompleteSandboxPayment", { paymentId: payment.id, outcome: "paid" });
    const staff = await browserAs(shop(), "staff");
    const [paymentRow] = await shop().db.select().from(payments);
    const fields = {
      intent: "refund",
      paymentId: String(paymentRow!.id),
      idempotencyKey: "form-key-0123456789abcdef",
    };
    expect(await post(staff, placed.orderId, { ...fields, amount: "1,2,3" })).toMatchObject({
      status: 400,
      body: { form: "refund", error: { amount: ["admin.validation.amount"] } },
    });
    expect(await post(staff, placed.orderId, { ...fields, amount: "5,50" })).toMatchObject({ status: 302 });
    expect(await post(staff, placed.orderId, { ...fields, amount: "5,50" })).toMatchObject({ status: 302 });
    expect(staff.flashes.map((flash) => flash.key)).toEqual(["admin.order.refund.done", "admin.order.refund.again"]);
    expect((await shop().db.select().from(refunds)).map((row) => row.amountCents)).toEqual([550]);
    expect(
      await post(staff, placed.orderId, { ...fields, idempotencyKey: "form-key-fedcba9876543210", amount: "9999" }),
    ).toMatchObject({
      status: 409,
      body: { form: "refund", error: { "": ["refundTooHigh"] } },
    });
  });
});
