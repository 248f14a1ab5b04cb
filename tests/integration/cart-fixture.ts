import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import {
  availabilities,
  itemCategories,
  items,
  itemTexts,
  variationPrices,
  variations,
} from "#server/modules/catalog/item.table.ts";
import { itemProperties, properties, propertySelectionValues } from "#server/modules/catalog/property.table.ts";
import { stock } from "#server/modules/stock/stock.table.ts";
import { seedCommerce } from "#server/demo/commerce/index.ts";
import { addMiniCatalog } from "./mini-catalog.ts";

/**
 * The mini catalogue plus what a cart needs:
 * - 9101 (item 9001, 19 %): 11,90 €, 9,90 € from 10 pieces, at most 20 per order, 50 in stock.
 * - 9102 (item 9002, 7 %): 10,70 €, 3 in stock. 9103 is inactive.
 * - 9104 (item 9003): 5,00 €, minimum 2, interval 2, 100 in stock, availability 3.
 * - 9105 (item 9004, a set): 10,00 €. 9108 (item 9006): switched off for sale.
 * - 9110 (item 9008): 1,00 €, only in the customers-only outlet; 9002 is also in "Tische".
 * - 9107 (item 9005): 20,00 €, 10 in stock, order properties 9201-9206 (see below).
 * Plus the demo countries, VAT rates, shipping profiles and coupons the cart is priced with.
 */
export async function addCartCatalog(db: Database): Promise<void> {
  await seedCommerce(db);
  await addMiniCatalog(db);
  await db
    .insert(availabilities)
    .values({ id: 3, averageDays: 5, names: { de: "Lieferbar in 3-5 Werktagen", en: "Ships in 3-5 working days" } })
    .onConflictDoNothing();
  await db
    .insert(items)
    .values([{ id: 9003 }, { id: 9004, itemType: "set" }, { id: 9005 }, { id: 9006 }, { id: 9008 }]);
  await db.update(items).set({ vatClass: "reduced" }).where(eq(items.id, 9002));
  // 9002 also in "Tische" for everyone; 9008 stays only in the customers-only outlet (32).
  await db.insert(itemCategories).values([
    { itemId: 9002, categoryId: 13 },
    { itemId: 9008, categoryId: 32, isDefault: true },
  ]);
  await db.insert(variations).values([
    { id: 9104, itemId: 9003, number: "C-4", availabilityId: 3, minimumOrderQuantity: 2, intervalOrderQuantity: 2 },
    { id: 9105, itemId: 9004, number: "C-5", availabilityId: 1 },
    { id: 9107, itemId: 9005, number: "C-7", availabilityId: 1 },
    { id: 9108, itemId: 9006, number: "C-8", availabilityId: 1, salable: false },
    { id: 9110, itemId: 9008, number: "C-10", availabilityId: 1 },
  ]);
  await db.update(variations).set({ maximumOrderQuantity: 20 }).where(eq(variations.id, 9101));
  await db.insert(itemTexts).values(
    [9003, 9004, 9005, 9006, 9008].flatMap((itemId) => [
      { itemId, lang: "de", name: `Artikel ${itemId}`, urlPath: `artikel-${itemId}` },
      { itemId, lang: "en", name: `Item ${itemId}`, urlPath: `item-${itemId}` },
    ]),
  );
  await db.insert(variationPrices).values([
    { variationId: 9101, kind: "default", amountCents: 1190 },
    { variationId: 9101, kind: "default", minimumQuantity: 10, amountCents: 990 },
    { variationId: 9102, kind: "default", amountCents: 1070 },
    { variationId: 9104, kind: "default", amountCents: 500 },
    { variationId: 9105, kind: "default", amountCents: 1000 },
    { variationId: 9107, kind: "default", amountCents: 2000 },
    { variationId: 9108, kind: "default", amountCents: 100 },
    { variationId: 9110, kind: "default", amountCents: 100 },
  ]);
  await db.insert(stock).values([
    { variationId: 9101, quantity: 50 },
    { variationId: 9102, quantity: 3 },
    { variationId: 9104, quantity: 100 },
    { variationId: 9105, quantity: 10 },
    { variationId: 9107, quantity: 10 },
    { variationId: 9108, quantity: 10 },
    { variationId: 9110, quantity: 10 },
  ]);
  const names = (name: string) => ({ de: { name, description: "" }, en: { name, description: "" } });
  await db.insert(properties).values([
    { id: 9201, valueType: "text", isRequired: true, names: names("Engraving") },
    { id: 9202, valueType: "selection", surchargeCents: 200, names: names("Colour") },
    { id: 9203, valueType: "int", names: names("Count") },
    { id: 9204, valueType: "float", names: names("Length") },
    { id: 9205, valueType: "file", acceptedFormats: ["png"], names: names("Design") },
    {
      id: 9206,
      valueType: "empty",
      surchargeCents: 500,
      surchargeIncludesVat: false,
      isShownAsAdditionalCosts: true,
      names: names("Gift wrap"),
    },
  ]);
  await db.insert(propertySelectionValues).values([
    { id: 9301, propertyId: 9202, names: { de: "Rot", en: "Red" } },
    { id: 9302, propertyId: 9202, names: { de: "Blau", en: "Blue" } },
  ]);
  await db
    .insert(itemProperties)
    .values([9201, 9202, 9203, 9204, 9205, 9206].map((propertyId) => ({ itemId: 9005, propertyId })));
}
