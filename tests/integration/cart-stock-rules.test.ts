import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { CART_MAX_LINES, CART_MAX_QUANTITY } from "#common/schemas/cart.ts";
import { carts, cartItems } from "#server/modules/cart/cart.table.ts";
import { ensureCart, mergeSessionCart, purgeAbandonedSessionCarts } from "#server/modules/cart/cart-store.ts";
import { customers } from "#server/modules/customer/customer.table.ts";
import { bundleComponents, items, variationPrices, variations } from "#server/modules/catalog/item.table.ts";
import { stock } from "#server/modules/stock/stock.table.ts";
import { addCartCatalog } from "./cart-fixture.ts";
import { describeDatabases } from "./harness.ts";

describeDatabases("cart stock rules", (shop) => {
  it("warns when a variation sold beyond stock has more in the cart than is there", async () => {
    const { db } = shop();
    await addCartCatalog(db);
    await db.update(stock).set({ allowOverselling: true }).where(eq(stock.variationId, 9102));
    const visitor = shop().client({ locale: "en" });
    const within = await visitor.call("doAddCartItem", { productId: 9102, quantity: 3 });
    expect(within.body.events?.basketOversellingWarning).toBeUndefined();
    const beyond = await visitor.call("doAddCartItem", { productId: 9102, quantity: 4 });
    expect(beyond.status).toBe(200);
    expect(beyond.body.data?.items[0]?.quantity).toBe(7);
    expect(beyond.body.events?.basketOversellingWarning).toEqual([
      {
        cartItemId: beyond.body.data?.items[0]?.id,
        variationId: 9102,
        quantity: 7,
        stock: 3,
        oversellingAmount: 4,
        message: "Only 3 in stock: 4 more will be ordered for you, which may take longer to deliver.",
      },
    ]);
  });

  it("never lets a line grow past the cart's quantity ceiling, even when overselling", async () => {
    const { db } = shop();
    await addCartCatalog(db);
    await db.update(stock).set({ allowOverselling: true }).where(eq(stock.variationId, 9102));
    const visitor = shop().client({ locale: "en" });
    expect((await visitor.call("doAddCartItem", { productId: 9102, quantity: CART_MAX_QUANTITY })).status).toBe(200);
    const again = await visitor.callRaw("doAddCartItem", { productId: 9102, quantity: 1 });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      key: "basketMaxVariationQuantity",
      message: "You can order at most 99,999 of this item.",
    });
  });

  it("limits a bundle by its components' stock and prices it as the bundle", async () => {
    const { db } = shop();
    await addCartCatalog(db);
    await db.insert(items).values({ id: 9007, itemType: "bundle" });
    await db.insert(variations).values({ id: 9109, itemId: 9007, number: "C-9", availabilityId: 1 });
    await db.insert(variationPrices).values({ variationId: 9109, kind: "default", amountCents: 3000 });
    await db.insert(bundleComponents).values([
      { bundleVariationId: 9109, componentVariationId: 9101, quantity: 1 },
      { bundleVariationId: 9109, componentVariationId: 9102, quantity: 2 },
    ]);
    const visitor = shop().client();
    // 9102 has 3 pieces: one bundle of two.
    const answer = await visitor.call("doAddCartItem", { productId: 9109, quantity: 2 });
    expect(answer.body.data?.items.map((item) => [item.quantity, item.price.value])).toEqual([[1, 3000]]);
    expect(answer.body.events?.reachedMaximumQuantity).toMatchObject([{ stock: 1 }]);
  });

  it("merges at most the cart's line limit", async () => {
    const { db } = shop();
    await addCartCatalog(db);
    const [customer] = await db
      .insert(customers)
      .values({ email: "m@example.com", emailNormalized: "m@example.com", passwordHash: "x" })
      .returning();
    const into = await ensureCart(db, { customerId: customer?.id ?? 0 });
    const from = await ensureCart(db, { sessionToken: "t1" });
    await db.insert(cartItems).values(
      Array.from({ length: CART_MAX_LINES }, (_, index) => ({
        cartId: into.id,
        variationId: 9107,
        quantity: 1,
        propertiesKey: `9201=${index}`,
        properties: [{ propertyId: 9201, value: String(index) }],
      })),
    );
    await db.insert(cartItems).values([
      { cartId: from.id, variationId: 9107, quantity: 2, propertiesKey: "9201=0", properties: [] },
      { cartId: from.id, variationId: 9101, quantity: 1 },
    ]);
    await mergeSessionCart(db, "t1", customer?.id ?? 0);
    const lines = await db.select().from(cartItems).where(eq(cartItems.cartId, into.id));
    expect(lines).toHaveLength(CART_MAX_LINES);
    expect(lines.find((line) => line.propertiesKey === "9201=0")?.quantity).toBe(3);
    expect(await db.select().from(carts).where(eq(carts.id, from.id))).toEqual([]);
  });

  it("deletes visitors' carts left unchanged for a session's lifetime, never customers' carts", async () => {
    const { db } = shop();
    const [customer] = await db
      .insert(customers)
      .values({ email: "p@example.com", emailNormalized: "p@example.com", passwordHash: "x" })
      .returning();
    const old = new Date("2020-01-01T00:00:00Z");
    await db
      .insert(carts)
      .values([
        { sessionToken: "old", updatedAt: old },
        { sessionToken: "new" },
        { customerId: customer?.id ?? 0, updatedAt: old },
      ]);
    expect(await purgeAbandonedSessionCarts(db)).toBe(1);
    const left = await db.select({ token: carts.sessionToken, customerId: carts.customerId }).from(carts);
    expect(left.map((row) => row.token ?? `customer ${row.customerId}`).toSorted()).toEqual(
      [`customer ${customer?.id}`, "new"].toSorted(),
    );
  });

  it("refuses impossible rows: zero quantities, two owners, two identical lines", async () => {
    const { db } = shop();
    await addCartCatalog(db);
    const cart = await ensureCart(db, { sessionToken: "t2" });
    await expect(db.insert(cartItems).values({ cartId: cart.id, variationId: 9101, quantity: 0 })).rejects.toThrow();
    await expect(db.insert(carts).values({})).rejects.toThrow();
    await db.insert(cartItems).values({ cartId: cart.id, variationId: 9101, quantity: 1 });
    await expect(db.insert(cartItems).values({ cartId: cart.id, variationId: 9101, quantity: 1 })).rejects.toThrow();
  });
});
