/** Logging out, session ids at login, guest sessions and the checkout addresses of a session. */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { seedCommerce } from "#server/demo/commerce/index.ts";
import { createAddressFor, expectError, germanAddress, germanStateId } from "./checkout-fixture.ts";
import { describeDatabases } from "./harness.ts";
import { PASSWORD, register, sessionRowExists, sessionState } from "./session-fixture.ts";

describeDatabases("session and customer operations", (shop) => {
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
