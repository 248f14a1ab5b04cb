import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { itemProperties, properties } from "./property.table.ts";
import { isActiveItem } from "./variation-lookup.ts";

export type ItemOrderProperty = Pick<
  typeof properties.$inferSelect,
  "id" | "valueType" | "acceptedFormats" | "maxFileSizeBytes"
>;

/**
 * One order property as the item offers it: undefined when the item is unknown or has no
 * active variation, or when the property is not one of the item's.
 */
export async function findItemOrderProperty(
  db: Database,
  itemId: number,
  propertyId: number,
): Promise<ItemOrderProperty | undefined> {
  const [row] = await db
    .select({
      id: properties.id,
      valueType: properties.valueType,
      acceptedFormats: properties.acceptedFormats,
      maxFileSizeBytes: properties.maxFileSizeBytes,
    })
    .from(itemProperties)
    .innerJoin(properties, eq(properties.id, itemProperties.propertyId))
    .where(and(eq(itemProperties.itemId, itemId), eq(itemProperties.propertyId, propertyId)));
  if (!row || !(await isActiveItem(db, itemId))) return undefined;
  return row;
}
