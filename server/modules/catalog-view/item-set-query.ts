import { and, eq, inArray } from "drizzle-orm";
import type { Locale } from "#common/constants.ts";
import type { Database } from "../../db/client.ts";
import { itemCategories, items, itemTexts, manufacturers } from "../catalog/index.ts";
import { itemCardColumns } from "./listing-query.ts";

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
    .select(itemCardColumns(db))
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
