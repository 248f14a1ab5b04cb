import { HOMEPAGE_CATEGORY_ID } from "#common/constants.ts";
import type { CategorySettingsRecord } from "#common/schemas/pages.ts";
import { AppError } from "../../errors.ts";
import { isValidCanonical, isValidSlug, normalizeKeywords } from "./category-slug.ts";
import type { PathProblem } from "./category-tree-write.ts";

/**
 * The rules of a settings record that need no database (docs/pages.md "Settings rules"):
 * per-field catalogue keys under the input's paths (settings.0.details.1.nameUrl), and the
 * records with their keywords normalised ("a ,b" -> "a, b"). The homepage's fixed slug,
 * type and place are an error of their own.
 */
export function settingsFieldErrors(records: CategorySettingsRecord[]): {
  fields: Record<string, string>;
  normalized: CategorySettingsRecord[];
} {
  const fields: Record<string, string> = {};
  const seenIds = new Set<number>();
  records.forEach((record, i) => {
    const at = `settings.${i}`;
    if (seenIds.has(record.id)) fields[`${at}.id`] = "validation.invalid";
    seenIds.add(record.id);
    if (record.parentCategoryId === record.id) fields[`${at}.parentCategoryId`] = "validation.invalid";
    const isHomepage = record.id === HOMEPAGE_CATEGORY_ID;
    if (
      isHomepage &&
      (record.parentCategoryId !== null ||
        record.type !== "content" ||
        record.details.some((detail) => detail.nameUrl !== ""))
    ) {
      throw new AppError("invalid_data", "homepageFixed");
    }
    const langs = new Set<string>();
    record.details.forEach((detail, j) => {
      const field = `${at}.details.${j}`;
      if (detail.categoryId !== record.id) fields[`${field}.categoryId`] = "validation.invalid";
      if (langs.has(detail.lang)) fields[`${field}.lang`] = "validation.invalid";
      langs.add(detail.lang);
      if (!isHomepage && !isValidSlug(detail.nameUrl)) fields[`${field}.nameUrl`] = "validation.pageSlug";
      if (!isValidCanonical(detail.canonicalLink)) fields[`${field}.canonicalLink`] = "validation.canonicalUrl";
    });
  });
  const normalized = records.map((record) => ({
    ...record,
    details: record.details.map((detail) => ({
      ...detail,
      canonicalLink: detail.canonicalLink.trim(),
      metaKeywords: normalizeKeywords(detail.metaKeywords),
    })),
  }));
  return { fields, normalized };
}

/**
 * Paths that clash (another page on the same level has the slug) or that are the shop's own
 * routes, as an error naming the record's slug field where the page is one of the records.
 */
export function problemsAsError(problems: PathProblem[], records: CategorySettingsRecord[]): AppError {
  const fields: Record<string, string> = {};
  for (const problem of problems) {
    const i = records.findIndex((record) => record.id === problem.categoryId);
    const j = records[i]?.details.findIndex((detail) => detail.lang === problem.lang) ?? -1;
    if (i < 0 || j < 0) continue;
    fields[`settings.${i}.details.${j}.nameUrl`] =
      problem.reason === "taken" ? "validation.pageSlugTaken" : "validation.pageSlugReserved";
  }
  const reserved = problems.find((problem) => problem.reason === "reserved");
  if (reserved && !problems.some((problem) => problem.reason === "taken")) {
    return new AppError("invalid_data", "invalidData", { fields });
  }
  return new AppError("conflict", "pageSlugTaken", { fields, values: { id: problems[0]?.categoryId ?? 0 } });
}
