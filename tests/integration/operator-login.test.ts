/** Operator login and logout (docs/operators.md): cookies, wrong data, attempt limits, the shopper's session apart. */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { EDIT_COOKIE, OPERATOR_SESSION_COOKIE } from "#common/constants.ts";
import { operators, operatorSessions } from "#server/modules/operator/operator.table.ts";
import { expectError } from "./checkout-fixture.ts";
import { describeDatabases } from "./harness.ts";
import { addOperator, loginOperator, OPERATOR_PASSWORD, operatorCookies, storedSession } from "./operator-fixture.ts";
import { register, sessionState } from "./session-fixture.ts";

function setCookieLine(headers: Headers, name: string): string {
  return headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? "";
}

describeDatabases("operator login", (shop) => {
  it("sets an HttpOnly operator cookie and the edit cookie, and stores only the token's hash", async () => {
    await addOperator(shop(), { name: "Edith" });
    const client = shop().client();
    const result = await loginOperator(client, "  EDITOR@example.com");
    expect(result.body.data).toEqual({
      editingEnabled: true,
      editing: true,
      disableActions: false,
      operator: { name: "Edith", role: "editor" },
    });
    const sessionCookie = setCookieLine(result.headers, OPERATOR_SESSION_COOKIE);
    expect(sessionCookie).toMatch(/^op_sid=[A-Za-z0-9_-]{43};/);
    expect(sessionCookie).toMatch(/HttpOnly/);
    expect(sessionCookie).toMatch(/SameSite=Lax/);
    expect(sessionCookie).toMatch(/Max-Age=43200/);
    expect(sessionCookie).not.toMatch(/Secure/);
    expect(setCookieLine(result.headers, EDIT_COOKIE)).toMatch(/^pwa=edit;.*HttpOnly/);

    const token = operatorCookies(client).session ?? "";
    const rows = await shop().db.select().from(operatorSessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(token);
    expect(await storedSession(shop(), client)).toBeDefined();
    const [operator] = await shop().db.select().from(operators);
    expect(operator?.lastLoginAt).toBeInstanceOf(Date);

    const state = await client.call("getEditorSession", undefined, { method: "GET" });
    expect(state.body.data?.editingEnabled).toBe(true);
  });

  it("marks the cookies Secure when the shop is served over https", async () => {
    await addOperator(shop());
    const client = shop().client();
    await client.ensureCsrf();
    const result = await client.request("https://shop.example/api/doOperatorLogin", {
      method: "POST",
      headers: { "content-type": "application/json", "x-csrf-token": client.csrfToken ?? "" },
      body: JSON.stringify({ email: "editor@example.com", password: OPERATOR_PASSWORD }),
    });
    expect(result.status).toBe(200);
    expect(setCookieLine(result.headers, OPERATOR_SESSION_COOKIE)).toMatch(/Secure/);
    expect(setCookieLine(result.headers, EDIT_COOKIE)).toMatch(/Secure/);
  });

  it("answers a wrong password, an unknown email and a disabled operator alike, and sets no cookie", async () => {
    await addOperator(shop());
    await addOperator(shop(), { email: "gone@example.com" });
    await shop().db.update(operators).set({ disabled: true }).where(eq(operators.emailNormalized, "gone@example.com"));
    const answers = [];
    for (const [email, password] of [
      ["editor@example.com", "Wrong-password-1"],
      ["nobody@example.com", OPERATOR_PASSWORD],
      ["gone@example.com", OPERATOR_PASSWORD],
    ] as const) {
      const client = shop().client({ locale: "en" });
      const result = await client.call("doOperatorLogin", { email, password });
      expectError(result, 401, "invalidLoginData");
      expect(result.body.error?.message).toBe("Invalid login data");
      expect(operatorCookies(client)).toEqual({ session: undefined, edit: undefined });
      answers.push(result.text);
    }
    expect(new Set(answers).size).toBe(1);
    expect(await shop().db.select().from(operatorSessions)).toHaveLength(0);
  });

  it("refuses a login without the CSRF token", async () => {
    await addOperator(shop());
    const client = shop().client();
    const result = await client.call(
      "doOperatorLogin",
      { email: "editor@example.com", password: OPERATOR_PASSWORD },
      { csrf: false },
    );
    expectError(result, 403, "csrfTokenMismatch");
    expect(operatorCookies(client).session).toBeUndefined();
  });

  it("limits attempts per account: the 6th within the window is refused, even with the right password", async () => {
    await addOperator(shop());
    const attacker = shop().client({ locale: "en", ip: "203.0.113.9" });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const result = await attacker.call("doOperatorLogin", {
        email: "editor@example.com",
        password: `Wrong-${attempt}`,
      });
      expect({ attempt, status: result.status }).toEqual({ attempt, status: 401 });
    }
    const blocked = await shop()
      .client({ locale: "en", ip: "198.51.100.4" })
      .call("doOperatorLogin", { email: "Editor@Example.com", password: OPERATOR_PASSWORD });
    expectError(blocked, 429, "tooManyRequests");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Customers' login attempts count apart: the customer login is not blocked by this.
    expect((await shop().client().call("doLogin", { email: "editor@example.com", password: "Whatever1" })).status).toBe(
      401,
    );
  });

  it("limits attempts per address across accounts", async () => {
    const attacker = shop().client({ ip: "203.0.113.10" });
    for (let attempt = 1; attempt <= 20; attempt++) {
      const result = await attacker.call("doOperatorLogin", { email: `guess${attempt}@example.com`, password: "x" });
      expect({ attempt, status: result.status }).toEqual({ attempt, status: 401 });
    }
    expectError(
      await attacker.call("doOperatorLogin", { email: "another@example.com", password: "x" }),
      429,
      "tooManyRequests",
    );
  });

  it("logs out: the session row and both cookies go, the shopper's login stays", async () => {
    await addOperator(shop());
    const client = shop().client();
    await register(client, "shopper@example.com");
    await loginOperator(client);
    expect(await storedSession(shop(), client)).toBeDefined();
    const token = operatorCookies(client).session;

    const result = await client.call("doOperatorLogout");
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ editingEnabled: false, operator: null });
    expect(setCookieLine(result.headers, OPERATOR_SESSION_COOKIE)).toMatch(/Max-Age=0/);
    expect(setCookieLine(result.headers, EDIT_COOKIE)).toMatch(/Max-Age=0/);
    expect(operatorCookies(client)).toEqual({ session: undefined, edit: undefined });
    expect(await shop().db.select().from(operatorSessions)).toHaveLength(0);
    expect((await sessionState(client)).state).toBe("authorized");

    // The old cookie, sent again, is worth nothing.
    client.cookies.set(OPERATOR_SESSION_COOKIE, token ?? "");
    client.cookies.set(EDIT_COOKIE, "edit");
    expectError(await client.call("setEditorMode", { mode: "preview" }), 401, "editorSessionExpired");
  });

  it("replaces the running session when an operator logs in again", async () => {
    await addOperator(shop());
    const client = shop().client();
    await loginOperator(client);
    const first = operatorCookies(client).session;
    await loginOperator(client);
    expect(operatorCookies(client).session).not.toBe(first);
    expect(await shop().db.select().from(operatorSessions)).toHaveLength(1);
  });
});
