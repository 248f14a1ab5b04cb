import type { CategoryNode } from "#server/modules/catalog/category.ts";

/**
 * The choices of the Product Gallery's category select: every item category of the page
 * tree (getCategoryTree), depth first, with its depth for indenting. Content pages are not
 * offered (they hold no products), but item categories below them are.
 */
export type CategoryOption = { id: number; name: string; depth: number };

type TreeNode = Pick<CategoryNode, "id" | "type"> & {
  details: readonly { name: string }[];
  children: readonly TreeNode[];
};

export function itemCategoryOptions(tree: readonly TreeNode[], depth = 0): CategoryOption[] {
  return tree.flatMap((node) => {
    const below = itemCategoryOptions(node.children, node.type === "item" ? depth + 1 : depth);
    if (node.type !== "item") return below;
    return [{ id: node.id, name: node.details[0]?.name ?? `#${node.id}`, depth }, ...below];
  });
}
