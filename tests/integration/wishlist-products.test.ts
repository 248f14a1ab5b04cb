import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { variationPrices, variations } from "#server/modules/catalog/item.table.ts";
import { wishlistItems } from "#server/modules/wishlist/wishlist.table.ts";
import { describeDatabases } from "./harness.ts";
import { addNetPriceCustomer, addProductFixture, FIXTURE } from "./product-fixture.ts";
import type { ShopClient } from "./shop-client.ts";

async function add(client: ShopClient, ...variationIds: number[]): Promise<void> {
  for (const variationId of variationIds) {
    expect((await client.call("doAddWishlistItem", { variationId })).status).toBe(200);
  }
}

async function products(client: ShopClient) {
  const answer = await client.call("getWishlistProducts", undefined, { method: "GET" });
  expect(answer.status).toBe(200);
  return answer.body.data?.products ?? [];
}

describeDatabases("wishlist products", (shop) => {
  it("answers an empty list with no cards", async () => {
    expect(await products(shop().client())).toEqual([]);
  });

  it("shows a guest's list as cards of the listed variations, in the order they were added", async () => {
    await addProductFixture(shop().db);
    const guest = shop().client();
    await add(guest, FIXTURE.throwVariation, FIXTURE.sageSmall, FIXTURE.sandSmall);
    const cards = await products(guest);
    expect(cards.map((card) => card.variationId)).toEqual([
      FIXTURE.throwVariation,
      FIXTURE.sageSmall,
      FIXTURE.sandSmall,
    ]);
    const [blanket, sage, sand] = cards;
    // An item in no category is shown, as its product page is.
    expect(blanket).toMatchObject({ name: "Decke Probe", itemId: FIXTURE.throw, linkVariationId: null });
    // Not the main variation: its own name, image and link; all stock reserved, so not salable.
    expect(sage).toMatchObject({
      itemId: FIXTURE.cushion,
      name: "Kissen Probe, Salbei, Klein",
      urlPath: "kissen-probe",
      linkVariationId: FIXTURE.sageSmall,
      availability: { id: 5, name: "Zurzeit nicht lieferbar", tone: "grey" },
      salable: false,
      canAddToCartDirectly: false,
    });
    expect(sage?.images.map((image) => image.fileName)).toEqual(["kissen-probe-2.webp"]);
    // The main variation: the card of the category listing, with the variation's full name.
    expect(sand).toMatchObject({
      name: "Kissen Probe, Sand, Klein",
      linkVariationId: null,
      manufacturer: "Fixture Works Ltd",
      salable: true,
      rating: { average: 4.5, count: 2 },
      tags: [{ name: "Probe", slug: "probe" }],
    });
    expect(sand?.prices.price.formatted.replace(/\s/g, " ")).toBe("44,90 €");
    expect(sand?.prices.regularPrice?.formatted.replace(/\s/g, " ")).toBe("50,00 €");
    expect(sand?.images.map((image) => image.fileName)).toEqual(["kissen-probe-1.webp", "kissen-probe-2.webp"]);
  });

  it("says how each entry goes into the cart: its order quantities, and whether its product page must ask first", async () => {
    await addProductFixture(shop().db);
    const guest = shop().client();
    await add(guest, FIXTURE.throwVariation, FIXTURE.sandLarge, FIXTURE.bundleVariation);
    const cards = await products(guest);
    expect(cards.map((card) => [card.variationId, card.orderQuantity, card.needsChoice])).toEqual([
      [FIXTURE.throwVariation, { minimum: 1, interval: 1 }, false],
      // The cushion's embroidery colour is required: answered on the product page.
      [FIXTURE.sandLarge, { minimum: 2, interval: 2 }, true],
      [FIXTURE.bundleVariation, { minimum: 1, interval: 1 }, false],
    ]);
  });

  it("leaves out entries that were switched off or lost their price, and keeps them on the list", async () => {
    const { db } = shop();
    await addProductFixture(db);
    const guest = shop().client({ locale: "en" });
    await add(guest, FIXTURE.sandLarge, FIXTURE.throwVariation, FIXTURE.sandSmall);
    await db.update(variations).set({ active: false }).where(eq(variations.id, FIXTURE.sandLarge));
    await db.delete(variationPrices).where(eq(variationPrices.variationId, FIXTURE.throwVariation));

    const cards = await products(guest);
    expect(cards.map((card) => [card.variationId, card.name])).toEqual([
      [FIXTURE.sandSmall, "Test cushion, Sand, Small"],
    ]);
    const list = await guest.call("getWishlist", undefined, { method: "GET" });
    expect(list.body.data?.itemWishListIds).toEqual([FIXTURE.sandLarge, FIXTURE.throwVariation, FIXTURE.sandSmall]);
  });

  it("hides items of customers-only categories from guests but shows them to customers", async () => {
    await addProductFixture(shop().db);
    const guest = shop().client();
    await add(guest, FIXTURE.membersVariation, FIXTURE.sandSmall);
    expect((await products(guest)).map((card) => card.variationId)).toEqual([FIXTURE.sandSmall]);

    const customer = shop().client({ locale: "en" });
    const registered = await customer.call("doRegisterUser", {
      email: "wishes@example.com",
      password: "secret123",
      repeatPassword: "secret123",
    });
    expect(registered.status).toBe(200);
    await add(customer, FIXTURE.membersVariation, FIXTURE.sageSmall);
    const cards = await products(customer);
    expect(cards.map((card) => [card.variationId, card.name])).toEqual([
      [FIXTURE.membersVariation, "Members' cushion"],
      [FIXTURE.sageSmall, "Test cushion, Sage, Small"],
    ]);
    await customer.call("deleteWishlistItem", { variationId: FIXTURE.membersVariation });
    expect((await products(customer)).map((card) => card.variationId)).toEqual([FIXTURE.sageSmall]);
  });

  it("reads a customer's stored list, oldest entry first, in the customer's price display", async () => {
    const { db } = shop();
    await addProductFixture(db);
    const userId = await addNetPriceCustomer(db);
    const now = Date.now();
    await db.insert(wishlistItems).values([
      { customerId: userId, variationId: FIXTURE.sandSmall, createdAt: new Date(now - 1000) },
      { customerId: userId, variationId: FIXTURE.bundleVariation, createdAt: new Date(now - 5000) },
      { customerId: userId, variationId: FIXTURE.inactiveVariation, createdAt: new Date(now - 3000) },
    ]);
    const { products: cards } = await shop().caller({ session: { userId } }).getWishlistProducts({});
    expect(cards.map((card) => card.variationId)).toEqual([FIXTURE.bundleVariation, FIXTURE.sandSmall]);
    expect(cards[1]?.prices).toMatchObject({ isNet: true, price: { value: 3773 } });
  });

  it("rejects a payload, as every query without input does", async () => {
    const answer = await shop()
      .client()
      .callRaw("getWishlistProducts", { variationIds: [1] });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.key).toBe("invalidData");
  });
});
