import { and, eq, inArray, sql } from "drizzle-orm";
import type { Locale } from "#common/constants.ts";
import type { Database } from "../../db/client.ts";
import { categoryRedirects } from "./category-redirect.table.ts";
import { categories, categoryDetails } from "./category.table.ts";
import { computePaths, type TreeRow } from "./category-paths.ts";
import { isReservedPath } from "./category-slug.ts";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** One page's texts in one language, as far as paths are concerned. */
export type PathDetail = { categoryId: number; lang: string; nameUrl: string; urlPath: string };
export type PageTree = { rows: (TreeRow & { position: number })[]; details: PathDetail[] };
/** A page whose new path another page has, or that is one of the shop's own routes. */
export type PathProblem = { categoryId: number; lang: string; reason: "taken" | "reserved" };

/** A path no real page can have ('#' is never in a slug): a row's place while paths move. */
const PLACEHOLDER_PREFIX = "#";
export const placeholderPath = (id: number) => `${PLACEHOLDER_PREFIX}new/${id}`;

/** Any number that no other advisory lock of the shop uses. */
const PAGE_TREE_LOCK = 4_711_005;

/**
 * Page tree writes (settings, add, delete) run one at a time: a slug or parent change rewrites
 * the paths of a whole branch, and two of them interleaving could each pass their checks.
 * The unique index on (lang, url_path) stays the last line of defence.
 */
export async function lockPageTree(tx: Transaction): Promise<PageTree> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PAGE_TREE_LOCK})`);
  const rows = await tx
    .select({ id: categories.id, parentId: categories.parentId, position: categories.position })
    .from(categories);
  const details = await tx
    .select({
      categoryId: categoryDetails.categoryId,
      lang: categoryDetails.lang,
      nameUrl: categoryDetails.nameUrl,
      urlPath: categoryDetails.urlPath,
    })
    .from(categoryDetails);
  return { rows, details };
}

type PathChange = { categoryId: number; lang: string; from: string; to: string };

/** The paths the tree's slugs give, compared with the stored ones; problems before anything is written. */
export function plannedPaths(tree: PageTree): { changes: PathChange[]; problems: PathProblem[] } {
  const changes: PathChange[] = [];
  const problems: PathProblem[] = [];
  for (const lang of new Set(tree.details.map((detail) => detail.lang))) {
    const inLang = tree.details.filter((detail) => detail.lang === lang);
    const paths = computePaths(tree.rows, new Map(inLang.map((detail) => [detail.categoryId, detail.nameUrl])));
    const owner = new Map<string, number>();
    for (const detail of inLang) {
      const to = paths.get(detail.categoryId) ?? "";
      const other = owner.get(to);
      if (other !== undefined) {
        problems.push({ categoryId: detail.categoryId, lang, reason: "taken" });
        problems.push({ categoryId: other, lang, reason: "taken" });
      }
      owner.set(to, detail.categoryId);
      if (to === detail.urlPath) continue;
      if (isReservedPath(to)) problems.push({ categoryId: detail.categoryId, lang, reason: "reserved" });
      changes.push({ categoryId: detail.categoryId, lang, from: detail.urlPath, to });
    }
  }
  return { changes, problems };
}

/**
 * Writes the changed paths and records each old one as a permanent redirect to its page
 * (docs/pages.md "Redirects"). Rows move through placeholders first, so two pages may swap
 * paths in one save without tripping the unique index halfway.
 */
export async function writePaths(tx: Transaction, changes: PathChange[]): Promise<void> {
  const where = (change: PathChange) =>
    and(eq(categoryDetails.categoryId, change.categoryId), eq(categoryDetails.lang, change.lang));
  for (const change of changes) {
    await tx
      .update(categoryDetails)
      .set({ urlPath: `${PLACEHOLDER_PREFIX}moving/${change.categoryId}` })
      .where(where(change));
  }
  for (const change of changes) await tx.update(categoryDetails).set({ urlPath: change.to }).where(where(change));

  const byLang = Map.groupBy(changes, (change) => change.lang);
  for (const [lang, inLang] of byLang) {
    // A path that is a page's again is no longer a redirect.
    await tx.delete(categoryRedirects).where(
      and(
        eq(categoryRedirects.lang, lang),
        inArray(
          categoryRedirects.oldPath,
          inLang.map((change) => change.to),
        ),
      ),
    );
    // An old path another page takes in the same save (two pages swapping slugs) is that page's.
    const taken = new Set(inLang.map((change) => change.to));
    const redirects = inLang
      .filter((change) => change.from !== "" && !change.from.startsWith(PLACEHOLDER_PREFIX) && !taken.has(change.from))
      .map((change) => ({ lang, oldPath: change.from, categoryId: change.categoryId }));
    if (redirects.length === 0) continue;
    await tx
      .insert(categoryRedirects)
      .values(redirects)
      .onConflictDoUpdate({
        target: [categoryRedirects.lang, categoryRedirects.oldPath],
        set: { categoryId: sql`excluded.category_id`, createdAt: sql`now()` },
      });
  }
}

/** Where an old path leads now: the page and its current path in that language, or null. */
export async function findRedirect(
  db: Database,
  lang: Locale,
  oldPath: string,
): Promise<{ categoryId: number; urlPath: string } | null> {
  const [row] = await db
    .select({ categoryId: categoryRedirects.categoryId, urlPath: categoryDetails.urlPath })
    .from(categoryRedirects)
    .innerJoin(
      categoryDetails,
      and(
        eq(categoryDetails.categoryId, categoryRedirects.categoryId),
        eq(categoryDetails.lang, categoryRedirects.lang),
      ),
    )
    .where(and(eq(categoryRedirects.lang, lang), eq(categoryRedirects.oldPath, oldPath)))
    .limit(1);
  return row ?? null;
}
