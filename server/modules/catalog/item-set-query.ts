import { and, eq, exists, inArray } from "drizzle-orm";
import type { Locale } from "#common/constants.ts";
import type { Database } from "../../db/client.ts";
import { itemCategories, items, itemTexts, manufacturers } from "./item.table.ts";
import { itemProperties, properties } from "./property.table.ts";

/**
 * Set-based queries for cards of given items and variations rather than of a category
 * (a wishlist): the counterparts of listing-query.ts that take ids, one query per set.
 */

/**
 * The item columns the listing facts need, for given items whatever their categories.
 * An item without texts in the locale has no row (as in loadItemRows).
 */
export async function loadItemRowsOf(db: Database, itemIds: number[], locale: Locale) {
  if (itemIds.length === 0) return [];
  return db
    .select({
      id: items.id,
      itemType: items.itemType,
      vatClass: items.vatClass,
      manufacturerId: items.manufacturerId,
      manufacturerName: manufacturers.name,
      name: itemTexts.name,
      urlPath: itemTexts.urlPath,
      hasOrderProperties: exists(
        db.select({ one: itemProperties.propertyId }).from(itemProperties).where(eq(itemProperties.itemId, items.id)),
      ),
      hasRequiredOrderProperty: exists(
        db
          .select({ one: itemProperties.propertyId })
          .from(itemProperties)
          .innerJoin(properties, eq(properties.id, itemProperties.propertyId))
          .where(and(eq(itemProperties.itemId, items.id), eq(properties.isRequired, true))),
      ),
    })
    .from(items)
    .innerJoin(itemTexts, and(eq(itemTexts.itemId, items.id), eq(itemTexts.lang, locale)))
    .leftJoin(manufacturers, eq(manufacturers.id, items.manufacturerId))
    .where(inArray(items.id, itemIds));
}

/** The categories of given items: whether a visitor may see an item depends on them. */
export async function loadItemCategoryRows(db: Database, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({ itemId: itemCategories.itemId, categoryId: itemCategories.categoryId })
    .from(itemCategories)
    .where(inArray(itemCategories.itemId, itemIds));
}
