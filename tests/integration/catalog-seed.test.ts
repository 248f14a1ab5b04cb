import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql, type SQL } from "drizzle-orm";
import sharp from "sharp";
import { expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { isValidEan13 } from "#server/demo/catalog/gtin.ts";
import { seedDemoCatalog } from "#server/demo/catalog/index.ts";
import { itemImages, items, itemTexts, variationPrices, variations } from "#server/modules/catalog/item.table.ts";
import { reviews } from "#server/modules/review/review.table.ts";
import { describeDatabases } from "./harness.ts";

/** PGlite and node-postgres both return { rows }; the casts stay in this one place. */
async function query<T>(db: Database, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

async function count(db: Database, statement: SQL): Promise<number> {
  const [row] = await query<{ n: number }>(db, statement);
  return Number(row?.n ?? -1);
}

const CATALOG_TABLES = [
  "manufacturers",
  "availabilities",
  "units",
  "tags",
  "attributes",
  "attribute_values",
  "property_groups",
  "properties",
  "property_selection_values",
  "items",
  "item_texts",
  "item_categories",
  "item_tags",
  "item_properties",
  "variations",
  "variation_attribute_values",
  "variation_prices",
  "price_history",
  "bundle_components",
  "stock",
  "stock_movements",
  "item_images",
  "variation_images",
  "reviews",
  "review_replies",
] as const;

type TableCounts = Record<(typeof CATALOG_TABLES)[number], number>;

async function tableCounts(db: Database): Promise<TableCounts> {
  const columns = CATALOG_TABLES.map((table) => `(select count(*)::int from "${table}") as "${table}"`);
  const [row] = await query<TableCounts>(db, sql.raw(`select ${columns.join(", ")}`));
  if (!row) throw new Error("count query returned no row");
  return row;
}

describeDatabases("demo catalog seed", (shop) => {
  it("fills every catalog table with a complete, consistent catalog", async () => {
    const { db } = shop();
    const result = await seedDemoCatalog(db, { mediaDir: null });
    expect(result.images).toEqual({ written: 0, skipped: 0 });

    const counts = await tableCounts(db);
    expect(counts.items).toBe(result.items);
    expect(counts.items).toBeGreaterThanOrEqual(150);
    expect(counts.item_texts).toBe(counts.items * 2);
    expect(counts.manufacturers).toBeGreaterThanOrEqual(6);
    expect(counts.availabilities).toBe(10);
    expect(counts.tags).toBeGreaterThanOrEqual(6);
    expect(counts.reviews).toBeGreaterThan(counts.items);

    // Each of these counts rows that break a rule of the catalog; all must be 0.
    expect(
      await count(
        db,
        sql`select count(*)::int as n from items i
        where (select count(*) from item_texts t where t.item_id = i.id and t.lang in ('de', 'en')) <> 2`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        sql`select count(*)::int as n from variations v where not exists (
        select 1 from variation_prices p where p.variation_id = v.id and p.kind = 'default' and p.minimum_quantity = 1)`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        sql`select count(*)::int as n from variations v
        left join stock s on s.variation_id = v.id
        where s.variation_id is null or not exists (select 1 from stock_movements m
          where m.variation_id = v.id and m.reason = 'initial' and m.delta = s.quantity)`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        sql`select count(*)::int as n from items i
        where not exists (select 1 from item_images m where m.item_id = i.id)
           or (select count(*) from item_categories c where c.item_id = i.id and c.is_default) <> 1`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        sql`select count(*)::int as n from items i join variations v on v.item_id = i.id
        where i.item_type <> 'default'
          and not exists (select 1 from bundle_components b where b.bundle_variation_id = v.id)`,
      ),
    ).toBe(0);
    expect(
      await count(db, sql`select count(*)::int as n from items where item_type = 'bundle'`),
    ).toBeGreaterThanOrEqual(3);
    expect(await count(db, sql`select count(*)::int as n from items where item_type = 'set'`)).toBe(1);
    expect(
      await count(db, sql`select count(*)::int as n from item_categories where category_id = 32`),
    ).toBeGreaterThanOrEqual(8);

    const types = await query<{ value_type: string }>(db, sql`select distinct value_type from properties order by 1`);
    expect(types.map((row) => row.value_type)).toEqual(["empty", "file", "float", "int", "selection", "text"]);
    expect(await count(db, sql`select count(distinct item_id)::int as n from item_properties`)).toBeGreaterThanOrEqual(
      8,
    );
  });

  it("gives unique slugs per language and valid GTINs", async () => {
    const { db } = shop();
    await seedDemoCatalog(db, { mediaDir: null });
    const duplicates = await query<{ lang: string; url_path: string }>(
      db,
      sql`select lang, url_path from item_texts group by lang, url_path having count(*) > 1`,
    );
    expect(duplicates).toEqual([]);
    const slugs = await db.select({ urlPath: itemTexts.urlPath }).from(itemTexts);
    for (const { urlPath } of slugs) expect(urlPath).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const gtins = await db.select({ gtin: variations.gtin }).from(variations);
    expect(gtins.length).toBeGreaterThan(0);
    for (const { gtin } of gtins) expect(isValidEan13(gtin)).toBe(true);
  });

  it("makes the lowest price of the last 30 days differ from today's price for some variations", async () => {
    const { db } = shop();
    await seedDemoCatalog(db, { mediaDir: null });
    const differing = await count(
      db,
      sql`select count(*)::int as n from variations v
        where (select min(h.amount_cents) from price_history h
               where h.variation_id = v.id and h.recorded_at >= now() - interval '30 days')
            < coalesce(
                (select p.amount_cents from variation_prices p where p.variation_id = v.id and p.kind = 'special'
                   and p.valid_from <= now() and p.valid_until > now() limit 1),
                (select p.amount_cents from variation_prices p where p.variation_id = v.id and p.kind = 'default'
                   and p.minimum_quantity = 1))`,
    );
    expect(differing).toBeGreaterThan(3);
  });

  it("is idempotent: a second run adds nothing and keeps what the operator edited", async () => {
    const { db } = shop();
    await seedDemoCatalog(db, { mediaDir: null });
    const before = await tableCounts(db);
    const nameOf = and(eq(itemTexts.itemId, 1000), eq(itemTexts.lang, "de"));
    await db.update(itemTexts).set({ name: "Sofa Lund – Sonderedition" }).where(nameOf);
    const [price] = await db.select({ id: variationPrices.id }).from(variationPrices).limit(1);
    await db
      .update(variationPrices)
      .set({ amountCents: 4711 })
      .where(eq(variationPrices.id, price?.id ?? -1));
    await db.update(reviews).set({ visible: false, text: "Hidden by the operator" }).where(eq(reviews.id, 1));

    await seedDemoCatalog(db, { mediaDir: null });

    expect(await tableCounts(db)).toEqual(before);
    const [text] = await db.select({ name: itemTexts.name }).from(itemTexts).where(nameOf);
    expect(text?.name).toBe("Sofa Lund – Sonderedition");
    const [edited] = await db
      .select({ amountCents: variationPrices.amountCents })
      .from(variationPrices)
      .where(eq(variationPrices.id, price?.id ?? -1));
    expect(edited?.amountCents).toBe(4711);
    const [review] = await db
      .select({ visible: reviews.visible, text: reviews.text })
      .from(reviews)
      .where(eq(reviews.id, 1));
    expect(review).toEqual({ visible: false, text: "Hidden by the operator" });
  });

  it("moves the identity sequences past the seeded ids", async () => {
    const { db } = shop();
    const result = await seedDemoCatalog(db, { mediaDir: null });
    const [item] = await db.insert(items).values({}).returning({ id: items.id });
    expect(item?.id).toBe(1000 + result.items);
    const [variation] = await db
      .insert(variations)
      .values({ itemId: item?.id ?? -1, number: "NEW-1", availabilityId: 1 })
      .returning({ id: variations.id });
    const [maxVariation] = await query<{ n: number }>(
      db,
      sql`select max(id)::int as n from variations where number <> 'NEW-1'`,
    );
    expect(variation?.id).toBe((maxVariation?.n ?? 0) + 1);
    const [review] = await db
      .insert(reviews)
      .values({ itemId: 1000, title: "Neu", text: "Neu", rating: 5 })
      .returning({ id: reviews.id });
    expect(await count(db, sql`select count(*)::int as n from reviews where id = ${review?.id ?? -1}`)).toBe(1);
  });

  it("renders only the missing images, under the file names the rows point to", async () => {
    const { db } = shop();
    await seedDemoCatalog(db, { mediaDir: null });
    const files = await db.select({ fileName: itemImages.fileName }).from(itemImages).orderBy(itemImages.id);
    const mediaDir = mkdtempSync(path.join(tmpdir(), "catalog-media-"));
    try {
      // Stand-ins for all but two images: the seed must keep them and draw the other two.
      const missing = [files[0]?.fileName ?? "", files[files.length - 1]?.fileName ?? ""];
      for (const { fileName } of files.filter((file) => !missing.includes(file.fileName))) {
        mkdirSync(path.dirname(path.join(mediaDir, fileName)), { recursive: true });
        writeFileSync(path.join(mediaDir, fileName), "stand-in");
      }
      const result = await seedDemoCatalog(db, { mediaDir });
      expect(result.images).toEqual({ written: 2, skipped: files.length - 2 });
      for (const fileName of missing) {
        expect(fileName).toMatch(/^items\/[a-z0-9-]+-\d+\.webp$/);
        expect(await sharp(path.join(mediaDir, fileName)).metadata()).toMatchObject({
          format: "webp",
          width: 1536,
          height: 1536,
        });
      }
      expect(existsSync(path.join(mediaDir, files[1]?.fileName ?? "-"))).toBe(true);
    } finally {
      rmSync(mediaDir, { recursive: true, force: true });
    }
  });
});
