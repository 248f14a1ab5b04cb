/**
 * The embedded card form (component mode, method 6002) against the fake Mollie API: the
 * checkout's Content-Security-Policy for Mollie's script, and paying for an order: the card token travels with doCreateMolliePaymentFromOrder to Mollie's
 * create-payment request; Mollie's answer decides: paid at once (the order is paid, no
 * hosted page) or 3-D Secure (open, its checkout page). Bad or refused tokens change nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import type { Config } from "#server/config.ts";
import { orders } from "#server/modules/order/order.table.ts";
import { payments } from "#server/modules/payment/payment.table.ts";
import type { PlacedOrderAnswer } from "#server/operations/order.ts";
import { startFakeMollie, trustFakeMollie, type FakeMollie } from "../fakes/mollie-server.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import { addOrderCatalog, completeCheckout } from "./order-fixture.ts";
import { shopWithConfig, SHOP_URL, type PaymentShop } from "./payment-fixture.ts";

const EMBEDDED_CARD = 6002;

let fake: FakeMollie;
let distrust: () => void = () => {};
let current: PaymentShop | undefined;

beforeAll(async () => {
  distrust = trustFakeMollie();
  fake = await startFakeMollie({
    deliverWebhook: (url, init) => {
      if (!current) throw new Error("no shop to deliver to");
      return Promise.resolve(current.app.request(url.replace(SHOP_URL, ""), init));
    },
  });
});
afterAll(async () => {
  await fake.close();
  distrust();
});
afterEach(() => {
  current = undefined;
});

const orderRow = async (shop: Shop, id: number) => (await shop.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const molliePosts = () =>
  fake.requests.filter((request) => request.method === "POST" && request.path === "/v2/payments");

describeDatabases("the embedded card form", (shop) => {
  const mollie = (extra: Partial<Config> = {}) => {
    current = shopWithConfig(shop(), {
      MOLLIE_API_KEY: fake.apiKey,
      MOLLIE_API_ENDPOINT: fake.endpoint,
      PUBLIC_URL: SHOP_URL,
      ...extra,
    });
    return current;
  };
  const componentMode = { MOLLIE_COMPONENTS: true, MOLLIE_PROFILE_ID: "pfl_test1234" };

  /** A guest's order with the embedded card method in a shop in component mode. */
  async function placedCardOrder() {
    current = mollie(componentMode);
    await addOrderCatalog(shop());
    const visitor = current.client({ locale: "en" });
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 2 });
    await completeCheckout(shop(), visitor, { email: "card@example.com", paymentMethodId: EMBEDDED_CARD });
    const answer = await visitor.call("doPlaceOrder", { termsAccepted: true });
    expect(answer.status).toBe(200);
    const placed = answer.body.data as PlacedOrderAnswer;
    expect(placed.paymentFlow).toBe("embedded");
    return { visitor, placed };
  }

  it("lets only the checkout load Mollie's card form script, and only in component mode", async () => {
    const csp = async (paymentShop: PaymentShop, path: string) =>
      (await paymentShop.app.request(path)).headers.get("content-security-policy") ?? "";
    const components = mollie(componentMode);
    expect(await csp(components, "/en/checkout")).toContain("script-src 'self' 'nonce-");
    expect(await csp(components, "/en/checkout")).toMatch(/script-src [^;]*https:\/\/js\.mollie\.com/);
    expect(await csp(components, "/checkout")).toMatch(/frame-src 'self' https:\/\/js\.mollie\.com/);
    expect(await csp(components, "/cart")).not.toContain("mollie");
    expect(await csp(mollie(), "/checkout")).not.toContain("mollie");
    // Another script address (a fake in the tests, a proxy): its origin instead of Mollie's.
    const elsewhere = mollie({ ...componentMode, MOLLIE_COMPONENTS_SCRIPT_URL: "http://127.0.0.1:4321/v1/mollie.js" });
    expect(await csp(elsewhere, "/checkout")).toMatch(/script-src [^;]*http:\/\/127\.0\.0\.1:4321[; ]/);
    expect(await csp(elsewhere, "/checkout")).toMatch(/frame-src 'self' http:\/\/127\.0\.0\.1:4321[; ]/);
    expect(await csp(elsewhere, "/checkout")).not.toContain("mollie");
    expect(await csp(elsewhere, "/en/cart")).not.toContain("4321");
  });

  it("sends the card token to Mollie's create-payment request and marks the order paid at once", async () => {
    const { visitor, placed } = await placedCardOrder();
    const before = molliePosts().length;
    const answer = await visitor.call("doCreateMolliePaymentFromOrder", {
      orderId: placed.orderId,
      options: { cardToken: "tkn_okay1234" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: "paid", checkoutUrl: null, methodId: EMBEDDED_CARD });
    const posts = molliePosts();
    expect(posts).toHaveLength(before + 1);
    const order = await orderRow(shop(), placed.orderId);
    expect(posts.at(-1)?.body).toMatchObject({
      cardToken: "tkn_okay1234",
      method: "creditcard",
      amount: { value: (order.totalGrossCents / 100).toFixed(2), currency: "EUR" },
      metadata: { orderId: String(placed.orderId) },
    });
    // No hosted page and no return page follow: the first status reaches the order now.
    expect(order).toMatchObject({ status: "paid", paymentStatus: "fullyPaid" });
    // The documents (the invoice queued by the payment) come from the document worker.
    await shop().renderDocuments();
    const view = await visitor.call("getOrder", { orderId: placed.orderId, accessKey: placed.accessKey });
    const detail = view.body.data?.order;
    const types = detail && "documents" in detail ? detail.documents.map((document) => document.type).toSorted() : [];
    expect(types).toEqual(["invoice", "orderConfirmation"]);
  });

  it("refuses a malformed or refused token without paying, then takes a good one", async () => {
    const { visitor, placed } = await placedCardOrder();
    const before = molliePosts().length;
    for (const cardToken of ["tr_abcdef12", "tkn_", "tkn_a;b", `tkn_${"x".repeat(61)}`, "TKN_abcdef"]) {
      const malformed = await visitor.call("doCreateMolliePaymentFromOrder", {
        orderId: placed.orderId,
        options: { cardToken },
      });
      expect(malformed.status).toBe(400);
    }
    expect(molliePosts()).toHaveLength(before);

    const refused = await visitor.call("doCreateMolliePaymentFromOrder", {
      orderId: placed.orderId,
      options: { cardToken: "tkn_declined1" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.key).toBe("paymentCardDataInvalid");
    expect(await orderRow(shop(), placed.orderId)).toMatchObject({ status: "paymentPending", paymentStatus: "unpaid" });
    expect(await shop().db.select().from(payments).where(eq(payments.orderId, placed.orderId))).toEqual([]);

    // The shopper corrects the card and clicks again: the same order, now paid.
    const again = await visitor.call("doPlaceOrder", { termsAccepted: true });
    expect(again.body.data?.orderId).toBe(placed.orderId);
    const paid = await visitor.call("doCreateMolliePaymentFromOrder", {
      orderId: placed.orderId,
      options: { cardToken: "tkn_ok5678" },
    });
    expect(paid.body.data?.status).toBe("paid");
    expect(await orderRow(shop(), placed.orderId)).toMatchObject({ status: "paid", paymentStatus: "fullyPaid" });
  });

  it("answers Mollie's 3-D Secure page for a card that needs it; the webhook then pays the order", async () => {
    const { visitor, placed } = await placedCardOrder();
    const answer = await visitor.call("doCreateMolliePaymentFromOrder", {
      orderId: placed.orderId,
      options: { cardToken: "tkn_ok3ds42" },
    });
    const payment = answer.body.data!;
    expect(payment).toMatchObject({ status: "open", returnPath: placed.redirectUrl });
    expect(payment.checkoutUrl).toBe(`https://www.mollie.com/checkout/select-method/${payment.id}`);
    expect(await orderRow(shop(), placed.orderId)).toMatchObject({ status: "paymentPending", paymentStatus: "unpaid" });
    fake.setStatus(payment.id, "paid");
    expect(await fake.callWebhook(payment.id)).toBe(200);
    expect(await orderRow(shop(), placed.orderId)).toMatchObject({ status: "paid", paymentStatus: "fullyPaid" });
  });
  it("sends a card payment without a token (no JavaScript, paying again) to Mollie's hosted card page", async () => {
    const { visitor, placed } = await placedCardOrder();
    const answer = await visitor.call("doCreateMolliePaymentFromOrder", { orderId: placed.orderId, options: {} });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: "open", methodId: EMBEDDED_CARD });
    expect(answer.body.data?.checkoutUrl).toMatch(/^https:\/\//);
    const request = molliePosts().at(-1)?.body as Record<string, unknown> | undefined;
    expect(request).toMatchObject({ method: "creditcard" });
    expect(request).not.toHaveProperty("cardToken");
    expect(await orderRow(shop(), placed.orderId)).toMatchObject({ paymentStatus: "unpaid" });
  });
});
