import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { customers } from "#server/modules/customer/customer.table.ts";
import { customerTokens } from "#server/modules/customer/customer-token.table.ts";
import { mailOutbox } from "#server/modules/mail/mail.table.ts";
import { renderMail } from "#server/modules/mail/mail-templates.ts";
import { expectError, PASSWORD, registerCustomer } from "./checkout-fixture.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";

async function mailsTo(shop: Shop, email: string) {
  return shop.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(mailOutbox.id);
}

/** The token of the confirmation link in the latest mail to `email`, read as the customer would. */
async function confirmToken(shop: Shop, email: string): Promise<string> {
  const mail = (await mailsTo(shop, email)).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  const match = /\/confirm-email-change\?token=([\w-]+)/.exec((await renderMail(mail.template, mail.data)).text);
  if (!match?.[1]) throw new Error("no confirmation link in the mail");
  return match[1];
}

const ask = (client: ShopClient, email: string, password = PASSWORD) =>
  client.call("doRequestEmailChange", { email, password });
const confirm = (client: ShopClient, token: string) => client.call("doConfirmEmailChange", { token });
const login = (client: ShopClient, email: string, password = PASSWORD) => client.call("doLogin", { email, password });

describeDatabases("email change", (shop) => {
  it("moves the account to the new address through the mailed link, tells the old one, and the link is single-use", async () => {
    const customer = shop().client({ locale: "en" });
    await registerCustomer(customer, "old@example.com");
    expect((await ask(customer, "  New@Example.com ")).body).toEqual({
      data: { sent: true, email: "New@Example.com" },
    });
    // Nothing changes before the link is followed.
    expect((await login(shop().client(), "old@example.com")).status).toBe(200);
    const [mail] = await mailsTo(shop(), "New@Example.com");
    expect(mail).toMatchObject({ template: "emailChangeConfirm", locale: "en" });
    const rendered = await renderMail(mail!.template, mail!.data);
    expect(rendered.subject).toContain("Confirm your new email address");
    expect(rendered.text).toContain("valid for 24 hours");
    const token = await confirmToken(shop(), "New@Example.com");
    expect(JSON.stringify(await shop().db.select().from(customerTokens))).not.toContain(token);

    // The link's page works in another browser, logged in or not.
    const mailApp = shop().client({ locale: "de" });
    expect((await mailApp.call("getEmailChangeLink", { token }, { method: "GET" })).body.data).toEqual({
      newEmail: "New@Example.com",
    });
    expect((await confirm(mailApp, token)).body).toEqual({ data: { email: "New@Example.com" } });
    expectError(await confirm(mailApp, token), 400, "invalidEmailChangeUrl");
    expect((await mailApp.call("getEmailChangeLink", { token }, { method: "GET" })).body.data).toEqual({
      newEmail: null,
    });

    expectError(await login(shop().client(), "old@example.com"), 401, "invalidLoginData");
    expect((await login(shop().client(), "new@example.com")).status).toBe(200);
    // The session that asked stays logged in and shows the new address.
    const session = await customer.call("getSession", {}, { method: "GET" });
    expect(session.body.data?.user?.email).toBe("New@Example.com");
    const [notice] = await mailsTo(shop(), "old@example.com");
    expect(notice).toMatchObject({ template: "emailChangedNotice", locale: "de" });
    const noticeText = (await renderMail(notice!.template, notice!.data)).text;
    expect(noticeText).toContain("ist ab jetzt New@Example.com");
  });

  it("checks the password and the address first and sends nothing when refused", async () => {
    const customer = shop().client({ locale: "en" });
    await registerCustomer(customer, "anna@example.com");
    const wrong = await ask(customer, "anna.neu@example.com", "Falsch-123");
    expectError(wrong, 400, "wrongCurrentPassword");
    expect(wrong.body.error?.fields).toEqual({ password: "The current password is not correct." });
    const same = await ask(customer, " ANNA@example.com");
    expect(same.body.error?.fields).toEqual({ email: "This is already your email address." });
    const invalid = await ask(customer, "not-an-email");
    expect(Object.keys(invalid.body.error?.fields ?? {})).toEqual(["email"]);
    expectError(await ask(shop().client(), "anna.neu@example.com"), 401, "unauthorized");
    expect(await shop().db.select().from(mailOutbox)).toEqual([]);
  });

  it("answers an address that has an account like any other and sends it nothing", async () => {
    await registerCustomer(shop().client(), "taken@example.com");
    const customer = shop().client({ locale: "en" });
    await registerCustomer(customer, "berta@example.com");
    const taken = await ask(customer, "taken@example.com");
    const free = await ask(customer, "berta.neu@example.com");
    expect(taken.status).toBe(free.status);
    expect(Object.keys(taken.body.data ?? {})).toEqual(Object.keys(free.body.data ?? {}));
    expect(await mailsTo(shop(), "taken@example.com")).toEqual([]);
    expect(await mailsTo(shop(), "berta.neu@example.com")).toHaveLength(1);
  });

  it("refuses a link whose address got an account meanwhile, a superseded and an expired link", async () => {
    const customer = shop().client({ locale: "en" });
    await registerCustomer(customer, "carl@example.com");
    await ask(customer, "carl.neu@example.com");
    const first = await confirmToken(shop(), "carl.neu@example.com");
    await ask(customer, "carl.zwei@example.com");
    const second = await confirmToken(shop(), "carl.zwei@example.com");
    expectError(await confirm(shop().client(), first), 400, "invalidEmailChangeUrl");

    await registerCustomer(shop().client(), "carl.zwei@example.com");
    expectError(await confirm(shop().client(), second), 409, "emailAlreadyExists");
    const [row] = await shop().db.select().from(customers).where(eq(customers.emailNormalized, "carl@example.com"));
    expect(row?.email).toBe("carl@example.com");

    await ask(customer, "carl.drei@example.com");
    const third = await confirmToken(shop(), "carl.drei@example.com");
    await shop()
      .db.update(customerTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expectError(await confirm(shop().client(), third), 400, "invalidEmailChangeUrl");
    expect((await confirm(shop().client({ locale: "en" }), "../etc")).body.error?.fields).toEqual({
      token: "This value is not valid.",
    });
  });

  it("lets one of two parallel confirmations win, and a reset link sent to the old address stops working", async () => {
    const customer = shop().client({ locale: "en" });
    await registerCustomer(customer, "dora@example.com");
    expect((await shop().client().call("doRequestPasswordReset", { email: "dora@example.com" })).status).toBe(200);
    const [reset] = await mailsTo(shop(), "dora@example.com");
    const resetToken = /token=([\w-]+)/.exec((await renderMail(reset!.template, reset!.data)).text)?.[1] ?? "";
    await ask(customer, "dora.neu@example.com");
    const token = await confirmToken(shop(), "dora.neu@example.com");
    const answers = await Promise.all([confirm(shop().client(), token), confirm(shop().client(), token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expectError(
      await shop()
        .client()
        .call("doSetNewPassword", { token: resetToken, password: "Neu-12345", repeatPassword: "Neu-12345" }),
      400,
      "invalidResetUrl",
    );
  });

  it("limits requests per account", async () => {
    const customer = shop().client({ locale: "en" });
    await registerCustomer(customer, "emil@example.com");
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await ask(customer, `emil.${attempt}@example.com`)).status).toBe(200);
    }
    expectError(await ask(customer, "emil.x@example.com"), 429, "tooManyRequests");
  });
});
