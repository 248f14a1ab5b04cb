/**
 * The built-in sandbox (no MOLLIE_API_KEY) end to end through the operations: settings,
 * a basket payment with its hosted test page, the shopper's choice, the in-process webhook,
 * expiry, and what the sandbox cannot do (the embedded card form).
 */
import { eq } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { payments, sandboxPayments } from "#server/modules/payment/payment.table.ts";
import { describeDatabases } from "./harness.ts";
import { recordStatusChanges, shopWithConfig, visitorWithBasket } from "./payment-fixture.ts";

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describeDatabases("payments in the sandbox", (shop) => {
  const sandbox = (overrides = {}) => shopWithConfig(shop(), overrides);

  it("answers the settings: sandbox, no component mode even when configured, the hosted card method", async () => {
    const visitor = sandbox({ MOLLIE_COMPONENTS: true, MOLLIE_PROFILE_ID: "pfl_test1234" }).client({ locale: "en" });
    const settings = (await visitor.call("getMollieSettings", undefined, { method: "GET" })).body.data!;
    expect(settings).toMatchObject({
      clientId: null,
      merchantId: null,
      profileId: "pfl_test1234",
      componentMode: false,
      componentsScriptUrl: null,
      testmode: false,
      extra: { sandbox: true },
      locale: "en_US",
    });
    expect(settings.methods.map((method) => [method.id, method.name])).toEqual([
      [6001, "Credit card"],
      [6003, "PayPal"],
      [6004, "Apple Pay"],
      [2, "Invoice"],
      [3, "Prepayment"],
    ]);
  });

  it("takes a basket payment through the hosted test page to paid, in German and English", async () => {
    const recorder = recordStatusChanges(shop());
    stops.push(recorder.stop);
    const shopNoKey = sandbox();
    for (const [locale, prefix] of [
      ["de", ""],
      ["en", "/en"],
    ] as const) {
      const visitor = await visitorWithBasket(shop(), shopNoKey, { locale });
      const created = await visitor.call("doCreateMolliePaymentFromBasket", { options: { methodId: 6003 } });
      expect(created.status).toBe(200);
      const payment = created.body.data!;
      expect(payment).toMatchObject({ status: "open", method: "paypal", returnPath: `${prefix}/checkout` });
      // The basket total: 11,90 € of goods and 4,90 € of demo shipping to Germany.
      expect(payment.amount.value).toBe(1680);
      expect(payment.checkoutUrl).toBe(`${prefix}/sandbox-payment/${payment.id}`);
      const page = await visitor.call("getSandboxPayment", { paymentId: payment.id }, { method: "GET" });
      expect(page.body.data).toMatchObject({ status: "open", amountCents: 1680, currency: "EUR", method: "paypal" });
      const done = await visitor.call("doCompleteSandboxPayment", { paymentId: payment.id, outcome: "paid" });
      expect(done.body.data).toEqual({ redirectUrl: `${prefix}/mollie-payment`, status: "paid" });
      const stored = await visitor.call("getMolliePayment", { paymentId: payment.id }, { method: "GET" });
      expect(stored.body.data).toMatchObject({ status: "paid", isSuccessful: true, checkoutUrl: null });
      // The page again (back button): the result stays.
      const again = await visitor.call("doCompleteSandboxPayment", { paymentId: payment.id, outcome: "failed" });
      expect(again.body.data?.status).toBe("paid");
    }
    expect(recorder.changes.map((change) => change.payment.status)).toEqual(["paid", "paid"]);
  });

  it("records failed, canceled and expired choices, and keeps others out of the payment", async () => {
    const shopNoKey = sandbox();
    const visitor = await visitorWithBasket(shop(), shopNoKey);
    for (const outcome of ["failed", "canceled", "expired"] as const) {
      const { id } = (await visitor.call("doCreateMolliePaymentFromBasket", { options: { methodId: 6001 } })).body
        .data!;
      await visitor.call("doCompleteSandboxPayment", { paymentId: id, outcome });
      const checked = await visitor.call("getMolliePaymentAndUpdateStatus", { paymentId: id });
      expect(checked.body.data).toMatchObject({ status: outcome, isFinal: true, isSuccessful: false });
      const stranger = shopNoKey.client();
      expect((await stranger.call("getMolliePayment", { paymentId: id }, { method: "GET" })).status).toBe(404);
    }
    const bad = await visitor.call("doCompleteSandboxPayment", { paymentId: "tr_doesnotexist1", outcome: "paid" });
    expect(bad.status).toBe(404);
    const invalid = await visitor.call("doCompleteSandboxPayment", { paymentId: "tr_doesnotexist1", outcome: "open" });
    expect(invalid.status).toBe(400);
  });

  it("expires an open sandbox payment nobody completed in time", async () => {
    const visitor = await visitorWithBasket(shop(), sandbox());
    const { id } = (await visitor.call("doCreateMolliePaymentFromBasket", { options: { methodId: 6004 } })).body.data!;
    await shop()
      .db.update(sandboxPayments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxPayments.id, id));
    const checked = await visitor.call("getMolliePaymentAndUpdateStatus", { paymentId: id });
    expect(checked.body.data?.status).toBe("expired");
    const [row] = await shop().db.select().from(payments).where(eq(payments.providerPaymentId, id));
    expect(row?.statusHistory.map((entry) => entry.status)).toEqual(["open", "expired"]);
  });

  it("offers no embedded card form and takes the checkout's chosen method by default", async () => {
    const visitor = await visitorWithBasket(shop(), sandbox({ MOLLIE_COMPONENTS: true, MOLLIE_PROFILE_ID: "pfl_x1" }));
    const embedded = await visitor.call("doCreateMolliePaymentFromBasket", {
      options: { methodId: 6002, cardToken: "tkn_okay1234" },
    });
    expect(embedded.body.error?.key).toBe("paymentMethodNotAvailable");
    const none = await visitor.call("doCreateMolliePaymentFromBasket", {});
    expect(none.status).toBe(400);
    expect(none.body.error?.key).toBe("paymentMethodNotAvailable");
    expect(await shop().db.select().from(payments)).toEqual([]);
  });
});
