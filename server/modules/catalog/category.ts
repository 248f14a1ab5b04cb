import { and, asc, count, eq } from "drizzle-orm";
import type { CategoryRight, Locale } from "#common/constants.ts";
import type { Database } from "../../db/client.ts";
import { categories, categoryDetails } from "./category.table.ts";
import { itemCategories } from "./item.table.ts";
import { cachedRead } from "./read-cache.ts";

export type CategoryDetails = {
  lang: Locale;
  name: string;
  nameUrl: string;
  urlPath: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  metaRobots: string;
  canonicalLink: string;
};

export type CategoryNode = {
  id: number;
  parentCategoryId: number | null;
  type: "content" | "item";
  right: CategoryRight;
  sitemap: "Y" | "N";
  linklist: "Y" | "N";
  itemCount: number;
  childCount: number;
  details: CategoryDetails[];
  children: CategoryNode[];
};

type Row = typeof categories.$inferSelect & { details: typeof categoryDetails.$inferSelect };

/**
 * Every page renders the navigation, so the rows are cached per database and locale
 * (read-cache.ts; writes call invalidateCatalogReads). Another node may show an old tree
 * for up to the TTL until cross-node invalidation (Redis pub/sub) arrives with the editor.
 */
function loadRows(db: Database, locale: Locale): Promise<Row[]> {
  return cachedRead(db, `categories:${locale}`, () => queryRows(db, locale));
}

async function queryRows(db: Database, locale: Locale): Promise<Row[]> {
  const rows = await db
    .select({ category: categories, details: categoryDetails })
    .from(categories)
    .innerJoin(categoryDetails, and(eq(categoryDetails.categoryId, categories.id), eq(categoryDetails.lang, locale)))
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => ({ ...row.category, details: row.details }));
}

function toDetails(row: Row["details"]): CategoryDetails {
  return {
    lang: row.lang as Locale,
    name: row.name,
    nameUrl: row.nameUrl,
    urlPath: row.urlPath,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    metaKeywords: row.metaKeywords,
    metaRobots: row.metaRobots,
    canonicalLink: row.canonicalLink,
  };
}

/**
 * The category tree in one locale. Categories with right=customer (and everything
 * below them) are left out unless the visitor is a logged-in customer.
 */
export async function getCategoryTree(
  db: Database,
  locale: Locale,
  options: { includeCustomerOnly: boolean; withItemCounts?: boolean },
): Promise<CategoryNode[]> {
  const rows = await loadRows(db, locale);
  const itemCounts = options.withItemCounts ? await countItems(db) : new Map<number, number>();
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      parentCategoryId: row.parentId,
      type: row.type,
      right: row.right,
      sitemap: row.sitemap ? "Y" : "N",
      linklist: row.linklist ? "Y" : "N",
      itemCount: itemCounts.get(row.id) ?? 0,
      childCount: 0,
      details: [toDetails(row.details)],
      children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    if (!options.includeCustomerOnly && node.right === "customer") continue;
    const parent = node.parentCategoryId === null ? undefined : nodes.get(node.parentCategoryId);
    if (node.parentCategoryId === null) roots.push(node);
    else if (parent) parent.children.push(node);
  }
  for (const node of nodes.values()) node.childCount = node.children.length;
  return roots;
}

/** Products linked to each category directly (the editor's Pages view; not cached, operators only). */
async function countItems(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: itemCategories.categoryId, count: count() })
    .from(itemCategories)
    .groupBy(itemCategories.categoryId);
  return new Map(rows.map((row) => [row.categoryId, row.count]));
}

export type CategoryPage = {
  category: CategoryNode;
  /** The same category's path in every locale, for the language switcher and hreflang. */
  pathByLocale: Partial<Record<Locale, string>>;
  breadcrumbs: { id: number; name: string; urlPath: string }[];
};

/** Finds the category at a slug path; null when there is none or the visitor may not see it. */
export async function findCategoryByPath(
  db: Database,
  locale: Locale,
  urlPath: string,
  options: { includeCustomerOnly: boolean },
): Promise<CategoryPage | "login-required" | null> {
  const match = await db
    .select({ id: categoryDetails.categoryId })
    .from(categoryDetails)
    .where(and(eq(categoryDetails.lang, locale), eq(categoryDetails.urlPath, urlPath)))
    .limit(1);
  const id = match[0]?.id;
  if (id === undefined) return null;
  const tree = await getCategoryTree(db, locale, { includeCustomerOnly: true });
  const trail = findTrail(tree, id);
  if (!trail) return null;
  if (!options.includeCustomerOnly && trail.some((node) => node.right === "customer")) return "login-required";
  const found = trail[trail.length - 1] as CategoryNode;
  // The tree was loaded with customer-only categories to find the trail; visitors who
  // are not customers must not see such subcategories either.
  const category = options.includeCustomerOnly ? found : withoutCustomerOnly(found);
  const translations = await db
    .select({ lang: categoryDetails.lang, urlPath: categoryDetails.urlPath })
    .from(categoryDetails)
    .where(eq(categoryDetails.categoryId, id));
  return {
    category,
    pathByLocale: Object.fromEntries(translations.map((t) => [t.lang, t.urlPath])),
    breadcrumbs: trail.map((node) => ({
      id: node.id,
      name: node.details[0]?.name ?? "",
      urlPath: node.details[0]?.urlPath ?? "",
    })),
  };
}

function withoutCustomerOnly(node: CategoryNode): CategoryNode {
  const children = node.children.filter((child) => child.right !== "customer").map(withoutCustomerOnly);
  return { ...node, children, childCount: children.length };
}

function findTrail(nodes: CategoryNode[], id: number): CategoryNode[] | null {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = findTrail(node.children, id);
    if (below) return [node, ...below];
  }
  return null;
}

/**
 * Who may see a category's page in a locale: "customer" when it or an ancestor is for
 * customers only, null when it does not exist there (the same guard as findCategoryByPath).
 */
export async function categoryAudience(db: Database, locale: Locale, id: number): Promise<CategoryRight | null> {
  const trail = findTrail(await getCategoryTree(db, locale, { includeCustomerOnly: true }), id);
  if (!trail) return null;
  return trail.some((node) => node.right === "customer") ? "customer" : "all";
}
