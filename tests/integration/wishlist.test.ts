import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { wishlistItems } from "#server/modules/wishlist/wishlist.table.ts";
import { describeDatabases } from "./harness.ts";
import { addMiniCatalog } from "./mini-catalog.ts";
import type { ShopClient } from "./shop-client.ts";

async function register(client: ShopClient, email: string): Promise<void> {
  const answer = await client.call("doRegisterUser", { email, password: "secret123", repeatPassword: "secret123" });
  expect(answer.status).toBe(200);
}

describeDatabases("wishlist", (shop) => {
  it("keeps a guest's wishlist in the session, toggling by add and delete", async () => {
    await addMiniCatalog(shop().db);
    const visitor = shop().client();
    const added = await visitor.call("doAddWishlistItem", { variationId: 9101 });
    expect(added.body.data?.itemWishListIds).toEqual([9101]);
    await visitor.call("doAddWishlistItem", { variationId: 9101 });
    const session = await visitor.call("getSession", undefined, { method: "GET" });
    expect(session.body.data?.basket.itemWishListIds).toEqual([9101]);
    const removed = await visitor.call("deleteWishlistItem", { variationId: 9101 });
    expect(removed.body.data?.items).toEqual([]);
  });

  it("rejects unknown and inactive variations and bad payloads without changing the list", async () => {
    await addMiniCatalog(shop().db);
    const visitor = shop().client({ locale: "en" });
    for (const variationId of [424242, 9103]) {
      const answer = await visitor.call("doAddWishlistItem", { variationId });
      expect(answer.status).toBe(404);
      expect(answer.body.error?.key).toBe("variationNotFound");
      expect(answer.body.error?.message).toBe("The item could not be found.");
    }
    for (const payload of [{ variationId: "9101" }, { variationId: -1 }, { variationId: 9101, quantity: 0 }, {}]) {
      expect((await visitor.callRaw("doAddWishlistItem", payload)).status).toBe(400);
    }
    const list = await visitor.call("getWishlist", undefined, { method: "GET" });
    expect(list.body.data?.items).toEqual([]);
  });

  it("stores a customer's wishlist and merges the guest list at login", async () => {
    const { db } = shop();
    await addMiniCatalog(db);
    const customer = shop().client();
    await register(customer, "wish@example.com");
    await customer.call("doAddWishlistItem", { variationId: 9102, quantity: 3 });
    await customer.call("doLogoutUser", {});
    const afterLogout = await customer.call("getSession", undefined, { method: "GET" });
    expect(afterLogout.body.data?.basket.itemWishListIds).toEqual([]);

    await customer.call("doAddWishlistItem", { variationId: 9101 });
    const login = await customer.call("doLogin", { email: "wish@example.com", password: "secret123" });
    expect(login.body.data?.basket.itemWishListIds.toSorted()).toEqual([9101, 9102]);
    const stored = await db.select().from(wishlistItems).where(eq(wishlistItems.variationId, 9102));
    expect(stored[0]?.quantity).toBe(3);

    await customer.call("deleteWishlistItem", { variationId: 9102 });
    const list = await customer.call("getWishlist", undefined, { method: "GET" });
    expect(list.body.data?.items).toEqual([{ variationId: 9101, quantity: 1, variation: { id: 9101 } }]);
  });

  it("survives a double click: adding twice keeps one entry", async () => {
    await addMiniCatalog(shop().db);
    const customer = shop().client();
    await register(customer, "double@example.com");
    await Promise.all([
      customer.call("doAddWishlistItem", { variationId: 9101 }),
      customer.call("doAddWishlistItem", { variationId: 9101 }),
    ]);
    const list = await customer.call("getWishlist", undefined, { method: "GET" });
    expect(list.body.data?.itemWishListIds).toEqual([9101]);
  });
});
