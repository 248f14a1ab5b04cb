import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { seedCommerce } from "#server/db/seed-commerce/index.ts";
import { customers } from "#server/modules/customer/customer.table.ts";
import { sessions } from "#server/modules/session/session.table.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import type { ApiResult, ShopClient } from "./shop-client.ts";
import { createAddressFor, germanAddress, germanStateId } from "./checkout-fixture.ts";

const PASSWORD = "Lampe2024";
const OTHER_PASSWORD = "Kissen99";

function expectError(result: ApiResult<unknown>, status: number, key: string): void {
  expect({ status: result.status, key: result.body.error?.key }).toEqual({ status, key });
  expect(result.body.data).toBeUndefined();
}

async function register(client: ShopClient, email: string, password = PASSWORD) {
  const result = await client.call("doRegisterUser", {
    email,
    password,
    repeatPassword: password,
    firstName: "Ada",
    lastName: "Lovelace",
  });
  expect(result.status).toBe(200);
  return result;
}

async function sessionState(client: ShopClient) {
  const result = await client.call("getSession", undefined, { method: "GET" });
  expect(result.status).toBe(200);
  if (!result.body.data) throw new Error("getSession answered without data");
  return result.body.data;
}

async function sessionRowExists(shop: Shop, id: string | undefined): Promise<boolean> {
  if (!id) return false;
  const rows = await shop.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, id));
  return rows.length === 1;
}

