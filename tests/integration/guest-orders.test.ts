import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { customers } from "#server/modules/customer/customer.table.ts";
import { customerTokens } from "#server/modules/customer/customer-token.table.ts";
import { mailOutbox } from "#server/modules/mail/mail.table.ts";
import { renderMail } from "#server/modules/mail/mail-templates.ts";
import { orders } from "#server/modules/order/order.table.ts";
import type { CustomerOrderList } from "#server/operations/account-orders.ts";
import { expectError, registerCustomer } from "./checkout-fixture.ts";
import { addOrderCatalog, completeCheckout } from "./order-fixture.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";

/** A guest's order with this contact address; answers its id. */
async function guestOrder(shop: Shop, email: string): Promise<number> {
  const guest = shop.client();
  await guest.call("doAddCartItem", { productId: 9101, quantity: 1 });
  await completeCheckout(shop, guest, { email });
  const placed = await guest.call("doPlaceOrder", { termsAccepted: true });
  if (!placed.body.data) throw new Error(`placing failed: ${placed.text}`);
  return placed.body.data.orderId;
}

/** The token of the latest guest-orders link mailed to `email`, read as the customer would. */
async function linkToken(shop: Shop, email: string): Promise<string> {
  const [mail] = await shop.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(mailOutbox.id)
    .then((rows) => rows.filter((row) => row.template === "guestOrdersLink").slice(-1));
  if (!mail) throw new Error(`no guest orders mail to ${email}`);
  const match = /\/my-account\/guest-orders\?token=([\w-]+)/.exec((await renderMail(mail.template, mail.data)).text);
  if (!match?.[1]) throw new Error("no link in the mail");
  return match[1];
}

const ordersOf = async (client: ShopClient) =>
  ((await client.call("getCustomerOrders", {}, { method: "GET" })).body.data as CustomerOrderList).orders.map(
    (order) => order.id,
  );
const attach = (client: ShopClient, token: string) => client.call("doAttachGuestOrders", { token });

describeDatabases("guest orders join the account that proves their address", (shop) => {
  it("adds the guest orders of the account's address (any letter case) through the mailed link, once", async () => {
    await addOrderCatalog(shop());
    const first = await guestOrder(shop(), "Anna@Example.com");
    const second = await guestOrder(shop(), "anna@example.com");
    const someoneElse = await guestOrder(shop(), "ben@example.com");
    const anna = shop().client({ locale: "en" });
    await registerCustomer(anna, "anna@example.com");
    expect(await ordersOf(anna)).toEqual([]);

    expect((await anna.call("doRequestGuestOrdersLink", {})).body).toEqual({
      data: { sent: true, email: "anna@example.com" },
    });
    const [mail] = await shop().db.select().from(mailOutbox).where(eq(mailOutbox.template, "guestOrdersLink"));
    const rendered = await renderMail(mail!.template, mail!.data);
    expect(rendered.subject).toContain("Add your guest orders");
    expect(rendered.text).toContain("valid for 24 hours");
    const token = await linkToken(shop(), "anna@example.com");
    expect(JSON.stringify(await shop().db.select().from(customerTokens))).not.toContain(token);

    expect((await anna.call("getGuestOrdersLink", { token }, { method: "GET" })).body.data).toEqual({
      email: "anna@example.com",
    });
    const added = await attach(anna, token);
    expect(added.body.data?.orders.map((order) => order.id)).toEqual([first, second]);
    expect((await ordersOf(anna)).sort()).toEqual([first, second].sort());
    const [other] = await shop().db.select().from(orders).where(eq(orders.id, someoneElse));
    expect(other?.customerId).toBeNull();

    // The double click: the link is used up, nothing more happens.
    expectError(await attach(anna, token), 403, "orderMigrateUnauthorized");
    expect((await anna.call("getGuestOrdersLink", { token }, { method: "GET" })).body.data).toEqual({ email: null });
  });

  it("refuses the link in another account (it stays usable for its own), a visitor, and a changed account address", async () => {
    await addOrderCatalog(shop());
    const order = await guestOrder(shop(), "carla@example.com");
    const carla = shop().client({ locale: "en" });
    await registerCustomer(carla, "carla@example.com");
    await carla.call("doRequestGuestOrdersLink", {});
    const token = await linkToken(shop(), "carla@example.com");

    // Someone else's account, logged in where the mail was opened: refused, nothing moves.
    const dora = shop().client({ locale: "en" });
    await registerCustomer(dora, "dora@example.com");
    expect((await dora.call("getGuestOrdersLink", { token }, { method: "GET" })).body.data).toEqual({ email: null });
    expectError(await attach(dora, token), 403, "orderMigrateUnauthorized");
    expectError(await attach(shop().client(), token), 401, "unauthorized");
    expect(await ordersOf(dora)).toEqual([]);
    expect((await attach(carla, token)).body.data?.orders.map((row) => row.id)).toEqual([order]);

    // The account's address changed after the link was sent: the link proves an old address.
    const later = await guestOrder(shop(), "carla@example.com");
    await carla.call("doRequestGuestOrdersLink", {});
    const second = await linkToken(shop(), "carla@example.com");
    await shop()
      .db.update(customers)
      .set({ email: "carla.neu@example.com", emailNormalized: "carla.neu@example.com" })
      .where(eq(customers.emailNormalized, "carla@example.com"));
    expectError(await attach(carla, second), 409, "orderNotAddedToAccount");
    const [kept] = await shop().db.select().from(orders).where(eq(orders.id, later));
    expect(kept?.customerId).toBeNull();

    for (const input of [{}, { token: "short" }, { token, extra: 1 }]) {
      expect((await carla.callRaw("doAttachGuestOrders", input)).status).toBe(400);
    }
    expectError(await shop().client().call("doRequestGuestOrdersLink", {}), 401, "unauthorized");
  });

  it("a link with no guest orders behind it adds none and says so; a newer link retires the older", async () => {
    await addOrderCatalog(shop());
    const eva = shop().client({ locale: "de" });
    await registerCustomer(eva, "eva@example.com");
    await eva.call("doRequestGuestOrdersLink", {});
    const older = await linkToken(shop(), "eva@example.com");
    await eva.call("doRequestGuestOrdersLink", {});
    const newer = await linkToken(shop(), "eva@example.com");
    expect(newer).not.toBe(older);
    expectError(await attach(eva, older), 403, "orderMigrateUnauthorized");
    expect((await attach(eva, newer)).body.data).toEqual({ email: "eva@example.com", orders: [] });
  });
});
