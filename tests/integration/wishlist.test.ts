import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { availabilities, items, units, variations } from "#server/modules/catalog/item.table.ts";
import { wishlistItems } from "#server/modules/wishlist/wishlist.table.ts";
import { describeDatabases } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";

/** Two small items of our own: the wishlist needs variations, not the whole demo catalog. */
async function addVariations(db: Database): Promise<void> {
  await db
    .insert(availabilities)
    .values({ id: 1, averageDays: 1, names: { de: "Sofort lieferbar", en: "In stock" } })
    .onConflictDoNothing();
  await db.insert(units).values({ code: "C62", names: { de: "Stück", en: "piece" } }).onConflictDoNothing();
  await db.insert(items).values([{ id: 9001 }, { id: 9002 }]);
  await db.insert(variations).values([
    { id: 9101, itemId: 9001, number: "W-1", availabilityId: 1, isMain: true },
    { id: 9102, itemId: 9002, number: "W-2", availabilityId: 1, isMain: true },
    { id: 9103, itemId: 9002, number: "W-3", availabilityId: 1, active: false },
  ]);
}

async function register(client: ShopClient, email: string): Promise<void> {
  const answer = await client.call("doRegisterUser", { email, password: "secret123", repeatPassword: "secret123" });
  expect(answer.status).toBe(200);
}

describeDatabases("wishlist", (shop) => {
  it("keeps a guest's wishlist in the session, toggling by add and delete", async () => {
    await addVariations(shop().db);
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
    await addVariations(shop().db);
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
    await addVariations(db);
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
    await addVariations(shop().db);
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
