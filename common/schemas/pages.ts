import { z } from "zod";
import { CATEGORY_RIGHTS, LOCALES, ROBOTS_OPTIONS } from "#common/constants.ts";

/**
 * The editor's page calls (docs/glossary.md, editor spec §§3, 5 and 7): the page tree, page settings by id,
 * setCategorySettings, add page (doAddCategory), deleteCategory. A page is a category of type
 * content or item; the Homepage is category 1 (HOMEPAGE_CATEGORY_ID) and cannot be deleted.
 * The server module and docs/pages.md give the rules; these are the shapes both sides share.
 */

export const PAGE_TYPES = ["content", "item"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const PAGE_NAME_MAX = 100;
export const PAGE_SLUG_MAX = 100;
export const META_TEXT_MAX = 500;

const categoryId = z.int("validation.invalid").min(1, "validation.invalid").max(2_147_483_647, "validation.invalid");
const yesNo = z.enum(["Y", "N"], { error: "validation.invalid" });

/*
 * The tree itself is getCategoryTree's CategoryNode[] (server/modules/catalog/category.ts):
 * for an operator session it holds every page, customers-only ones too.
 */

/** details[0] of a settings record: the page's texts in one language. */
export const categoryDetailsRecord = z.strictObject({
  categoryId,
  lang: z.enum(LOCALES, { error: "validation.invalid" }),
  name: z.string().trim().min(1, "validation.pageNameRequired").max(PAGE_NAME_MAX, "validation.invalid"),
  /** One URL segment: lower-case letters, digits and dashes (the homepage's is empty). */
  nameUrl: z.string().max(PAGE_SLUG_MAX, "validation.invalid"),
  metaTitle: z.string().max(META_TEXT_MAX, "validation.invalid"),
  metaDescription: z.string().max(META_TEXT_MAX, "validation.invalid"),
  metaKeywords: z.string().max(META_TEXT_MAX, "validation.invalid"),
  metaRobots: z.enum(ROBOTS_OPTIONS, { error: "validation.invalid" }),
  canonicalLink: z.string().max(2048, "validation.invalid"),
});
export type CategoryDetailsRecord = z.infer<typeof categoryDetailsRecord>;

/** The category settings record (docs/glossary.md, editor spec §3), as read by getCategorySettings and saved. */
export const categorySettingsRecord = z.strictObject({
  id: categoryId,
  parentCategoryId: categoryId.nullable(),
  type: z.enum(PAGE_TYPES, { error: "validation.invalid" }),
  right: z.enum(CATEGORY_RIGHTS, { error: "validation.invalid" }),
  sitemap: yesNo,
  /** 'Display in header navigation'. */
  linklist: yesNo,
  details: z.array(categoryDetailsRecord).min(1, "validation.invalid").max(LOCALES.length, "validation.invalid"),
});
export type CategorySettingsRecord = z.infer<typeof categorySettingsRecord>;

/** Page settings by id: the record with details[0] in the request's locale. */
export const getCategorySettingsInput = z.strictObject({ categoryId });

/** setCategorySettings: one or more records, all saved or none. */
export const setCategorySettingsInput = z.strictObject({
  settings: z.array(categorySettingsRecord).min(1, "validation.invalid").max(100, "validation.invalid"),
});

/** Add page (docs/glossary.md, editor spec §5): name required ('Enter a page name'); parent 0 or null = none. */
export const addCategoryInput = z.strictObject({
  name: z
    .string({ error: "validation.pageNameRequired" })
    .trim()
    .min(1, "validation.pageNameRequired")
    .max(PAGE_NAME_MAX, "validation.invalid"),
  type: z.enum(PAGE_TYPES, { error: "validation.invalid" }),
  parentCategoryId: z
    .int("validation.invalid")
    .min(0, "validation.invalid")
    .max(2_147_483_647, "validation.invalid")
    .nullable(),
});
export type AddCategoryInput = z.infer<typeof addCategoryInput>;

export const deleteCategoryInput = z.strictObject({ categoryId });
export const getCategoryTemplateInput = z.strictObject({ id: categoryId });

/** A URL slug: one segment of lower-case letters, digits and single dashes (the homepage's is empty). */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** setCategorySettings' answer: the saved records as getCategorySettings now reads them. */
export type SetCategorySettingsResult = { saved: CategorySettingsRecord[] };

/** doAddCategory's answer (docs/glossary.md, editor spec §7: "data.id read"). */
export type AddCategoryResult = { id: number };

/** deleteCategory's answer: message is 'Category deleted' (docs/glossary.md, editor spec §7). */
export type DeleteCategoryResult = { id: number; message: "Category deleted" };

/**
 * getCategoryTemplate's answer: what the editor needs to open a page: its type (an item page
 * renders its product listing below the blocks) and the key of its block document for
 * getBlocks / doSaveBlocks (the homepage: "index" / "immutable"; any other: its id / "category").
 */
export type CategoryTemplate = {
  id: number;
  type: PageType;
  isHomepage: boolean;
  blocks: { identifier: string; type: "immutable" | "category" | "info" };
};
