/** Registration, its email and password rules, and changing the password. */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { customers } from "#server/modules/customer/customer.table.ts";
import { expectError } from "./checkout-fixture.ts";
import { describeDatabases } from "./harness.ts";
import { OTHER_PASSWORD, PASSWORD, register, sessionState } from "./session-fixture.ts";

describeDatabases("customer accounts and passwords", (shop) => {
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
});
