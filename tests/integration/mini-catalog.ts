import type { Database } from "#server/db/client.ts";
import { availabilities, items, units, variations } from "#server/modules/catalog/item.table.ts";

/**
 * Two small items of our own (ids 9001, 9002; variations 9101-9103, 9103 inactive), for
 * suites that need variations but not the whole demo catalog.
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
}
