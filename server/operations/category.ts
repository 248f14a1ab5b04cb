import { z } from "zod";
import { emptyInput } from "#common/schemas/auth.ts";
import { findCategoryByPath, getCategoryTree as loadCategoryTree } from "../modules/catalog/category.ts";
import { AppError } from "../rpc/errors.ts";
import { defineOperation } from "../rpc/operation.ts";

export const getCategoryTree = defineOperation({
  name: "getCategoryTree",
  kind: "query",
  access: "anonymous",
  input: emptyInput,
  handler: (_input, ctx) =>
    loadCategoryTree(ctx.services.db, ctx.locale, { includeCustomerOnly: ctx.session.state === "authorized" }),
});

/**
 * A category or content page by its slug path in the request's locale. The category
 * guard: a customers-only category answers 401 to anyone who is not a logged-in customer.
 */
export const getCategoryPage = defineOperation({
  name: "getCategoryPage",
  kind: "query",
  access: "anonymous",
  input: z.strictObject({
    urlPath: z.string({ error: "validation.mandatory" }).max(500, "validation.invalid"),
  }),
  handler: async (input, ctx) => {
    const urlPath = input.urlPath.replace(/^\/+|\/+$/g, "");
    const page = await findCategoryByPath(ctx.services.db, ctx.locale, urlPath, {
      includeCustomerOnly: ctx.session.state === "authorized",
    });
    if (page === "login-required") throw new AppError("unauthorized", "unauthorized");
    if (!page) throw new AppError("not_found", "notFound");
    return page;
  },
});
