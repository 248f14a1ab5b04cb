/**
 * The real MollieProvider and @mollie/api-client against the fake Mollie API
 * (tests/fakes/mollie-server.ts): create, get, patch, the card form, refused input and
 * provider failures. Webhooks and status checks: payment-mollie-status.test.ts.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Config } from "#server/config.ts";
import { payments } from "#server/modules/payment/payment.table.ts";
import { attachPaymentToOrder, createPaymentForOrder } from "#server/modules/payment/payment.ts";
import { AppError } from "#server/errors.ts";
import { describeDatabases } from "./harness.ts";
import { useFakeMollie } from "./mollie-fixture.ts";
import { shopWithConfig, SHOP_URL, visitorWithBasket } from "./payment-fixture.ts";

const { fake, shopFor } = useFakeMollie();

describeDatabases("payments with Mollie", (shop) => {
  const mollie = (extra: Partial<Config> = {}) => shopFor(shop(), extra);

  it("creates a basket payment at Mollie for the cart's total and answers its hosted page", async () => {
    const visitor = await visitorWithBasket(shop(), mollie());
    const answer = await visitor.call("doCreateMolliePaymentFromBasket", { options: { methodId: 6001 } });
    expect(answer.status).toBe(200);
    const payment = answer.body.data!;
    expect(payment).toMatchObject({ status: "open", methodId: 6001, method: "creditcard", returnPath: "/checkout" });
    // The basket total: 11,90 € of goods and 4,90 € of demo shipping to Germany.
    expect(payment.amount).toMatchObject({ value: 1680, currency: "EUR" });
    expect(payment.checkoutUrl).toBe(`https://www.mollie.com/checkout/select-method/${payment.id}`);
    const sent = fake().requests.findLast((request) => request.method === "POST")?.body;
    expect(sent).toMatchObject({
      amount: { value: "16.80", currency: "EUR" },
      method: "creditcard",
      locale: "de_DE",
      redirectUrl: `${SHOP_URL}/mollie-payment`,
      webhookUrl: `${SHOP_URL}/api/webhooks/mollie`,
    });
    expect((await visitor.call("getMolliePayment", { paymentId: payment.id }, { method: "GET" })).body.data).toEqual(
      payment,
    );
  });

  it("shows a payment only to the session that made it", async () => {
    const shopWithKey = mollie();
    const visitor = await visitorWithBasket(shop(), shopWithKey);
    const { id } = (await visitor.call("doCreateMolliePaymentFromBasket", { options: { methodId: 6003 } })).body.data!;
    const stranger = shopWithKey.client({ locale: "en" });
    for (const operation of ["getMolliePayment", "getMolliePaymentAndUpdateStatus"] as const) {
      const answer = await stranger.call(operation, { paymentId: id });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toMatchObject({ key: "paymentNotFound", message: "This payment does not exist." });
    }
    const patch = await stranger.call("doPatchMolliePayment", { paymentId: id, description: "mine now" });
    expect(patch.status).toBe(404);
    expect(fake().payments.get(id)?.description).not.toBe("mine now");
  });

  it("patches description and metadata at Mollie while open, and refuses afterwards", async () => {
    const visitor = await visitorWithBasket(shop(), mollie());
    const { id } = (await visitor.call("doCreateMolliePaymentFromBasket", { options: { methodId: 6001 } })).body.data!;
    const patched = await visitor.call("doPatchMolliePayment", {
      paymentId: id,
      description: "Bestellung 1001",
      metadata: { checkout: "express" },
      returnPath: "/confirmation/1/abc",
    });
    expect(patched.body.data).toMatchObject({ description: "Bestellung 1001", returnPath: "/confirmation/1/abc" });
    expect(fake().payments.get(id)).toMatchObject({
      description: "Bestellung 1001",
      metadata: { checkout: "express" },
    });
    const foreign = await visitor.call("doPatchMolliePayment", { paymentId: id, returnPath: "//evil.example" });
    expect(foreign.status).toBe(400);
    fake().setStatus(id, "paid");
    await visitor.call("getMolliePaymentAndUpdateStatus", { paymentId: id });
    const late = await visitor.call("doPatchMolliePayment", { paymentId: id, description: "too late" });
    expect(late.status).toBe(409);
    expect(late.body.error?.key).toBe("paymentNotChangeable");
  });

  it("charges the embedded card form's token and names the card fields when Mollie refuses it", async () => {
    const components = mollie({ MOLLIE_COMPONENTS: true, MOLLIE_PROFILE_ID: "pfl_test1234" });
    const visitor = await visitorWithBasket(shop(), components, { locale: "en" });
    const settings = (await visitor.call("getMollieSettings", undefined, { method: "GET" })).body.data!;
    expect(settings).toMatchObject({
      componentMode: true,
      profileId: "pfl_test1234",
      componentsScriptUrl: "https://js.mollie.com/v1/mollie.js",
      testmode: true,
      extra: { sandbox: false },
    });
    expect(settings.methods.map((method) => method.id)).toEqual([6002, 6003, 6004, 2, 3]);
    const refused = await visitor.call("doCreateMolliePaymentFromBasket", {
      options: { methodId: 6002, cardToken: "tkn_declined1" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      key: "paymentCardDataInvalid",
      message: "The input data is invalid. Check the fields Card number, CVV, Expiration date.",
    });
    // Without a token the card details go to Mollie's hosted page instead.
    const hosted = await visitor.call("doCreateMolliePaymentFromBasket", { options: { methodId: 6002 } });
    expect(hosted.body.data).toMatchObject({ status: "open", checkoutUrl: expect.stringMatching(/^https:/) });
    const paid = await visitor.call("doCreateMolliePaymentFromBasket", {
      options: { methodId: 6002, cardToken: "tkn_okay1234" },
    });
    expect(paid.body.data).toMatchObject({ status: "paid", checkoutUrl: null, isSuccessful: true });
    expect(fake().requests.findLast((request) => request.method === "POST")?.body).toMatchObject({
      cardToken: "tkn_okay1234",
      method: "creditcard",
    });
  });

  it("refuses an empty basket, bad amounts and unknown methods before asking Mollie", async () => {
    const shopWithKey = mollie();
    const posts = () => fake().requests.filter((request) => request.method === "POST").length;
    const before = posts();
    const empty = await shopWithKey.client().call("doCreateMolliePaymentFromBasket", { options: { methodId: 6001 } });
    expect(empty.status).toBe(409);
    expect(empty.body.error?.key).toBe("paymentOrderNotProcessable");
    const visitor = await visitorWithBasket(shop(), shopWithKey);
    for (const methodId of [2, 6002, 9999]) {
      const answer = await visitor.call("doCreateMolliePaymentFromBasket", { options: { methodId } });
      expect(answer.body.error?.key).toBe("paymentMethodNotAvailable");
    }
    const order = { owner: { customerId: 1 }, currency: "EUR", description: "Order 1", methodId: 6001 };
    for (const amountCents of [0, -100, 10.5, Number.MAX_SAFE_INTEGER]) {
      await expect(
        createPaymentForOrder(shopWithKey.services, {
          ...order,
          amountCents,
          orderId: 1,
          locale: "de",
          returnPath: "/",
        }),
      ).rejects.toMatchObject({ key: "paymentOrderNotProcessable" });
    }
    expect(posts()).toBe(before);
  });

  it("creates an order's payment once per idempotency key and attaches a payment to one order only", async () => {
    const { services } = mollie();
    const input = {
      owner: { customerId: 1 },
      amountCents: 4990,
      currency: "EUR",
      description: "Order 1001",
      methodId: 6003,
      orderId: 1001,
      locale: "en" as const,
      returnPath: "/en/confirmation/1001/key",
      idempotencyKey: "order-1001-1",
    };
    const first = await createPaymentForOrder(services, input);
    const second = await createPaymentForOrder(services, input);
    expect(second.id).toBe(first.id);
    expect(fake().payments.get(first.providerPaymentId)?.metadata).toEqual({ orderId: "1001" });
    expect((await attachPaymentToOrder(services, first.providerPaymentId, 1001)).orderId).toBe(1001);
    await expect(attachPaymentToOrder(services, first.providerPaymentId, 1002)).rejects.toMatchObject({
      key: "paymentAssignmentFailed",
    });
    await expect(attachPaymentToOrder(services, "tr_nothere123", 1)).rejects.toBeInstanceOf(AppError);
  });

  it("answers the spec's errors when Mollie is unreachable or answers an unknown status", async () => {
    const visitor = await visitorWithBasket(shop(), mollie());
    const { id } = (await visitor.call("doCreateMolliePaymentFromBasket", { options: { methodId: 6001 } })).body.data!;
    fake().setStatus(id, "refunded-ish");
    const odd = await visitor.call("getMolliePaymentAndUpdateStatus", { paymentId: id });
    expect(odd.status).toBe(502);
    expect(odd.body.error).toMatchObject({
      key: "paymentUnknownResponse",
      message: "Unbekannte Antwort des Zahlungsanbieters: refunded-ish",
    });
    const down = shopWithConfig(shop(), {
      MOLLIE_API_KEY: fake().apiKey,
      MOLLIE_API_ENDPOINT: "https://127.0.0.1:9/v2/",
      PUBLIC_URL: SHOP_URL,
    });
    const shopper = await visitorWithBasket(shop(), down);
    const unreachable = await shopper.call("doCreateMolliePaymentFromBasket", { options: { methodId: 6001 } });
    expect(unreachable.status).toBe(502);
    expect(unreachable.body.error).toMatchObject({
      key: "paymentProviderError",
      message: "Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.",
    });
    expect(await shop().db.select().from(payments).where(eq(payments.ownerToken, "none"))).toEqual([]);
  });
});
