/**
 * The EU withdrawal function (docs/after-sales.md): anyone declares with name, order number and
 * email; the declaration is kept with the moment it was received, matched to the order when
 * number and email name one, acknowledged once by mail; limits per address; the back office
 * lists them. The page's two steps without JavaScript through the route action.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { mailOutbox } from "#server/modules/mail/mail.table.ts";
import { withdrawals } from "#server/modules/withdrawal/withdrawal.table.ts";
import type { PlacedOrderAnswer } from "#server/operations/order.ts";
import { action as withdrawalAction } from "~/routes/withdrawal.tsx";
import { expectError } from "./checkout-fixture.ts";
import { FormBrowser } from "./form-browser.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import { addOperator, loginOperator } from "./operator-fixture.ts";
import { addOrderCatalog, completeCheckout } from "./order-fixture.ts";

async function placedOrder(shop: Shop): Promise<PlacedOrderAnswer> {
  await addOrderCatalog(shop);
  const buyer = shop.client({ locale: "en" });
  await buyer.call("doAddCartItem", { productId: 9101, quantity: 1 });
  await completeCheckout(shop, buyer, { email: "Ada@Example.com" });
  return (await buyer.call("doPlaceOrder", { termsAccepted: true })).body.data as PlacedOrderAnswer;
}

const declaration = (overrides: Record<string, string> = {}) => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  orderNumber: "O-2026-000001",
  submissionKey: `key-${Math.random().toString(36).slice(2)}-0123456789`,
  ...overrides,
});

describeDatabases("the withdrawal function", (shop) => {
  it("records a declaration once, matched to its order, and acknowledges it once with its time", async () => {
    const placed = await placedOrder(shop());
    const guest = shop().client({ locale: "de" });
    const input = declaration({ orderNumber: placed.orderNumber.toLowerCase(), items: "Tisch Probe" });
    const answers = await Promise.all([1, 2].map(() => guest.call("doWithdraw", input)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.filter((answer) => answer.body.data?.created)).toHaveLength(1);
    const answer = answers[0]!.body.data!;
    expect(answer.reference).toMatch(/^W-\d{4}-\d{6}$/);
    expect(answer.receivedAtText).toMatch(/\d{4} um \d{2}:\d{2}:\d{2} (MEZ|MESZ)/);
    const rows = await shop().db.select().from(withdrawals);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ orderId: placed.orderId, items: "Tisch Probe", locale: "de" });
    const mails = await shop().db.select().from(mailOutbox).where(eq(mailOutbox.template, "withdrawalReceived"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: "ada@example.com", locale: "de" });
    expect(mails[0]!.data).toMatchObject({ reference: answer.reference, receivedAt: answer.receivedAtText });

    // A number that names no order of that address is kept and acknowledged all the same.
    const unmatched = await guest.call("doWithdraw", declaration({ email: "someone@example.com" }));
    expect(unmatched.status).toBe(200);
    const [stranger] = await shop().db.select().from(withdrawals).where(eq(withdrawals.email, "someone@example.com"));
    expect(stranger?.orderId).toBeNull();

    // The back office lists both, staff only.
    await addOperator(shop(), { email: "staff@example.com", role: "staff" });
    const staff = shop().client({ locale: "en" });
    await loginOperator(staff, "staff@example.com");
    const list = await staff.call("getAdminWithdrawals", {}, { method: "GET" });
    expect(list.body.data).toMatchObject({ total: 2 });
    expectError(await guest.call("getAdminWithdrawals", {}, { method: "GET" }), 401, "editorSessionExpired");
  });

  it("refuses bad declarations, and more than three a hour to one address", async () => {
    const guest = shop().client({ locale: "en" });
    for (const bad of [
      declaration({ name: "" }),
      declaration({ email: "no-mail" }),
      declaration({ orderNumber: "" }),
      declaration({ submissionKey: "short" }),
      { ...declaration(), extra: "x" },
    ]) {
      expect((await guest.callRaw("doWithdraw", bad)).status, JSON.stringify(bad)).toBe(400);
    }
    for (let index = 0; index < 3; index++) {
      expect((await guest.call("doWithdraw", declaration({ email: "victim@example.com" }))).status).toBe(200);
    }
    expectError(await guest.call("doWithdraw", declaration({ email: "victim@example.com" })), 429, "tooManyRequests");
    expect(await shop().db.select().from(withdrawals)).toHaveLength(3);
  });

  it("takes the two steps without JavaScript: review shows it, confirm records it", async () => {
    const browser = new FormBrowser(shop(), {}, "en");
    const post = (fields: Record<string, string>) =>
      browser.post(
        (context, request) => withdrawalAction({ context, request, params: {} } as never),
        "/en/withdrawal",
        fields,
      );
    const fields = declaration();
    expect(await post({ ...fields, name: "", intent: "review" })).toMatchObject({
      status: 400,
      body: { error: { name: ["validation.mandatory"] } },
    });
    expect(await post({ ...fields, intent: "review" })).toMatchObject({
      status: 200,
      body: { step: "review", declaration: { name: "Ada Lovelace" } },
    });
    expect(await shop().db.select().from(withdrawals)).toEqual([]);
    expect(await post({ ...fields, intent: "edit" })).toMatchObject({
      body: { step: "edit", values: { name: "Ada Lovelace" } },
    });
    const received = await post({ ...fields, intent: "confirm" });
    expect(received).toMatchObject({ status: 200, body: { step: "received", answer: { created: true } } });
    expect(await shop().db.select().from(withdrawals)).toHaveLength(1);
  });
});
