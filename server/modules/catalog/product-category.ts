import type { Locale } from "#common/constants.ts";
import type { Database } from "../../db/client.ts";
import { getCategoryTree, type CategoryNode } from "./category.ts";

export type Crumb = { id: number; name: string; urlPath: string };

/** The category a product page shows in its breadcrumbs, with the trail from the top. */
export type ProductCategory = Crumb & { breadcrumbs: Crumb[] };

/**
 * Picks the breadcrumb category among an item's categories (given default first): the
 * first one the visitor may see. An item whose categories are all customers-only is
 * "login-required" for anyone else; an item in no category has no breadcrumbs.
 */
export async function findDefaultCategory(
  db: Database,
  locale: Locale,
  itemCategories: { categoryId: number }[],
  includeCustomerOnly: boolean,
): Promise<ProductCategory | "login-required" | null> {
  if (itemCategories.length === 0) return null;
  // The cached tree of the locale; rights are checked here, so it includes everything.
  const tree = await getCategoryTree(db, locale, { includeCustomerOnly: true });
  const trails = trailsById(tree);
  let hidden = false;
  for (const { categoryId } of itemCategories) {
    const trail = trails.get(categoryId);
    if (!trail) continue;
    if (!includeCustomerOnly && trail.some((node) => node.right === "customer")) {
      hidden = true;
      continue;
    }
    const breadcrumbs = trail.map((node) => ({
      id: node.id,
      name: node.details[0]?.name ?? "",
      urlPath: node.details[0]?.urlPath ?? "",
    }));
    return { ...(breadcrumbs.at(-1) as Crumb), breadcrumbs };
  }
  return hidden ? "login-required" : null;
}

function trailsById(nodes: CategoryNode[], above: CategoryNode[] = [], out = new Map<number, CategoryNode[]>()) {
  for (const node of nodes) {
    const trail = [...above, node];
    out.set(node.id, trail);
    trailsById(node.children, trail, out);
  }
  return out;
}
