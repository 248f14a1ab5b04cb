/**
 * Mollie's reports of a payment's status against the fake Mollie API: webhooks twice, early
 * and for unknown ids, the return page's check, and a failing listener.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Config } from "#server/config.ts";
import { payments } from "#server/modules/payment/payment.table.ts";
import { describeDatabases } from "./harness.ts";
import { useFakeMollie } from "./mollie-fixture.ts";
import { visitorWithBasket } from "./payment-fixture.ts";

const { fake, shopFor, listen, untilTestEnds } = useFakeMollie();

describeDatabases("Mollie payment statuses", (shop) => {
  const mollie = (extra: Partial<Config> = {}) => shopFor(shop(), extra);
  const rowOf = async (id: string) =>
    (await shop().db.select().from(payments).where(eq(payments.providerPaymentId, id)))[0];

  it("stores what Mollie says on the webhook, once, and ignores repeats and stale statuses", async () => {
    const changes = listen(shop());
    const visitor = await visitorWithBasket(shop(), mollie());
    const { id } = (await visitor.call("doCreateMolliePaymentFromBasket", { options: { methodId: 6003 } })).body.data!;
    expect(changes).toEqual([]);
    fake().setStatus(id, "paid");
    expect(await fake().callWebhook(id)).toBe(200);
    expect(await fake().callWebhook(id)).toBe(200);
    const row = await rowOf(id);
    expect(row?.status).toBe("paid");
    expect(row?.statusHistory.map((entry) => entry.status)).toEqual(["open", "paid"]);
    expect(changes.map((change) => [change.previousStatus, change.payment.status])).toEqual([["open", "paid"]]);
    // A stale report (or a provider glitch) never moves a paid payment back.
    fake().setStatus(id, "open");
    expect(await fake().callWebhook(id)).toBe(200);
    expect((await rowOf(id))?.status).toBe("paid");
    expect(changes).toHaveLength(1);
  });

  it("answers 200 to a webhook for an unknown id or without one, and changes nothing", async () => {
    const shopWithKey = mollie();
    const before = await shop().db.select().from(payments);
    for (const body of ["id=tr_unknown12345", "id=", "nonsense", "id=%00%01"]) {
      const response = await shopWithKey.app.request("/api/webhooks/mollie", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      });
      expect(response.status).toBe(200);
    }
    expect(await shop().db.select().from(payments)).toEqual(before);
  });

  it("lets the return page's check come before the webhook, and the late webhook changes nothing", async () => {
    const changes = listen(shop());
    const visitor = await visitorWithBasket(shop(), mollie());
    const { id } = (await visitor.call("doCreateMolliePaymentFromBasket", { options: { methodId: 6001 } })).body.data!;
    fake().setStatus(id, "authorized");
    const checked = await visitor.call("getMolliePaymentAndUpdateStatus", { paymentId: id }, { method: "GET" });
    expect(checked.body.data).toMatchObject({
      status: "authorized",
      isSuccessful: true,
      isFinal: false,
      checkoutUrl: null,
    });
    fake().setStatus(id, "paid");
    expect(await fake().callWebhook(id)).toBe(200);
    expect(await fake().callWebhook(id)).toBe(200);
    expect(changes.map((change) => change.payment.status)).toEqual(["authorized", "paid"]);
  });

  it("answers 503 when a subscriber fails, and tells it again on Mollie's retry", async () => {
    let failures = 1;
    const heard: string[] = [];
    untilTestEnds(
      shop().runtime.services.events.on("paymentStatusChanged", ({ payment }) => {
        if (payment.status === "paid" && failures-- > 0) throw new Error("order module down");
        heard.push(payment.status);
      }),
    );
    const visitor = await visitorWithBasket(shop(), mollie());
    const { id } = (await visitor.call("doCreateMolliePaymentFromBasket", { options: { methodId: 6001 } })).body.data!;
    fake().setStatus(id, "paid");
    expect(await fake().callWebhook(id)).toBe(503);
    expect((await rowOf(id))?.status).toBe("paid");
    expect(await fake().callWebhook(id)).toBe(200);
    expect(heard).toEqual(["paid"]);
  });
});
