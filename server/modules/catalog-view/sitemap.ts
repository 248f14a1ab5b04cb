import { and, eq, inArray, max } from "drizzle-orm";
import type { Locale } from "#common/constants.ts";
import type { Database } from "../../db/client.ts";
import { latestReviewChanges } from "../review/index.ts";
import { getCategoryTree, type CategoryNode } from "../catalog/index.ts";
import { itemCategories, items, itemTexts, priceHistory, variations } from "../catalog/index.ts";

export type SitemapEntry = {
  kind: "category" | "product";
  paths: Partial<Record<Locale, string>>;
  /** ISO date-time of the last known change of what the page shows; null when unknown. */
  lastmod: string | null;
};

function flatten(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

function later(a: Date | undefined, b: Date | undefined): Date | undefined {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/**
 * Public pages for search engines: categories and content pages with sitemap=Y that
 * everybody may see (customer-only ones and everything below them are left out), and
 * products with an active variation in such a category. Paths have no locale prefix.
 *
 * lastmod: a product changes with its creation, a new price (price history) or a review
 * shown on its page; a category with the latest change among the products it lists
 * (its own and its subcategories'). There is no edit date of texts yet.
 */
export async function sitemapEntries(db: Database, locales: readonly Locale[]): Promise<SitemapEntry[]> {
  const categoryPaths = new Map<number, Partial<Record<Locale, string>>>();
  const parentOf = new Map<number, number | null>();
  const visibleIds = new Set<number>();
  for (const locale of locales) {
    for (const node of flatten(await getCategoryTree(db, locale, { includeCustomerOnly: false }))) {
      visibleIds.add(node.id);
      parentOf.set(node.id, node.parentCategoryId);
      if (node.sitemap !== "Y") continue;
      const paths = categoryPaths.get(node.id) ?? {};
      paths[locale] = `/${node.details[0]?.urlPath ?? ""}`;
      categoryPaths.set(node.id, paths);
    }
  }
  if (visibleIds.size === 0) return [];

  const rows = await db
    .selectDistinct({ itemId: itemTexts.itemId, lang: itemTexts.lang, urlPath: itemTexts.urlPath })
    .from(itemTexts)
    .innerJoin(itemCategories, eq(itemCategories.itemId, itemTexts.itemId))
    .innerJoin(variations, and(eq(variations.itemId, itemTexts.itemId), eq(variations.active, true)))
    .where(and(inArray(itemCategories.categoryId, [...visibleIds]), inArray(itemTexts.lang, [...locales])))
    .orderBy(itemTexts.itemId);
  const products = new Map<number, Partial<Record<Locale, string>>>();
  for (const row of rows) {
    const paths = products.get(row.itemId) ?? {};
    paths[row.lang as Locale] = `/${row.urlPath}_${row.itemId}`;
    products.set(row.itemId, paths);
  }
  const changed = await productChanges(db, [...products.keys()]);

  const categoryChanged = new Map<number, Date>();
  if (products.size > 0) {
    const memberships = await db
      .select({ itemId: itemCategories.itemId, categoryId: itemCategories.categoryId })
      .from(itemCategories)
      .where(inArray(itemCategories.itemId, [...products.keys()]));
    for (const { itemId, categoryId } of memberships) {
      // A listing shows the products of its subcategories too, so every ancestor changes.
      for (let id: number | null | undefined = categoryId; id != null; id = parentOf.get(id)) {
        const date = later(categoryChanged.get(id), changed.get(itemId));
        if (date) categoryChanged.set(id, date);
      }
    }
  }

  const iso = (date: Date | undefined) => date?.toISOString() ?? null;
  return [
    ...[...categoryPaths].map(([id, paths]) => ({
      kind: "category" as const,
      paths,
      lastmod: iso(categoryChanged.get(id)),
    })),
    ...[...products].map(([itemId, paths]) => ({ kind: "product" as const, paths, lastmod: iso(changed.get(itemId)) })),
  ];
}

/** The latest of an item's creation, its variations' price changes and its visible reviews' changes. */
async function productChanges(db: Database, itemIds: number[]): Promise<Map<number, Date>> {
  if (itemIds.length === 0) return new Map();
  const [created, priced, reviewed] = await Promise.all([
    db.select({ id: items.id, at: items.createdAt }).from(items).where(inArray(items.id, itemIds)),
    db
      .select({ id: variations.itemId, at: max(priceHistory.recordedAt) })
      .from(priceHistory)
      .innerJoin(variations, eq(variations.id, priceHistory.variationId))
      .where(inArray(variations.itemId, itemIds))
      .groupBy(variations.itemId),
    latestReviewChanges(db, itemIds),
  ]);
  const result = new Map<number, Date>();
  for (const row of [...created, ...priced]) {
    const date = later(result.get(row.id), row.at ? new Date(row.at) : undefined);
    if (date) result.set(row.id, date);
  }
  for (const [id, at] of reviewed) result.set(id, later(result.get(id), at) ?? at);
  return result;
}
