import { expect, it } from "vitest";
import type { CustomerDataExport } from "#server/workflows/customer-data-export.ts";
import { expectError } from "./checkout-fixture.ts";
import { addOrderCatalog, completeCheckout } from "./order-fixture.ts";
import { describeDatabases } from "./harness.ts";

const PASSWORD = "secret-pass-1";

describeDatabases("personal data", (shop) => {
  it("changes the name with validation, and exports everything kept about the customer and nothing of others", async () => {
    await addOrderCatalog(shop());
    const anna = shop().client({ locale: "en" });
    await anna.call("doRegisterUser", { email: "anna@example.com", password: PASSWORD, repeatPassword: PASSWORD });
    const empty = await anna.call("doUpdatePersonalData", { firstName: " ", lastName: "Berg" });
    expect(empty.body.error?.fields).toEqual({ firstName: "This is a mandatory field." });
    const renamed = await anna.call("doUpdatePersonalData", { firstName: " Anna ", lastName: "Berg" });
    expect(renamed.body.data).toEqual({ firstName: "Anna", lastName: "Berg" });
    expect((await anna.call("getSession", {}, { method: "GET" })).body.data?.user).toMatchObject({
      firstName: "Anna",
      lastName: "Berg",
    });

    await anna.call("doAddCartItem", { productId: 9101, quantity: 1 });
    await completeCheckout(shop(), anna);
    expect((await anna.call("doPlaceOrder", { termsAccepted: true })).status).toBe(200);
    await anna.call("doAddWishlistItem", { variationId: 9101 });

    const ben = shop().client();
    await ben.call("doRegisterUser", { email: "ben@example.com", password: PASSWORD, repeatPassword: PASSWORD });

    const exported = (await anna.call("getMyData", {}, { method: "GET" })).body.data as CustomerDataExport;
    expect(exported).toMatchObject({
      format: "nordlicht-customer-data",
      version: 1,
      account: { email: "anna@example.com", firstName: "Anna", lastName: "Berg" },
    });
    expect(exported.orders).toHaveLength(1);
    expect(exported.orders[0]?.items.length).toBeGreaterThan(0);
    expect(exported.addresses.length).toBeGreaterThan(0);
    expect(exported.wishlist).toEqual([{ variationId: 9101, quantity: 1 }]);
    const text = JSON.stringify(exported);
    for (const secret of ["ben@example.com", "password", "argon2", "accessKey", "session"]) {
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    }

    expectError(await shop().client().call("getMyData", {}, { method: "GET" }), 401, "unauthorized");
    expectError(
      await shop().client().call("doUpdatePersonalData", { firstName: "X", lastName: "Y" }),
      401,
      "unauthorized",
    );
  });
});
