import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { propertySelectionValues } from "#server/modules/catalog/property.table.ts";
import type { Cart } from "#server/modules/cart/cart-view.ts";
import { orders } from "#server/modules/order/order.table.ts";
import type { OrderAnswer, PlacedOrderAnswer } from "#server/operations/order.ts";
import { propertyFiles } from "#server/modules/property-file/property-file.table.ts";
import { shopSite } from "#server/workflows/order-documents.ts";
import { orderMailData } from "#server/workflows/order-mail-data.ts";
import { addOrderCatalog, completeCheckout, patchSession } from "./order-fixture.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";

const FILE_KEY = "c".repeat(32);

/** A visitor whose cart holds item 9107 with an answer of every property type (9201-9206). */
async function cartWithEveryAnswer(shop: Shop, visitor: ShopClient): Promise<void> {
  await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
  await patchSession(shop, visitor, () => ({ propertyFileOwner: "owner-answers" }));
  await shop.db.insert(propertyFiles).values({
    key: FILE_KEY,
    owner: "owner-answers",
    itemId: 9005,
    propertyId: 9205,
    fileName: "Kissen Entwurf.png",
    contentType: "image/png",
    extension: "png",
    sizeBytes: 10,
  });
  const added = await visitor.call("doAddCartItem", {
    productId: 9107,
    quantity: 1,
    basketItemOrderParams: [
      { propertyId: 9201, value: "Für Anna" },
      { propertyId: 9202, value: "9302" },
      { propertyId: 9203, value: "3" },
      { propertyId: 9204, value: "2,5" },
      { propertyId: 9205, value: FILE_KEY },
      { propertyId: 9206, value: "" },
    ],
  });
  expect(added.status).toBe(200);
}

const answersOf = (cart: Cart | undefined) =>
  cart?.items
    .find((item) => item.variationId === 9107)
    ?.basketItemOrderParams.map((param) => [param.propertyId, param.value, param.displayValue]);

describeDatabases("order property answers as a person reads them", (shop) => {
  it("the cart answers each type's display value in the request's language", async () => {
    await addOrderCatalog(shop());
    const visitor = shop().client({ locale: "en" });
    await cartWithEveryAnswer(shop(), visitor);
    const english = await visitor.call("getCart");
    expect(answersOf(english.body.data)).toEqual([
      [9201, "Für Anna", "Für Anna"],
      [9202, "9302", "Blue"],
      [9203, "3", "3"],
      [9204, "2.5", "2.5"],
      [9205, FILE_KEY, "Kissen Entwurf.png"],
      [9206, "", "Yes"],
    ]);
    const german = await visitor.call("getCart", undefined, { headers: { "x-locale": "de" } });
    expect(answersOf(german.body.data)).toEqual([
      [9201, "Für Anna", "Für Anna"],
      [9202, "9302", "Blau"],
      [9203, "3", "3"],
      [9204, "2.5", "2,5"],
      [9205, FILE_KEY, "Kissen Entwurf.png"],
      [9206, "", "Ja"],
    ]);
  });

  it("the order keeps the answers as they read when ordering, in the order's language", async () => {
    await addOrderCatalog(shop());
    const visitor = shop().client({ locale: "de" });
    await cartWithEveryAnswer(shop(), visitor);
    await completeCheckout(shop(), visitor, { email: "visitor@example.com" });
    const placed = (await visitor.call("doPlaceOrder", { termsAccepted: true })).body.data as PlacedOrderAnswer;
    // The catalogue changes afterwards: the order must not.
    await shop()
      .db.update(propertySelectionValues)
      .set({ names: { de: "Marineblau", en: "Navy" } })
      .where(eq(propertySelectionValues.id, 9302));

    const view = await visitor.call("getOrder", { orderId: placed.orderId, accessKey: placed.accessKey });
    const full = view.body.data as Extract<OrderAnswer, { access: "full" }>;
    const line = full.order.orderItems.find((item) => item.itemVariationId === 9107);
    expect(line?.orderProperties.map((property) => [property.propertyId, property.displayValue])).toEqual([
      [9201, "Für Anna"],
      [9202, "Blau"],
      [9203, "3"],
      [9204, "2,5"],
      [9205, "Kissen Entwurf.png"],
      [9206, "Ja"],
    ]);

    const [order] = await shop().db.select().from(orders).where(eq(orders.id, placed.orderId));
    if (!order) throw new Error("the order was not stored");
    const mail = await orderMailData(shop().db, order, placed.accessKey, await shopSite(shop().db, shop().config));
    expect(mail.items.find((item) => item.name === "Artikel 9005")?.details).toEqual([
      "Engraving: Für Anna",
      // Surcharges read as in the cart: gross, 'inkl.' (the gift wrap is set as 5,00 € without VAT).
      "Colour: Blau (inkl. 2,00\u00a0€)",
      "Count: 3",
      "Length: 2,5",
      "Design: Kissen Entwurf.png",
      "Gift wrap: Ja (inkl. 5,95\u00a0€)",
    ]);
  });
});
