import { and, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { DEMO_CATEGORIES, isDatabaseEmpty, seedDemoData } from "#server/demo/seed.ts";
import { categories, categoryDetails } from "#server/modules/catalog/category.table.ts";
import { describeDatabases } from "./harness.ts";

async function counts(db: Database): Promise<{ categories: number; details: number }> {
  const [a] = await db.select({ n: sql<number>`count(*)::int` }).from(categories);
  const [b] = await db.select({ n: sql<number>`count(*)::int` }).from(categoryDetails);
  return { categories: a?.n ?? -1, details: b?.n ?? -1 };
}

describeDatabases("demo data seed", (shop) => {
  it("fills an empty database with every demo category in German and English", async () => {
    const { db } = shop();
    await db.delete(categoryDetails);
    await db.delete(categories);
    expect(await isDatabaseEmpty(db)).toBe(true);

    await seedDemoData(db);
    expect(await isDatabaseEmpty(db)).toBe(false);
    expect(await counts(db)).toEqual({ categories: DEMO_CATEGORIES.length, details: DEMO_CATEGORIES.length * 2 });
    const [kitchen] = await db
      .select({ name: categoryDetails.name, urlPath: categoryDetails.urlPath })
      .from(categoryDetails)
      .where(and(eq(categoryDetails.categoryId, 23), eq(categoryDetails.lang, "de")));
    expect(kitchen).toEqual({ name: "Küchenhelfer", urlPath: "kueche/kuechenhelfer" });
  });

  it("is idempotent: a second seed adds no rows", async () => {
    const { db } = shop();
    const before = await counts(db);
    expect(before).toEqual({ categories: DEMO_CATEGORIES.length, details: DEMO_CATEGORIES.length * 2 });
    await seedDemoData(db);
    await seedDemoData(db);
    expect(await counts(db)).toEqual(before);
  });

  it("keeps a name the operator edited and a category the operator moved", async () => {
    const { db } = shop();
    await db
      .update(categoryDetails)
      .set({ name: "Wohnen & Leben" })
      .where(and(eq(categoryDetails.categoryId, 10), eq(categoryDetails.lang, "de")));
    await db.update(categories).set({ parentId: 21, position: 99 }).where(eq(categories.id, 13));

    await seedDemoData(db);

    const [name] = await db
      .select({ name: categoryDetails.name })
      .from(categoryDetails)
      .where(and(eq(categoryDetails.categoryId, 10), eq(categoryDetails.lang, "de")));
    expect(name?.name).toBe("Wohnen & Leben");
    const [moved] = await db
      .select({ parentId: categories.parentId, position: categories.position })
      .from(categories)
      .where(eq(categories.id, 13));
    expect(moved).toEqual({ parentId: 21, position: 99 });
  });

  it("restores a deleted demo category on the next seed without touching the others", async () => {
    const { db } = shop();
    await db.delete(categories).where(eq(categories.id, 40));
    expect((await counts(db)).categories).toBe(DEMO_CATEGORIES.length - 1);
    await seedDemoData(db);
    expect(await counts(db)).toEqual({ categories: DEMO_CATEGORIES.length, details: DEMO_CATEGORIES.length * 2 });
  });

  it("moves the id sequence past the seeded ids, so new categories do not collide", async () => {
    const { db } = shop();
    const maxId = Math.max(...DEMO_CATEGORIES.map((category) => category.id));
    const [created] = await db.insert(categories).values({ type: "item" }).returning({ id: categories.id });
    expect(created?.id).toBe(maxId + 1);
    await seedDemoData(db);
    const [next] = await db.insert(categories).values({ type: "content" }).returning({ id: categories.id });
    expect(next?.id).toBe(maxId + 2);
  });
});
