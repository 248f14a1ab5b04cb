import type { Database } from "#server/db/client.ts";
import {
  attributes,
  attributeValues,
  availabilities,
  bundleComponents,
  itemCategories,
  itemImages,
  items,
  itemTags,
  itemTexts,
  manufacturers,
  priceHistory,
  tags,
  units,
  variationAttributeValues,
  variationImages,
  variationPrices,
  variations,
  itemProperties,
  properties,
  propertyGroups,
  propertySelectionValues,
  invalidateCatalogReads,
  rebuildSearchIndex,
} from "#server/modules/catalog/index.ts";
import { generateProductImages } from "#server/demo/product-art/product-image.ts";
import { reviewReplies, reviews } from "#server/modules/review/index.ts";
import { stock, stockMovements } from "#server/modules/stock/index.ts";
import { buildCatalog } from "./build-catalog.ts";
import type { CatalogRows } from "./catalog-rows.ts";
import { insertRows, moveSequencesPastIds } from "./insert-rows.ts";

/** Tables with an identity id that the seed fills with explicit ids. */
const IDENTITY_TABLES = [
  "manufacturers",
  "tags",
  "attributes",
  "attribute_values",
  "property_groups",
  "properties",
  "property_selection_values",
  "items",
  "variations",
  "variation_prices",
  "price_history",
  "stock_movements",
  "item_images",
  "reviews",
  "review_replies",
] as const;

export type CatalogSeedResult = { items: number; images: { written: number; skipped: number } };

async function insertCatalog(db: Database, rows: CatalogRows): Promise<void> {
  // One transaction per group of tables that belong together; children after parents.
  await db.transaction(async (tx) => {
    await insertRows(tx, manufacturers, rows.manufacturers);
    await insertRows(tx, availabilities, rows.availabilities);
    await insertRows(tx, units, rows.units);
    await insertRows(tx, tags, rows.tags);
    await insertRows(tx, attributes, rows.attributes);
    await insertRows(tx, attributeValues, rows.attributeValues);
    await insertRows(tx, propertyGroups, rows.propertyGroups);
    await insertRows(tx, properties, rows.properties);
    await insertRows(tx, propertySelectionValues, rows.propertySelectionValues);
  });
  await db.transaction(async (tx) => {
    await insertRows(tx, items, rows.items);
    await insertRows(tx, itemTexts, rows.itemTexts);
    await insertRows(tx, itemCategories, rows.itemCategories);
    await insertRows(tx, itemTags, rows.itemTags);
    await insertRows(tx, itemProperties, rows.itemProperties);
  });
  await db.transaction(async (tx) => {
    await insertRows(tx, variations, rows.variations);
    await insertRows(tx, variationAttributeValues, rows.variationAttributeValues);
    await insertRows(tx, variationPrices, rows.variationPrices);
    await insertRows(tx, priceHistory, rows.priceHistory);
    await insertRows(tx, bundleComponents, rows.bundleComponents);
    await insertRows(tx, stock, rows.stock);
    await insertRows(tx, stockMovements, rows.stockMovements);
  });
  await db.transaction(async (tx) => {
    await insertRows(tx, itemImages, rows.itemImages);
    await insertRows(tx, variationImages, rows.variationImages);
  });
  await db.transaction(async (tx) => {
    await insertRows(tx, reviews, rows.reviews);
    await insertRows(tx, reviewReplies, rows.reviewReplies);
  });
  await moveSequencesPastIds(db, IDENTITY_TABLES);
}

/**
 * Fills the demo catalog (the categories of seedDemoData must exist). Idempotent: fixed ids
 * and insert-or-skip, so a second run adds nothing and edited rows stay as they are.
 * With a media folder, product images are rendered into <mediaDir>/items, skipping files
 * that exist; null writes no files but still records the image rows (tests). `scale` seeds
 * that many times the items (buildCatalog), for benchmarks.
 */
export async function seedDemoCatalog(
  db: Database,
  options: { mediaDir: string | null; scale?: number },
): Promise<CatalogSeedResult> {
  const rows = buildCatalog(new Date(), { scale: options.scale ?? 1 });
  // Images render on sharp's thread pool while PGlite works on the main thread.
  const rendering = options.mediaDir
    ? generateProductImages(options.mediaDir, rows.imageJobs)
    : Promise.resolve({ written: 0, skipped: 0 });
  const [images] = await Promise.all([rendering, insertCatalog(db, rows)]);
  await rebuildSearchIndex(db);
  invalidateCatalogReads(db);
  return { items: rows.items.length, images };
}
