import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { bundleComponents, items, itemTexts, variationPrices, variations } from "#server/modules/catalog/item.table.ts";
import type { Cart } from "#server/modules/cart/cart-view.ts";
import { orderItems, orders } from "#server/modules/order/order.table.ts";
import { findPaymentMethod } from "#server/modules/payment/payment-methods.ts";
import { stock } from "#server/modules/stock/stock.table.ts";
import { placeOrder, type PlaceOrderInput } from "#server/workflows/place-order.ts";
import { createLogger } from "#server/logger.ts";
import { addOrderCatalog, readSession } from "./order-fixture.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";

/** Bundle 9111 (item 9011, 30,00 €) = 2 x 9101 + 1 x 9102. */
async function addBundle(db: Database): Promise<void> {
  await db.insert(items).values({ id: 9011, itemType: "bundle" });
  await db.insert(variations).values({ id: 9111, itemId: 9011, number: "B-1", availabilityId: 1, isMain: true });
  await db.insert(itemTexts).values([
    { itemId: 9011, lang: "de", name: "Set Probe", urlPath: "set-probe" },
    { itemId: 9011, lang: "en", name: "Sample set", urlPath: "sample-set" },
  ]);
  await db.insert(variationPrices).values({ variationId: 9111, kind: "default", amountCents: 3000 });
  await db.insert(bundleComponents).values([
    { bundleVariationId: 9111, componentVariationId: 9101, quantity: 2 },
    { bundleVariationId: 9111, componentVariationId: 9102, quantity: 1 },
  ]);
}

/** What placeOrder needs of the test's shop, with a quiet log. */
function placing(shop: Shop) {
  return { db: shop.db, log: createLogger("silent"), events: shop.runtime.services.events };
}

const address = {
  companyName: "",
  firstName: "Erika",
  lastName: "Mustermann",
  streetName: "Hauptstraße",
  houseNumber: "5",
  addressAddition: "",
  zipCode: "10115",
  city: "Berlin",
  stateId: null,
  countryId: 1,
  phoneNumber: "",
  email: "",
  vatNumber: "",
  postNumber: "",
};

async function inputFor(shop: Shop, visitor: ShopClient): Promise<PlaceOrderInput> {
  const cart = (await visitor.call("getCart")).body.data as Cart;
  const session = await readSession(shop, visitor);
  const payment = findPaymentMethod({ componentMode: false, profileId: null }, "de", 2);
  if (!session?.cartToken || !payment) throw new Error("fixture incomplete");
  return {
    cart,
    owner: { sessionToken: session.cartToken },
    customerId: null,
    guestEmail: null,
    contactEmail: "w@example.com",
    billingAddress: address,
    deliveryAddress: address,
    shipping: { profileId: 1, name: "DHL Paket", provider: "DHL", countryId: 1 },
    payment,
    additionalInformation: { orderContactWish: "Bitte klingeln" },
    preferredDelivery: { preferredDay: "2026-11-26" },
    locale: "de",
    secret: shop.config.sessionSecret,
    now: new Date("2026-11-22T10:00:00Z"),
  };
}

describeDatabases("the placeOrder workflow", (shop) => {
  it("refuses a cart that changed after it was priced and writes nothing", async () => {
    await addOrderCatalog(shop());
    const visitor = shop().client();
    const added = await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
    const input = await inputFor(shop(), visitor);
    const line = added.body.data?.items[0];
    await visitor.call("setCartItemQuantity", { productId: 9101, quantity: 2, cartItemId: line?.id ?? 0 });
    await expect(placeOrder(placing(shop()), input)).rejects.toMatchObject({ key: "basketChanged" });
    expect(await shop().db.select().from(orders)).toEqual([]);
    const [level] = await shop().db.select().from(stock).where(eq(stock.variationId, 9101));
    expect(level?.reserved).toBe(0);
  });

  it("reserves a bundle's components, lists them under the bundle and tells the listeners once", async () => {
    await addOrderCatalog(shop());
    await addBundle(shop().db);
    const visitor = shop().client();
    expect((await visitor.call("doAddCartItem", { productId: 9111, quantity: 1 })).status).toBe(200);
    const input = await inputFor(shop(), visitor);
    const heard: string[] = [];
    const stop = shop().runtime.services.events.on("orderPlaced", ({ order, accessKey }) => {
      heard.push(`${order.orderNumber}:${accessKey.length}`);
    });
    const failing = shop().runtime.services.events.on("orderPlaced", () => {
      throw new Error("a subscriber that fails does not undo the order");
    });
    try {
      const placed = await placeOrder(placing(shop()), input);
      const again = await placeOrder(placing(shop()), input);
      expect(again).toMatchObject({ created: false, accessKey: placed.accessKey, order: { id: placed.order.id } });
      expect(heard).toEqual([`${placed.order.orderNumber}:43`]);
      expect(placed.order).toMatchObject({
        orderNumber: "O-2026-000001",
        additionalInformation: { orderContactWish: "Bitte klingeln" },
        preferredDelivery: { preferredDay: "2026-11-26", chargeCents: 120 },
        status: "open",
      });
      const lines = await shop().db.select().from(orderItems).where(eq(orderItems.orderId, placed.order.id));
      expect(
        lines
          .sort((a, b) => a.position - b.position)
          .map((row) => [
            row.position,
            row.typeId,
            row.variationId,
            row.quantity,
            row.parentPosition,
            row.unitGrossCents,
          ]),
      ).toEqual([
        [1, 3, 9111, 1, null, 3000],
        [2, 2, 9101, 2, 1, 0],
        [3, 2, 9102, 1, 1, 0],
      ]);
      const levels = await shop().db.select().from(stock);
      const reserved = Object.fromEntries(levels.map((row) => [row.variationId, row.reserved]));
      expect(reserved).toMatchObject({ 9101: 2, 9102: 1 });
    } finally {
      stop();
      failing();
    }
  });
});
