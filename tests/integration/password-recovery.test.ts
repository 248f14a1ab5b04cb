import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { customerTokens } from "#server/modules/customer/customer-token.table.ts";
import { mailOutbox } from "#server/modules/mail/mail.table.ts";
import { renderMail } from "#server/modules/mail/mail-templates.ts";
import { RESET_REQUEST_MIN_MS } from "#server/operations/password-recovery.ts";
import { expectError, PASSWORD, registerCustomer } from "./checkout-fixture.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";

const NEW_PASSWORD = "Neues-Passwort-7";

async function mailsTo(shop: Shop, email: string) {
  return shop.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(mailOutbox.id);
}

/** The token of the reset link in the latest mail to `email`, read from the outbox as the customer would. */
async function resetToken(shop: Shop, email: string): Promise<string> {
  const mail = (await mailsTo(shop, email)).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  const match = /\/set-new-password\?token=([\w-]+)/.exec((await renderMail(mail.template, mail.data)).text);
  if (!match?.[1]) throw new Error("no reset link in the mail");
  return match[1];
}

async function ask(client: ShopClient, email: string) {
  return client.call("doRequestPasswordReset", { email });
}

async function setNew(client: ShopClient, token: string, password = NEW_PASSWORD) {
  return client.call("doSetNewPassword", { token, password, repeatPassword: password });
}

async function login(client: ShopClient, email: string, password: string) {
  return client.call("doLogin", { email, password });
}

async function state(client: ShopClient) {
  return (await client.call("getSession", {}, { method: "GET" })).body.data?.state;
}

describeDatabases("password recovery", (shop) => {
  it("mails a single-use link; the new password works, the old one and every earlier session do not", async () => {
    const browser = shop().client({ locale: "en" });
    await registerCustomer(browser, "anna@example.com");
    const phone = shop().client({ locale: "de" });
    expect((await login(phone, "anna@example.com", PASSWORD)).status).toBe(200);
    expect(await state(phone)).toBe("authorized");

    const visitor = shop().client({ locale: "en" });
    const answer = await ask(visitor, "  Anna@Example.com ");
    expect(answer.body).toEqual({ data: { sent: true } });
    const [mail] = await mailsTo(shop(), "anna@example.com");
    expect(mail).toMatchObject({ template: "passwordReset", locale: "en", status: "pending" });
    const rendered = await renderMail(mail!.template, mail!.data);
    expect(rendered.subject).toContain("Reset your password");
    expect(rendered.text).toContain("valid for 60 minutes");
    const token = await resetToken(shop(), "anna@example.com");
    // Only the hash is stored.
    const rows = await shop().db.select().from(customerTokens);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);

    expect((await visitor.call("getPasswordResetLink", { token }, { method: "GET" })).body.data).toEqual({
      usable: true,
    });
    const mismatch = await visitor.call("doSetNewPassword", { token, password: NEW_PASSWORD, repeatPassword: "x" });
    expect(mismatch.body.error?.fields).toEqual({ repeatPassword: "Passwords do not match." });
    const weak = await setNew(visitor, token, "short");
    expect(weak.body.error?.fields).toEqual({
      password: "Password must be at least 8 characters long and include at least one letter and one number.",
    });

    expect((await setNew(visitor, token)).body).toEqual({ data: { reset: true } });
    // Used up: the same link again is the invalid-link answer, and the page says so.
    expectError(await setNew(visitor, token, "Noch-eins-8"), 400, "invalidResetUrl");
    expect((await visitor.call("getPasswordResetLink", { token }, { method: "GET" })).body.data).toEqual({
      usable: false,
    });

    // Both sessions that were logged in before have ended.
    expect(await state(browser)).toBe("anonymous");
    expect(await state(phone)).toBe("anonymous");
    expect((await phone.call("getAddresses", { typeId: 1 }, { method: "GET" })).body.data).toEqual([]);
    expectError(await login(shop().client(), "anna@example.com", PASSWORD), 401, "invalidLoginData");
    const fresh = shop().client();
    expect((await login(fresh, "anna@example.com", NEW_PASSWORD)).status).toBe(200);
    expect(await state(fresh)).toBe("authorized");
  });

  it("answers an unknown address exactly like a known one, no sooner, and sends nothing", async () => {
    const visitor = shop().client({ locale: "de" });
    await registerCustomer(shop().client(), "known@example.com");
    const started = performance.now();
    const unknown = await ask(visitor, "nobody@example.com");
    expect(performance.now() - started).toBeGreaterThanOrEqual(RESET_REQUEST_MIN_MS - 5);
    const known = await ask(visitor, "known@example.com");
    expect(unknown.body).toEqual(known.body);
    expect(unknown.status).toBe(known.status);
    expect(await mailsTo(shop(), "nobody@example.com")).toEqual([]);
    expect(await mailsTo(shop(), "known@example.com")).toHaveLength(1);
    expectError(await ask(visitor, "not-an-email"), 400, "invalidData");
  });

  it("refuses forged, expired and superseded links; a newer mail replaces the older link", async () => {
    const visitor = shop().client({ locale: "en" });
    await registerCustomer(shop().client(), "berta@example.com");
    await ask(visitor, "berta@example.com");
    const first = await resetToken(shop(), "berta@example.com");
    await ask(visitor, "berta@example.com");
    const second = await resetToken(shop(), "berta@example.com");
    expect(second).not.toBe(first);
    expectError(await setNew(visitor, first), 400, "invalidResetUrl");
    expectError(await setNew(visitor, "A".repeat(43)), 400, "invalidResetUrl");
    const malformed = await setNew(visitor, "../../etc");
    expect(malformed.body.error?.fields).toEqual({ token: "This value is not valid." });

    await shop()
      .db.update(customerTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expectError(await setNew(visitor, second), 400, "invalidResetUrl");
    expect((await login(shop().client(), "berta@example.com", PASSWORD)).status).toBe(200);
  });

  it("lets exactly one of two parallel requests use a link", async () => {
    await registerCustomer(shop().client(), "carl@example.com");
    await ask(shop().client(), "carl@example.com");
    const token = await resetToken(shop(), "carl@example.com");
    const answers = await Promise.all([
      setNew(shop().client(), token, "Erstes-Passwort-1"),
      setNew(shop().client(), token, "Zweites-Passwort-2"),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = answers[0]!.status === 200 ? "Erstes-Passwort-1" : "Zweites-Passwort-2";
    expect((await login(shop().client(), "carl@example.com", winner)).status).toBe(200);
  });

  it("limits requests per address", async () => {
    const visitor = shop().client();
    for (let attempt = 0; attempt < 3; attempt++) expect((await ask(visitor, "dora@example.com")).status).toBe(200);
    expectError(await ask(visitor, "dora@example.com"), 429, "tooManyRequests");
  });

  it("keeps the session that changed its password in the account and ends the others", async () => {
    const here = shop().client();
    await registerCustomer(here, "emil@example.com");
    const there = shop().client();
    expect((await login(there, "emil@example.com", PASSWORD)).status).toBe(200);
    const changed = await here.call("doChangeUserPassword", {
      oldPassword: PASSWORD,
      password: NEW_PASSWORD,
      repeatPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(await state(here)).toBe("authorized");
    expect(await state(there)).toBe("anonymous");
  });
});
