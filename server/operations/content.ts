import { pageKeyInput } from "#common/blocks/page-key.ts";
import { categoryAudience } from "../modules/catalog/category.ts";
import { loadBlocks } from "../modules/content/content.ts";
import { AppError } from "../rpc/errors.ts";
import { defineOperation } from "../rpc/operation.ts";

/**
 * The block document of a page in the request's locale (editor.md section 7), sanitised;
 * the built-in default homepage while the stored homepage is empty. A category page
 * follows its category's guard: unknown is 404, customers-only is 401 for anyone else.
 *
 * Its counterpart doSaveBlocks plugs in here once the operator access policy exists: an
 * operation with access "operator" whose handler calls saveBlocks (docs/blocks.md).
 */
export const getBlocks = defineOperation({
  name: "getBlocks",
  kind: "query",
  access: "anonymous",
  input: pageKeyInput,
  handler: async (input, ctx) => {
    const { db } = ctx.services;
    if (input.type === "category") {
      const audience = await categoryAudience(db, ctx.locale, Number(input.identifier));
      if (audience === null) throw new AppError("not_found", "notFound");
      if (audience === "customer" && ctx.session.state !== "authorized") {
        throw new AppError("unauthorized", "unauthorized");
      }
    }
    const page = await loadBlocks(db, { identifier: input.identifier, entityType: input.type, locale: ctx.locale });
    return {
      schemaVersion: page.document.schemaVersion,
      blocks: page.document.blocks,
      version: page.version,
      isDefault: page.isDefault,
    };
  },
});
