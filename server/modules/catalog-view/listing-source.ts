import type { Locale } from "#common/constants.ts";
import type { Database } from "../../db/client.ts";
import { getCategoryTree, type CategoryNode, toProductTag, type ProductTag } from "../catalog/index.ts";
import { findTagBySlug, type ListingSource } from "./listing-query.ts";

/**
 * Which categories a list covers. A category page lists the items of the category and of
 * every category below it (the usual shop behaviour: "Living" shows its sofas and lamps),
 * except below a customers-only category the visitor may not see.
 */

export type ListingCategory = { category: CategoryNode; source: ListingSource };

function subtreeIds(node: CategoryNode, includeCustomerOnly: boolean): number[] {
  if (!includeCustomerOnly && node.right === "customer") return [];
  return [node.id, ...node.children.flatMap((child) => subtreeIds(child, includeCustomerOnly))];
}

function findTrail(nodes: CategoryNode[], match: (node: CategoryNode) => boolean): CategoryNode[] | null {
  for (const node of nodes) {
    if (match(node)) return [node];
    const below = findTrail(node.children, match);
    if (below) return [node, ...below];
  }
  return null;
}

/** The node as the visitor sees it: customers-only children only for customers. */
function visibleNode(node: CategoryNode, includeCustomerOnly: boolean): CategoryNode {
  const children = node.children
    .filter((child) => includeCustomerOnly || child.right !== "customer")
    .map((child) => visibleNode(child, includeCustomerOnly));
  return { ...node, children, childCount: children.length };
}

/** By id, else by slug path; "login-required" is the category guard's answer for visitors. */
export async function findListingCategory(
  db: Database,
  locale: Locale,
  ref: { id?: number | undefined; urlPath?: string | undefined },
  options: { includeCustomerOnly: boolean },
): Promise<ListingCategory | "login-required" | null> {
  const tree = await getCategoryTree(db, locale, { includeCustomerOnly: true });
  const urlPath = ref.urlPath?.replace(/^\/+|\/+$/g, "");
  const trail = findTrail(tree, (node) =>
    ref.id !== undefined ? node.id === ref.id : node.details[0]?.urlPath === urlPath,
  );
  if (!trail) return null;
  if (!options.includeCustomerOnly && trail.some((node) => node.right === "customer")) return "login-required";
  const node = trail[trail.length - 1] as CategoryNode;
  return {
    category: visibleNode(node, options.includeCustomerOnly),
    source: { categoryIds: subtreeIds(node, options.includeCustomerOnly) },
  };
}

export type ListingTag = ProductTag & {
  /** The tag page's path in every locale, for the language switcher and hreflang. */
  pathByLocale: Record<Locale, string>;
};

/** A tag page lists the tagged items of every category the visitor may see. */
export async function findListingTag(
  db: Database,
  locale: Locale,
  slug: string,
  options: { includeCustomerOnly: boolean },
): Promise<{ tag: ListingTag; source: ListingSource } | null> {
  const row = await findTagBySlug(db, locale, slug);
  if (!row) return null;
  return {
    tag: { ...toProductTag(row, locale), pathByLocale: { de: `/tag/${row.slugs.de}`, en: `/tag/${row.slugs.en}` } },
    source: { categoryIds: await visibleCategoryIds(db, locale, options), tagId: row.id },
  };
}

/** Every category the visitor may see: where tag pages and the search list from. */
export async function visibleCategoryIds(
  db: Database,
  locale: Locale,
  options: { includeCustomerOnly: boolean },
): Promise<number[]> {
  const tree = await getCategoryTree(db, locale, options);
  return tree.flatMap((node) => subtreeIds(node, options.includeCustomerOnly));
}
