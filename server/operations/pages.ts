import {
  addCategoryInput,
  deleteCategoryInput,
  getCategorySettingsInput,
  getCategoryTemplateInput,
  setCategorySettingsInput,
  type AddCategoryResult,
  type CategorySettingsRecord,
  type CategoryTemplate,
  type DeleteCategoryResult,
  type SetCategorySettingsResult,
} from "#common/schemas/pages.ts";
import { addCategory, categoryTemplate, readCategorySettings, saveCategorySettings } from "../modules/catalog/index.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { deletePage } from "../workflows/delete-page.ts";

/**
 * The editor's page management (docs/glossary.md, editor spec §§3, 5, 7; docs/pages.md). Every call needs
 * an operator session: without one the access policy answers editorSessionExpired.
 */

/** Page settings by id: details[0] in the request's locale, then the other language. */
export const getCategorySettings = defineOperation({
  name: "getCategorySettings",
  kind: "query",
  access: "operator",
  input: getCategorySettingsInput,
  handler: async (input, ctx): Promise<CategorySettingsRecord> => {
    const record = await readCategorySettings(ctx.services.db, input.categoryId, ctx.locale);
    if (!record) throw new AppError("not_found", "pageNotFound");
    return record;
  },
});

/** Saves one or more settings records, all or none (docs/pages.md "Settings rules"). */
export const setCategorySettings = defineOperation({
  name: "setCategorySettings",
  kind: "mutation",
  access: "operator",
  input: setCategorySettingsInput,
  handler: async (input, ctx): Promise<SetCategorySettingsResult> => ({
    saved: await saveCategorySettings(ctx.services.db, input.settings, ctx.locale),
  }),
});

/** Add page: the name in both languages, a slug from it, last among its siblings. */
export const doAddCategory = defineOperation({
  name: "doAddCategory",
  kind: "mutation",
  access: "operator",
  input: addCategoryInput,
  handler: (input, ctx): Promise<AddCategoryResult> => addCategory(ctx.services.db, input),
});

/** Deletes a page with its texts, product links, block documents and redirects (a workflow). */
export const deleteCategory = defineOperation({
  name: "deleteCategory",
  kind: "mutation",
  access: "operator",
  input: deleteCategoryInput,
  handler: async (input, ctx): Promise<DeleteCategoryResult> => {
    await deletePage(ctx.services.db, input.categoryId);
    return { id: input.categoryId, message: "Category deleted" };
  },
});

/** The page's template: its type and the key of its block document (docs/pages.md). */
export const getCategoryTemplate = defineOperation({
  name: "getCategoryTemplate",
  kind: "query",
  access: "operator",
  input: getCategoryTemplateInput,
  handler: async (input, ctx): Promise<CategoryTemplate> => {
    const template = await categoryTemplate(ctx.services.db, input.id);
    if (!template) throw new AppError("not_found", "pageNotFound");
    return template;
  },
});
