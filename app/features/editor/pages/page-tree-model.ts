import { HOMEPAGE_CATEGORY_ID } from "#common/constants.ts";
import type { CategoryNode } from "#server/modules/catalog/category.ts";
import { withPrefix, type LocalePrefix } from "~/lib/locale-path.ts";

/**
 * Pure helpers over getCategoryTree's pages for the Pages view, the add-page parent list and the
 * page selector (docs/glossary.md, editor spec §§2 and 3). The Homepage is category 1 (its name is "Homepage").
 */

export type PageNode = CategoryNode;

/** One page in a flat list: the selector's options and the add form's parent choices. */
export type FlatPage = { id: number; name: string; href: string; depth: number; isHomepage: boolean };

export function isHomepage(node: Pick<PageNode, "id">): boolean {
  return node.id === HOMEPAGE_CATEGORY_ID;
}

export function pageName(node: PageNode): string {
  return node.details[0]?.name ?? `#${node.id}`;
}

/** The page's address in the locale shown now: `/{locale prefix}{path}` (the Homepage: the prefix or "/"). */
export function pageHref(prefix: LocalePrefix, node: PageNode): string {
  if (isHomepage(node)) return withPrefix(prefix, "/");
  return withPrefix(prefix, `/${node.details[0]?.urlPath ?? ""}`);
}

/** The two sections of the Pages view: the top-level content pages and the top-level item categories. */
export function splitSections(tree: PageNode[]): { content: PageNode[]; item: PageNode[] } {
  return {
    content: tree.filter((node) => node.type === "content"),
    item: tree.filter((node) => node.type === "item"),
  };
}

/** Every page depth first, the Homepage (a top-level page) and its subpages first. */
export function flattenPages(tree: PageNode[], prefix: LocalePrefix): FlatPage[] {
  const out: FlatPage[] = [];
  const walk = (nodes: PageNode[], depth: number) => {
    for (const node of nodes) {
      out.push({
        id: node.id,
        name: pageName(node),
        href: pageHref(prefix, node),
        depth,
        isHomepage: isHomepage(node),
      });
      walk(node.children, depth + 1);
    }
  };
  walk([...tree.filter(isHomepage), ...tree.filter((node) => !isHomepage(node))], 0);
  return out;
}

/** The page with this id anywhere in the tree. */
export function findPage(tree: PageNode[], id: number): PageNode | null {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findPage(node.children, id);
    if (found) return found;
  }
  return null;
}
