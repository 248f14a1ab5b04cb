import { and, eq } from "drizzle-orm";
import { HOMEPAGE_CATEGORY_ID, LOCALES } from "#common/constants.ts";
import type { AddCategoryInput, AddCategoryResult, CategoryTemplate } from "#common/schemas/pages.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { categoryRedirects } from "./category-redirect.table.ts";
import { categories, categoryDetails } from "./category.table.ts";
import { computePaths } from "./category-paths.ts";
import { isReservedPath, joinPath, slugFromName, uniqueSlug } from "./category-slug.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { lockPageTree, type Transaction } from "./category-tree-write.ts";
import { itemCategories } from "./item.table.ts";
import { invalidateCatalogReads } from "./read-cache.ts";

/**
 * Add page (docs/glossary.md, editor spec §4): the name in both languages, a slug made from it (ä -> ae)
 * and made unique among the new page's siblings, last among them, shown in the navigation
 * and the sitemap like every page until the operator changes its settings.
 */
export async function addCategory(db: Database, input: AddCategoryInput): Promise<AddCategoryResult> {
  const parentId = input.parentCategoryId || null;
  try {
    const id = await db.transaction(async (tx) => {
      const tree = await lockPageTree(tx);
      if (parentId !== null && !tree.rows.some((row) => row.id === parentId)) {
        throw new AppError("invalid_data", "pageParentInvalid", { values: { id: parentId } });
      }
      const siblings = tree.rows.filter((row) => row.parentId === parentId);
      const position = Math.max(-1, ...siblings.map((row) => row.position)) + 1;
      const [created] = await tx
        .insert(categories)
        .values({ parentId, type: input.type, position })
        .returning({ id: categories.id });
      if (!created) throw new Error("insert returned no category");
      for (const lang of LOCALES) {
        const inLang = tree.details.filter((detail) => detail.lang === lang);
        const paths = computePaths(tree.rows, new Map(inLang.map((detail) => [detail.categoryId, detail.nameUrl])));
        const parentPath = parentId === null ? "" : (paths.get(parentId) ?? "");
        const taken = new Set(inLang.map((detail) => detail.urlPath));
        const free = (slug: string) => {
          const path = joinPath(parentPath, slug);
          return !taken.has(path) && !isReservedPath(path);
        };
        const nameUrl = uniqueSlug(slugFromName(input.name), free);
        const urlPath = joinPath(parentPath, nameUrl);
        await tx.insert(categoryDetails).values({ categoryId: created.id, lang, name: input.name, nameUrl, urlPath });
        // An old path of another page that the new page now takes is the new page's.
        await tx
          .delete(categoryRedirects)
          .where(and(eq(categoryRedirects.lang, lang), eq(categoryRedirects.oldPath, urlPath)));
      }
      return created.id;
    });
    return { id };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", "pageSlugTaken", { cause: error });
    throw error;
  } finally {
    invalidateCatalogReads(db);
  }
}

/** The key of a page's block document and its type (docs/pages.md "Template"). */
export async function categoryTemplate(db: Database, id: number): Promise<CategoryTemplate | null> {
  const [row] = await db.select({ type: categories.type }).from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) return null;
  const isHomepage = id === HOMEPAGE_CATEGORY_ID;
  return {
    id,
    type: row.type,
    isHomepage,
    blocks: isHomepage ? { identifier: "index", type: "immutable" } : { identifier: String(id), type: "category" },
  };
}

/**
 * The first step of deleting a page: it exists, is not the homepage and has no subpages
 * (docs/pages.md "Delete"). Runs under the tree lock so no subpage can arrive meanwhile.
 */
export async function checkDeletable(tx: Transaction, id: number): Promise<void> {
  const tree = await lockPageTree(tx);
  if (!tree.rows.some((row) => row.id === id)) throw new AppError("not_found", "pageNotFound", { values: { id } });
  if (id === HOMEPAGE_CATEGORY_ID) throw new AppError("not_allowed", "homepageNotDeletable");
  if (tree.rows.some((row) => row.parentId === id)) throw new AppError("conflict", "pageHasSubpages");
}

/** The page's own rows: product links (not the products), redirects, texts, the page. */
export async function deleteCategoryRows(tx: Transaction, id: number): Promise<void> {
  await tx.delete(itemCategories).where(eq(itemCategories.categoryId, id));
  await tx.delete(categoryRedirects).where(eq(categoryRedirects.categoryId, id));
  await tx.delete(categoryDetails).where(eq(categoryDetails.categoryId, id));
  await tx.delete(categories).where(eq(categories.id, id));
}
