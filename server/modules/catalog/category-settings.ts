import { isUniqueViolation } from "../../db/unique-violation.ts";
import { and, eq, inArray, isNull, max } from "drizzle-orm";
import type { Locale } from "#common/constants.ts";
import type { CategoryDetailsRecord, CategorySettingsRecord } from "#common/schemas/pages.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { createsCycle } from "./category-paths.ts";
import { categories, categoryDetails } from "./category.table.ts";
import { itemCategories } from "./item.table.ts";
import { lockPageTree, placeholderPath, plannedPaths, writePaths, type Transaction } from "./category-tree-write.ts";
import { invalidateCatalogReads } from "./read-cache.ts";
import { problemsAsError, settingsFieldErrors } from "./category-settings-rules.ts";

/** A page's settings record: details[0] in `locale`, then the other language. */
export async function readCategorySettings(
  db: Database | Transaction,
  id: number,
  locale: Locale,
): Promise<CategorySettingsRecord | null> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) return null;
  const details = await db.select().from(categoryDetails).where(eq(categoryDetails.categoryId, id));
  details.sort((a, b) => Number(b.lang === locale) - Number(a.lang === locale) || a.lang.localeCompare(b.lang));
  return {
    id: row.id,
    parentCategoryId: row.parentId,
    type: row.type,
    right: row.right,
    sitemap: row.sitemap ? "Y" : "N",
    linklist: row.linklist ? "Y" : "N",
    details: details.map((detail) => ({
      categoryId: detail.categoryId,
      lang: detail.lang as Locale,
      name: detail.name,
      nameUrl: detail.nameUrl,
      metaTitle: detail.metaTitle,
      metaDescription: detail.metaDescription,
      metaKeywords: detail.metaKeywords,
      metaRobots: detail.metaRobots as CategoryDetailsRecord["metaRobots"],
      canonicalLink: detail.canonicalLink,
    })),
  };
}

/**
 * Saves the records in one transaction: all of them or none (docs/pages.md "Settings
 * rules"). A slug or parent change moves the page's branch to its new paths and keeps the
 * old ones as permanent redirects. Answers the saved records as they now read.
 */
export async function saveCategorySettings(
  db: Database,
  records: CategorySettingsRecord[],
  locale: Locale,
): Promise<CategorySettingsRecord[]> {
  const { fields, normalized } = settingsFieldErrors(records);
  if (Object.keys(fields).length > 0) throw new AppError("invalid_data", "invalidData", { fields });
  try {
    await db.transaction(async (tx) => {
      const tree = await lockPageTree(tx);
      await checkPages(tx, tree.rows, normalized);
      for (const record of normalized) await writeRecord(tx, tree, record);
      const { changes, problems } = plannedPaths(tree);
      if (problems.length > 0) throw problemsAsError(problems, normalized);
      await writePaths(tx, changes);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", "pageSlugTaken", { cause: error });
    throw error;
  } finally {
    invalidateCatalogReads(db);
  }
  const saved = await Promise.all(normalized.map((record) => readCategorySettings(db, record.id, locale)));
  return saved.filter((record) => record !== null);
}

type Tree = Awaited<ReturnType<typeof lockPageTree>>;

/** The rules that need the stored tree: existence, the homepage's fixed place, cycles, products. */
async function checkPages(tx: Transaction, rows: Tree["rows"], records: CategorySettingsRecord[]): Promise<void> {
  const ids = new Set(rows.map((row) => row.id));
  for (const record of records) {
    if (!ids.has(record.id)) throw new AppError("not_found", "pageNotFound", { values: { id: record.id } });
    const parentId = record.parentCategoryId;
    if (parentId !== null && !ids.has(parentId)) {
      throw new AppError("invalid_data", "pageParentInvalid", { values: { id: record.id } });
    }
  }
  // Cycles are judged on the tree as it will be, with every record's new parent.
  const future = rows.map((row) => {
    const record = records.find((candidate) => candidate.id === row.id);
    return record ? { id: row.id, parentId: record.parentCategoryId } : row;
  });
  for (const record of records) {
    if (createsCycle(future, record.id, record.parentCategoryId)) {
      throw new AppError("invalid_data", "pageParentInvalid", { values: { id: record.id } });
    }
  }
  const becomingContent = records.filter((record) => record.type === "content").map((record) => record.id);
  if (becomingContent.length === 0) return;
  const stocked = await tx
    .selectDistinct({ id: itemCategories.categoryId })
    .from(itemCategories)
    .innerJoin(categories, eq(categories.id, itemCategories.categoryId))
    .where(and(inArray(itemCategories.categoryId, becomingContent), eq(categories.type, "item")));
  const first = stocked[0];
  if (first) throw new AppError("conflict", "pageTypeHasProducts", { values: { id: first.id } });
}

/** One record's rows; `tree` follows along so that the paths can be planned afterwards. */
async function writeRecord(tx: Transaction, tree: Tree, record: CategorySettingsRecord): Promise<void> {
  const row = tree.rows.find((candidate) => candidate.id === record.id);
  if (!row) return;
  let position = row.position;
  if (row.parentId !== record.parentCategoryId) {
    // A page that moves goes last among its new siblings.
    const siblings = await tx
      .select({ last: max(categories.position) })
      .from(categories)
      .where(
        record.parentCategoryId === null
          ? isNull(categories.parentId)
          : eq(categories.parentId, record.parentCategoryId),
      );
    position = (siblings[0]?.last ?? -1) + 1;
  }
  await tx
    .update(categories)
    .set({
      parentId: record.parentCategoryId,
      type: record.type,
      right: record.right,
      sitemap: record.sitemap === "Y",
      linklist: record.linklist === "Y",
      position,
    })
    .where(eq(categories.id, record.id));
  Object.assign(row, { parentId: record.parentCategoryId, position });

  for (const detail of record.details) {
    const texts = {
      name: detail.name,
      nameUrl: detail.nameUrl,
      metaTitle: detail.metaTitle,
      metaDescription: detail.metaDescription,
      metaKeywords: detail.metaKeywords,
      metaRobots: detail.metaRobots,
      canonicalLink: detail.canonicalLink,
    };
    const stored = tree.details.find((entry) => entry.categoryId === record.id && entry.lang === detail.lang);
    if (stored) {
      await tx
        .update(categoryDetails)
        .set(texts)
        .where(and(eq(categoryDetails.categoryId, record.id), eq(categoryDetails.lang, detail.lang)));
      stored.nameUrl = detail.nameUrl;
    } else {
      // A language the page had no texts in yet: its path is planned with the others.
      const urlPath = placeholderPath(record.id);
      await tx.insert(categoryDetails).values({ categoryId: record.id, lang: detail.lang, urlPath, ...texts });
      tree.details.push({ categoryId: record.id, lang: detail.lang, nameUrl: detail.nameUrl, urlPath });
    }
  }
}
