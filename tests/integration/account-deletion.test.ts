import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { addresses } from "#server/modules/address/address.table.ts";
import { customers } from "#server/modules/customer/customer.table.ts";
import { newsletterSubscriptions } from "#server/modules/newsletter/newsletter.table.ts";
import { orders } from "#server/modules/order/order.table.ts";
import { reviews } from "#server/modules/review/review.table.ts";
import { wishlistItems } from "#server/modules/wishlist/wishlist.table.ts";
import { expectError } from "./checkout-fixture.ts";
import { addOrderCatalog, completeCheckout } from "./order-fixture.ts";
import { describeDatabases } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";

const PASSWORD = "secret-pass-1";

const register = (client: ShopClient, email: string) =>
  client.call("doRegisterUser", {
    email,
    password: PASSWORD,
    repeatPassword: PASSWORD,
    firstName: "Anna",
    lastName: "Berg",
  });
const state = async (client: ShopClient) => (await client.call("getSession", {}, { method: "GET" })).body.data?.state;

describeDatabases("account deletion", (shop) => {
  it("erases the account and keeps the order for the shop without contact data; other customers keep theirs", async () => {
    await addOrderCatalog(shop());
    const anna = shop().client({ locale: "en" });
    await register(anna, "anna@example.com");
    const [{ id: annaId } = { id: 0 }] = await shop()
      .db.select({ id: customers.id })
      .from(customers)
      .where(eq(customers.emailNormalized, "anna@example.com"));
    await anna.call("doAddCartItem", { productId: 9101, quantity: 1 });
    await completeCheckout(shop(), anna);
    expect((await anna.call("doPlaceOrder", { termsAccepted: true })).status).toBe(200);
    await anna.call("doAddWishlistItem", { variationId: 9101 });
    expect(
      (await anna.call("doCreateReview", { itemId: 9001, rating: 5, title: "Gut", text: "Sehr gut." })).status,
    ).toBe(200);
    await shop()
      .db.insert(newsletterSubscriptions)
      .values({
        email: "anna@example.com",
        locale: "en",
        status: "confirmed",
        consentAt: new Date(),
        consentTextVersion: "1",
        unsubscribeTokenHash: "x".repeat(64),
      });
    const phone = shop().client();
    expect((await phone.call("doLogin", { email: "anna@example.com", password: PASSWORD })).status).toBe(200);
    const ben = shop().client();
    await register(ben, "ben@example.com");
    await ben.call("doAddWishlistItem", { variationId: 9101 });

    // A wrong password changes nothing.
    const wrong = await anna.call("doDeleteAccount", { password: "falsch-123" });
    expectError(wrong, 400, "wrongCurrentPassword");
    expect(wrong.body.error?.fields).toEqual({ password: "The current password is not correct." });
    expect(await state(anna)).toBe("authorized");
    expectError(await shop().client().call("doDeleteAccount", { password: PASSWORD }), 401, "unauthorized");

    expect((await anna.call("doDeleteAccount", { password: PASSWORD })).body).toEqual({ data: { deleted: true } });
    expect(await state(anna)).toBe("anonymous");
    expect(await state(phone)).toBe("anonymous");
    expectError(
      await shop().client().call("doLogin", { email: "anna@example.com", password: PASSWORD }),
      401,
      "invalidLoginData",
    );

    const db = shop().db;
    expect(await db.select().from(customers).where(eq(customers.id, annaId))).toEqual([]);
    expect(await db.select().from(addresses).where(eq(addresses.customerId, annaId))).toEqual([]);
    expect(await db.select().from(newsletterSubscriptions)).toEqual([]);
    const [order] = await db.select().from(orders);
    expect(order).toMatchObject({ customerId: null, contactEmail: "", guestEmail: null, preferredDelivery: null });
    expect(order?.billingAddress).toMatchObject({ firstName: "Erika", phoneNumber: "", email: "" });
    expect(order?.deliveryAddress).toMatchObject({ phoneNumber: "", email: "" });
    expect(order?.deliveryAddress.streetName).not.toBe("");
    expect(JSON.stringify(order)).not.toContain("anna@example.com");
    const [review] = await db.select().from(reviews);
    expect(review).toMatchObject({ customerId: null, authorName: "", title: "Gut" });
    // Ben's account and wishlist are untouched.
    expect(await db.select().from(wishlistItems)).toHaveLength(1);
    expect(await state(ben)).toBe("authorized");
    // The address can be registered anew.
    expect((await register(shop().client(), "anna@example.com")).status).toBe(200);
  });

  it("deletes once when the button is pressed twice at the same time", async () => {
    const anna = shop().client();
    await register(anna, "twice@example.com");
    const answers = await Promise.all([
      anna.call("doDeleteAccount", { password: PASSWORD }),
      anna.call("doDeleteAccount", { password: PASSWORD }),
    ]);
    // One deletes; the other is refused: 401 when it finds the account gone, 403 when the
    // first already ended the session its CSRF token belonged to (which of the two is timing).
    const [won, lost] = answers.map((answer) => answer.status).sort();
    expect(won).toBe(200);
    expect([401, 403]).toContain(lost);
    expect(await shop().db.select().from(customers).where(eq(customers.emailNormalized, "twice@example.com"))).toEqual(
      [],
    );
  });
});
