import { HOMEPAGE_CATEGORY_ID } from "#common/constants.ts";

/** What the header's navigation and the search's suggestions show of a category. */
export type NavCategory = {
  id: number;
  name: string;
  /** The category's address without the locale prefix: "wohnen/moebel". */
  path: string;
  /** A product category (search suggests these), not a content page. */
  item: boolean;
  children: NavCategory[];
};

/** The fields of getCategoryTree's nodes that the navigation reads. */
type CategoryTreeNode = {
  id: number;
  type: "content" | "item";
  linklist: "Y" | "N";
  details: { name: string; urlPath: string }[];
  children: CategoryTreeNode[];
};

/**
 * The categories shown in the header's navigation (linklist, not the homepage's own category),
 * with only the fields it renders. Every page's hydration data carries this tree, so it leaves
 * out what the page does not show (meta texts, counts, rights: 8.9 KB on every page, issue 14).
 */
export function navTree(categories: readonly CategoryTreeNode[]): NavCategory[] {
  return categories.flatMap((category) => {
    const details = category.details[0];
    if (category.id === HOMEPAGE_CATEGORY_ID || category.linklist !== "Y" || !details) return [];
    return [
      {
        id: category.id,
        name: details.name,
        path: details.urlPath,
        item: category.type === "item",
        children: navTree(category.children),
      },
    ];
  });
}
