import type { Database } from "#server/db/client.ts";
import {
  availabilities,
  itemCategories,
  items,
  itemTexts,
  units,
  variations,
} from "#server/modules/catalog/item.table.ts";

/**
 * Two small items of our own (ids 9001, 9002; variations 9101-9103, 9103 inactive), for
 * suites that need variations but not the whole demo catalog. 9001 is in "Tische" (13),
 * 9002 only in the customers-only outlet (32).
 */
export async function addMiniCatalog(db: Database): Promise<void> {
  await db
    .insert(availabilities)
    .values({ id: 1, averageDays: 1, names: { de: "Sofort lieferbar", en: "In stock" } })
    .onConflictDoNothing();
  await db
    .insert(units)
    .values({ code: "C62", names: { de: "Stück", en: "piece" } })
    .onConflictDoNothing();
  await db.insert(items).values([{ id: 9001 }, { id: 9002 }]);
  await db.insert(variations).values([
    { id: 9101, itemId: 9001, number: "W-1", availabilityId: 1, isMain: true },
    { id: 9102, itemId: 9002, number: "W-2", availabilityId: 1, isMain: true },
    { id: 9103, itemId: 9002, number: "W-3", availabilityId: 1, active: false },
  ]);
  await db.insert(itemTexts).values([
    { itemId: 9001, lang: "de", name: "Tisch Probe", urlPath: "tisch-probe" },
    { itemId: 9001, lang: "en", name: "Sample table", urlPath: "sample-table" },
    { itemId: 9002, lang: "de", name: "Outlet Probe", urlPath: "outlet-probe" },
    { itemId: 9002, lang: "en", name: "Outlet sample", urlPath: "outlet-sample" },
  ]);
  await db.insert(itemCategories).values([
    { itemId: 9001, categoryId: 13, isDefault: true },
    { itemId: 9002, categoryId: 32, isDefault: true },
  ]);
}
