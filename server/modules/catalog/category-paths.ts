import { joinPath } from "./category-slug.ts";

/** A page's place in the tree: enough to compute paths and to find cycles. */
export type TreeRow = { id: number; parentId: number | null };

/**
 * Every page's slug path in one language: its ancestors' slugs and its own, joined with "/"
 * (empty slugs, the homepage's, add nothing). A page without texts in the language has no
 * path there; its children take their path from the nearest ancestor that has one.
 */
export function computePaths(rows: readonly TreeRow[], slugs: ReadonlyMap<number, string>): Map<number, string> {
  const parents = new Map(rows.map((row) => [row.id, row.parentId]));
  const cache = new Map<number, string>();
  const pathOf = (id: number, seen: Set<number>): string => {
    const known = cache.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) throw new Error(`category tree has a cycle at ${id}`);
    seen.add(id);
    const parentId = parents.get(id) ?? null;
    const parentPath = parentId === null || !parents.has(parentId) ? "" : pathOf(parentId, seen);
    const path = joinPath(parentPath, slugs.get(id) ?? "");
    cache.set(id, path);
    return path;
  };
  const paths = new Map<number, string>();
  for (const row of rows) {
    if (slugs.has(row.id)) paths.set(row.id, pathOf(row.id, new Set()));
  }
  return paths;
}

/** Whether giving page `id` the parent `parentId` would put it below itself. */
export function createsCycle(rows: readonly TreeRow[], id: number, parentId: number | null): boolean {
  const parents = new Map(rows.map((row) => [row.id, row.parentId]));
  const seen = new Set<number>();
  for (let current = parentId; current !== null; current = parents.get(current) ?? null) {
    if (current === id) return true;
    if (seen.has(current)) return true;
    seen.add(current);
  }
  return false;
}
