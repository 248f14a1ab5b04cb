import { and, eq, gt, lte, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { variationPrices, variations } from "./item.table.ts";

/**
 * Items with a price that began or ended in (from, to]: a special offer's start or end
 * changes what their pages show without any write (the page cache retires them, docs/page-cache.md).
 */
export async function itemsWithPriceChangesBetween(db: Database, from: Date, to: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ itemId: variations.itemId })
    .from(variationPrices)
    .innerJoin(variations, eq(variations.id, variationPrices.variationId))
    .where(
      or(
        and(gt(variationPrices.validFrom, from), lte(variationPrices.validFrom, to)),
        and(gt(variationPrices.validUntil, from), lte(variationPrices.validUntil, to)),
      ),
    );
  return rows.map((row) => row.itemId);
}
