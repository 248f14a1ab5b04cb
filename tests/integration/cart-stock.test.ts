import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { bundleComponents, items, variations } from "#server/modules/catalog/item.table.ts";
import {
  availableQuantities,
  availableQuantity,
  InsufficientStockError,
  releaseStock,
  reserveStock,
} from "#server/modules/stock/stock.ts";
import { stock, stockMovements } from "#server/modules/stock/stock.table.ts";
import { describeDatabases } from "./harness.ts";
import { addMiniCatalog } from "./mini-catalog.ts";

/** 9101: 5 in stock, 9102: 2 in stock; bundle 9111 = 2 x 9101 + 1 x 9102. */
async function stockFixture(db: Database): Promise<void> {
  await addMiniCatalog(db);
  await db.insert(items).values({ id: 9011, itemType: "bundle" });
  await db.insert(variations).values({ id: 9111, itemId: 9011, number: "B-1", availabilityId: 1, isMain: true });
  await db.insert(bundleComponents).values([
    { bundleVariationId: 9111, componentVariationId: 9101, quantity: 2 },
    { bundleVariationId: 9111, componentVariationId: 9102, quantity: 1 },
  ]);
  await db.insert(stock).values([
    { variationId: 9101, quantity: 5 },
    { variationId: 9102, quantity: 2 },
  ]);
}

describeDatabases("stock", (shop) => {
  it("answers quantity minus reserved, 0 without a row, unlimited with overselling, bundles by components", async () => {
    const { db } = shop();
    await stockFixture(db);
    await db.update(stock).set({ reserved: 1 }).where(eq(stock.variationId, 9101));
    const available = await availableQuantities(db, [9101, 9102, 9103, 9111]);
    expect(Object.fromEntries(available)).toEqual({ 9101: 4, 9102: 2, 9103: 0, 9111: 2 });
    await db.update(stock).set({ allowOverselling: true }).where(eq(stock.variationId, 9102));
    expect(await availableQuantity(db, 9102)).toBeNull();
    // 9101 limits the bundle: floor(4 / 2).
    expect(await availableQuantity(db, 9111)).toBe(2);
  });

  it("reserves and releases with movements, all or nothing", async () => {
    const { db } = shop();
    await stockFixture(db);
    await reserveStock(db, [{ variationId: 9101, quantity: 3 }], "order-1");
    expect(await availableQuantity(db, 9101)).toBe(2);
    // The bundle needs 2 x 9101 and 1 x 9102 per piece: 2 bundles need 4 of 9101, which are not there.
    await expect(reserveStock(db, [{ variationId: 9111, quantity: 2 }], "order-2")).rejects.toBeInstanceOf(
      InsufficientStockError,
    );
    expect(await availableQuantity(db, 9102)).toBe(2);
    await reserveStock(db, [{ variationId: 9111, quantity: 1 }], "order-3");
    expect(Object.fromEntries(await availableQuantities(db, [9101, 9102]))).toEqual({ 9101: 0, 9102: 1 });
    await releaseStock(db, [{ variationId: 9101, quantity: 3 }], "order-1");
    expect(await availableQuantity(db, 9101)).toBe(3);
    const movements = await db
      .select({ variationId: stockMovements.variationId, delta: stockMovements.delta, reason: stockMovements.reason })
      .from(stockMovements)
      .where(eq(stockMovements.reference, "order-1"));
    expect(movements).toEqual([
      { variationId: 9101, delta: -3, reason: "order" },
      { variationId: 9101, delta: 3, reason: "cancellation" },
    ]);
    await expect(reserveStock(db, [{ variationId: 9101, quantity: 0 }], "bad")).rejects.toBeInstanceOf(RangeError);
  });

  it("never oversells under concurrent reservations", async () => {
    const { db } = shop();
    await stockFixture(db);
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) => reserveStock(db, [{ variationId: 9101, quantity: 1 }], `c-${index}`)),
    );
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(5);
    for (const attempt of attempts) {
      if (attempt.status === "rejected") expect(attempt.reason).toBeInstanceOf(InsufficientStockError);
    }
    const [row] = await db.select().from(stock).where(eq(stock.variationId, 9101));
    expect(row).toMatchObject({ quantity: 5, reserved: 5 });
    const movements = await db.select().from(stockMovements).where(eq(stockMovements.variationId, 9101));
    expect(movements.filter((movement) => movement.reason === "order")).toHaveLength(5);
  });
});
