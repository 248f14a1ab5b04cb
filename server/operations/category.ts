import { emptyInput } from "#common/schemas/auth.ts";
import { getCategoryTree as loadCategoryTree } from "../modules/catalog/category.ts";
import { defineOperation } from "../rpc/operation.ts";

export const getCategoryTree = defineOperation({
  name: "getCategoryTree",
  kind: "query",
  access: "anonymous",
  input: emptyInput,
  handler: (_input, ctx) =>
    loadCategoryTree(ctx.services.db, ctx.locale, { includeCustomerOnly: ctx.session.state === "authorized" }),
});
