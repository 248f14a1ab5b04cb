import { and, eq, inArray } from "drizzle-orm";
import type { Locale } from "#common/constants.ts";
import type { Database } from "../../db/client.ts";
import { getCategoryTree, type CategoryNode } from "./category.ts";
import { itemCategories, itemTexts, variations } from "./item.table.ts";

export type SitemapEntry = { kind: "category" | "product"; paths: Partial<Record<Locale, string>> };

function flatten(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/**
 * Public pages for search engines: categories and content pages with sitemap=Y that
 * everybody may see (customer-only ones and everything below them are left out), and
 * products with an active variation in such a category. Paths have no locale prefix.
 */
export async function sitemapEntries(db: Database, locales: readonly Locale[]): Promise<SitemapEntry[]> {
  const byId = new Map<number, Partial<Record<Locale, string>>>();
  const visibleIds = new Set<number>();
  for (const locale of locales) {
    for (const node of flatten(await getCategoryTree(db, locale, { includeCustomerOnly: false }))) {
      visibleIds.add(node.id);
      if (node.sitemap !== "Y") continue;
      const paths = byId.get(node.id) ?? {};
      paths[locale] = `/${node.details[0]?.urlPath ?? ""}`;
      byId.set(node.id, paths);
    }
  }
  const entries: SitemapEntry[] = [...byId.values()].map((paths) => ({ kind: "category", paths }));
  if (visibleIds.size === 0) return entries;

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
  for (const paths of products.values()) entries.push({ kind: "product", paths });
  return entries;
}