describeDatabases("session and customer operations", (shop) => {
  it("registers a customer and shows the session as authorized", async () => {
    const client = shop().client();
    const registered = await register(client, " Ada@Example.com ");
    expect(registered.body.data).toEqual({
      state: "authorized",
      user: {
        id: expect.any(Number),
        email: "Ada@Example.com",
        guestMail: null,
        firstName: "Ada",
        lastName: "Lovelace",
        showNetPrices: false,
      },
      basket: { itemWishListIds: [] },
      checkoutAddresses: { billing: null, shipping: null },
    });
    const session = await sessionState(client);
    expect(session.state).toBe("authorized");
    expect(session.user?.email).toBe("Ada@Example.com");

    const rows = await shop()
      .db.select({ normalized: customers.emailNormalized, hash: customers.passwordHash })
      .from(customers);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.normalized).toBe("ada@example.com");
    expect(rows[0]?.hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]?.hash).not.toContain(PASSWORD);
  });

  it("refuses a second account for the same email, whatever its case and spacing", async () => {
    await register(shop().client(), "taken@example.com");
    for (const email of ["taken@example.com", "  TAKEN@Example.COM "]) {
      const duplicate = await shop()
        .client({ locale: "en" })
        .call("doRegisterUser", { email, password: PASSWORD, repeatPassword: PASSWORD });
      expectError(duplicate, 409, "emailAlreadyExists");
      expect(duplicate.body.error?.message).toBe("An account with this email already exists.");
    }
    const count = await shop()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(customers);
    expect(count[0]?.n).toBe(1);
  });

  it("applies the password rules with the exact English messages", async () => {
    const client = shop().client({ locale: "en" });
    const cases: [password: string, message: string][] = [
      ["abc", "Password must be at least 8 characters long and include at least one letter and one number."],
      ["        ", "Password must be at least 8 characters long and include at least one letter and one number."],
      ["abc1", "Password must be at least 8 characters long."],
      ["abcdefgh", "Password must include at least one number."],
      ["12345678", "Password must include at least one letter."],
      ["", "Password is required."],
    ];
    for (const [password, message] of cases) {
      const result = await client.call("doRegisterUser", {
        email: "rules@example.com",
        password,
        repeatPassword: password,
      });
      expectError(result, 400, "invalidData");
      expect({ password, fields: result.body.error?.fields }).toEqual({ password, fields: { password: message } });
    }
    const mismatch = await client.call("doRegisterUser", {
      email: "rules@example.com",
      password: PASSWORD,
      repeatPassword: "Lampe2025",
    });
    expect(mismatch.body.error?.fields).toEqual({ repeatPassword: "Passwords do not match." });
    expect(await shop().db.select().from(customers)).toHaveLength(0);
  });

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

  it("logs out: clears user, checkout addresses and wishlist ids and rotates the session", async () => {
    const client = shop().client();
    await register(client, "leaving@example.com");
    await seedCommerce(shop().db);
    const stateId = await germanStateId(client);
    const billing = await createAddressFor(client, 1, germanAddress(stateId));
    const shipping = await createAddressFor(client, 2, germanAddress(stateId, { city: "Köln", zipCode: "50667" }));
    expect((await client.call("setCheckoutAddress", { typeId: 1, addressId: billing })).body.data).toEqual({
      billing,
      shipping: null,
    });
    expect((await client.call("setCheckoutAddress", { typeId: 2, addressId: shipping })).body.data).toEqual({
      billing,
      shipping,
    });
    // No operation fills the wishlist yet: put ids into the stored session directly.
    const sid = client.sessionId;
    if (!sid) throw new Error("no session cookie after registration");
    await shop().db.execute(sql`update sessions set data = data || '{"wishlistIds":[5,8]}'::jsonb where id = ${sid}`);
    expect((await sessionState(client)).basket.itemWishListIds).toEqual([5, 8]);
    const tokenBefore = client.csrfToken;

    const loggedOut = await client.call("doLogoutUser", {});
    expect(loggedOut.status).toBe(200);
    expect(loggedOut.body.data).toEqual({
      state: "anonymous",
      user: null,
      basket: { itemWishListIds: [] },
      checkoutAddresses: { billing: null, shipping: null },
    });
    expect(client.sessionId).toBeDefined();
    expect(client.sessionId).not.toBe(sid);
    expect(client.csrfToken).not.toBe(tokenBefore);
    expect(await sessionRowExists(shop(), sid)).toBe(false);

    // The old cookie is worth nothing now.
    const replay = shop().client();
    replay.cookies.set("sid", sid);
    expect((await sessionState(replay)).state).toBe("anonymous");
  });

  it("gives the session a new id on login, so a planted id never becomes authorized", async () => {
    await register(shop().client(), "victim@example.com");
    const victim = shop().client();
    await victim.call("getSession", undefined, { method: "GET", query: { ReferrerID: "planted" } });
    const planted = victim.sessionId;
    if (!planted) throw new Error("no session cookie");
    expect(await sessionRowExists(shop(), planted)).toBe(true);

    const login = await victim.call("doLogin", { email: "victim@example.com", password: PASSWORD });
    expect(login.body.data?.state).toBe("authorized");
    expect(victim.sessionId).not.toBe(planted);
    expect(await sessionRowExists(shop(), planted)).toBe(false);

    const attacker = shop().client();
    attacker.cookies.set("sid", planted);
    expect((await sessionState(attacker)).state).toBe("anonymous");
  });

  it("starts a guest session with the guest's email", async () => {
    const client = shop().client();
    const before = await client.ensureCsrf();
    const guest = await client.call("doLoginAsGuest", { email: "guest@example.com" });
    expect(guest.body.data).toEqual({
      state: "guest",
      user: {
        id: null,
        email: null,
        guestMail: "guest@example.com",
        firstName: "",
        lastName: "",
        showNetPrices: false,
      },
      basket: { itemWishListIds: [] },
      checkoutAddresses: { billing: null, shipping: null },
    });
    expect(client.csrfToken).not.toBe(before);
    expect((await sessionState(client)).state).toBe("guest");
  });

  it("lets a logged-in customer not continue as guest or register again", async () => {
    const client = shop().client({ locale: "en" });
    await register(client, "already@example.com");
    expectError(await client.call("doLoginAsGuest", { email: "guest@example.com" }), 403, "forbidden");
    expectError(
      await client.call("doRegisterUser", {
        email: "second@example.com",
        password: PASSWORD,
        repeatPassword: PASSWORD,
      }),
      403,
      "forbidden",
    );
    expect((await sessionState(client)).user?.email).toBe("already@example.com");
  });

  it("changes the password of a logged-in customer only", async () => {
    const anonymous = shop().client({ locale: "en" });
    const refused = await anonymous.call("doChangeUserPassword", {
      oldPassword: PASSWORD,
      password: OTHER_PASSWORD,
      repeatPassword: OTHER_PASSWORD,
    });
    expectError(refused, 401, "unauthorized");

    const guest = shop().client();
    await guest.call("doLoginAsGuest", { email: "guest@example.com" });
    expectError(
      await guest.call("doChangeUserPassword", {
        oldPassword: PASSWORD,
        password: OTHER_PASSWORD,
        repeatPassword: OTHER_PASSWORD,
      }),
      401,
      "unauthorized",
    );

    const customer = shop().client({ locale: "en" });
    await register(customer, "changer@example.com");
    const wrong = await customer.call("doChangeUserPassword", {
      oldPassword: "NotMine1",
      password: OTHER_PASSWORD,
      repeatPassword: OTHER_PASSWORD,
    });
    expectError(wrong, 400, "wrongCurrentPassword");
    expect(wrong.body.error?.fields).toEqual({ oldPassword: "The current password is not correct." });

    const weak = await customer.call("doChangeUserPassword", {
      oldPassword: PASSWORD,
      password: "short",
      repeatPassword: "short",
    });
    expect(weak.body.error?.fields).toEqual({
      password: "Password must be at least 8 characters long and include at least one letter and one number.",
    });

    const sidBefore = customer.sessionId;
    const changed = await customer.call("doChangeUserPassword", {
      oldPassword: PASSWORD,
      password: OTHER_PASSWORD,
      repeatPassword: OTHER_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toBe(true);
    expect(customer.sessionId).not.toBe(sidBefore);
    expect((await sessionState(customer)).state).toBe("authorized");

    expectError(
      await shop().client().call("doLogin", { email: "changer@example.com", password: PASSWORD }),
      401,
      "invalidLoginData",
    );
    const fresh = await shop().client().call("doLogin", { email: "changer@example.com", password: OTHER_PASSWORD });
    expect(fresh.body.data?.state).toBe("authorized");
  });

  it("validates setCheckoutAddress and accepts only the visitor's own addresses", async () => {
    const client = shop().client({ locale: "en" });
    const invalid: [input: Record<string, unknown>, fields: Record<string, string>][] = [
      [{ typeId: 3, addressId: 1 }, { typeId: "This value is not valid." }],
      [{ typeId: 0, addressId: 1 }, { typeId: "This value is not valid." }],
      [{ typeId: 1, addressId: 0 }, { addressId: "This value is not valid." }],
      [{ typeId: 2, addressId: -4 }, { addressId: "This value is not valid." }],
      [{ typeId: 2, addressId: 1.5 }, { addressId: "Enter a whole number." }],
      [{ typeId: 1, addressId: 2_147_483_648 }, { addressId: "This value is not valid." }],
      [{ typeId: 1 }, { addressId: "Enter a whole number." }],
    ];
    for (const [input, fields] of invalid) {
      const result = await client.call("setCheckoutAddress", input);
      expectError(result, 400, "invalidData");
      expect({ input, fields: result.body.error?.fields }).toEqual({ input, fields });
    }

    expectError(await client.call("setCheckoutAddress", { typeId: 1, addressId: 7 }), 404, "addressNotFound");

    await seedCommerce(shop().db);
    await client.call("doLoginAsGuest", { email: "guest@example.com" });
    const stateId = await germanStateId(client);
    const shipping = await createAddressFor(client, 2, germanAddress(stateId));
    const billing = await createAddressFor(client, 1, germanAddress(stateId, { companyName: "Firma" }));
    expect((await client.call("setCheckoutAddress", { typeId: 2, addressId: shipping })).body.data).toEqual({
      billing: null,
      shipping,
    });
    expect((await client.call("setCheckoutAddress", { typeId: 1, addressId: billing })).body.data).toEqual({
      billing,
      shipping,
    });
    expect((await sessionState(client)).checkoutAddresses).toEqual({ billing, shipping });
  });
});
