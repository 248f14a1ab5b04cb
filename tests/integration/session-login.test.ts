/** Logging in: wrong data, email spelling, blocked customers and the attempt limits per account and address. */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { customers } from "#server/modules/customer/customer.table.ts";
import { expectError } from "./checkout-fixture.ts";
import { describeDatabases } from "./harness.ts";
import { PASSWORD, register, sessionState } from "./session-fixture.ts";

describeDatabases("logging in", (shop) => {
  it("answers a wrong password and an unknown email with the same 401 invalidLoginData", async () => {
    await register(shop().client(), "known@example.com");
    const wrongPassword = await shop()
      .client({ locale: "en" })
      .call("doLogin", { email: "known@example.com", password: "Falsch123" });
    const unknownEmail = await shop()
      .client({ locale: "en" })
      .call("doLogin", { email: "nobody@example.com", password: "Falsch123" });
    expectError(wrongPassword, 401, "invalidLoginData");
    expect(wrongPassword.body.error?.message).toBe("Invalid login data");
    expect(unknownEmail.text).toBe(wrongPassword.text);
    expect(unknownEmail.status).toBe(wrongPassword.status);
  });

  it("logs a customer in by email in any case and spacing", async () => {
    await register(shop().client(), "case@example.com");
    const client = shop().client();
    const result = await client.call("doLogin", { email: "  CASE@example.com", password: PASSWORD });
    expect(result.status).toBe(200);
    expect(result.body.data?.state).toBe("authorized");
    expect((await sessionState(client)).user?.email).toBe("case@example.com");
  });

  it("refuses a blocked customer with userBlocked and drops a blocked customer's session", async () => {
    const owner = shop().client();
    await register(owner, "blocked@example.com");
    await shop()
      .db.update(customers)
      .set({ blocked: true })
      .where(eq(customers.emailNormalized, "blocked@example.com"));

    const login = await shop()
      .client({ locale: "en" })
      .call("doLogin", { email: "blocked@example.com", password: PASSWORD });
    expectError(login, 403, "userBlocked");
    expect(login.body.error?.message).toBe("User is blocked");

    // The session that logged in before the block no longer holds the customer.
    const session = await sessionState(owner);
    expect(session.state).toBe("anonymous");
    expect(session.user).toBeNull();
  });

  it("limits login attempts per account: the 11th within the window gets 429 with Retry-After", async () => {
    await register(shop().client(), "target@example.com");
    const attacker = shop().client({ locale: "en", ip: "203.0.113.7" });
    for (let attempt = 1; attempt <= 10; attempt++) {
      const result = await attacker.call("doLogin", { email: "target@example.com", password: `Wrong${attempt}x` });
      expect({ attempt, status: result.status }).toEqual({ attempt, status: 401 });
    }
    // Even the right password is refused now, from another address too.
    const blocked = await shop().client({ locale: "en", ip: "198.51.100.9" }).call("doLogin", {
      email: " Target@Example.com",
      password: PASSWORD,
    });
    expectError(blocked, 429, "tooManyRequests");
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.body.error?.message).toBe(`Too many attempts. Please wait ${retryAfter} seconds and try again.`);

    // Another account from the attacker's address is not affected by the account limit.
    const other = await attacker.call("doLogin", { email: "someone-else@example.com", password: "Wrong0x1" });
    expectError(other, 401, "invalidLoginData");
  });

  it("resets the account limit after a successful login", async () => {
    await register(shop().client(), "forgetful@example.com");
    const client = shop().client({ ip: "192.0.2.10" });
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect(
        (await client.call("doLogin", { email: "forgetful@example.com", password: `Nope${attempt}zz` })).status,
      ).toBe(401);
    }
    expect((await client.call("doLogin", { email: "forgetful@example.com", password: PASSWORD })).status).toBe(200);
    await client.call("doLogoutUser", {});
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect(
        (await client.call("doLogin", { email: "forgetful@example.com", password: `Again${attempt}zz` })).status,
      ).toBe(401);
    }
  });

  it("limits login attempts per IP address: the 31st from one address gets 429", async () => {
    const client = shop().client({ ip: "203.0.113.50" });
    for (let attempt = 1; attempt <= 30; attempt++) {
      const result = await client.call("doLogin", { email: `nobody${attempt}@example.com`, password: "Whatever1" });
      expect({ attempt, status: result.status }).toEqual({ attempt, status: 401 });
    }
    const refused = await client.call("doLogin", { email: "nobody31@example.com", password: "Whatever1" });
    expectError(refused, 429, "tooManyRequests");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    const elsewhere = await shop()
      .client({ ip: "203.0.113.51" })
      .call("doLogin", { email: "nobody31@example.com", password: "Whatever1" });
    expectError(elsewhere, 401, "invalidLoginData");
  });
});
