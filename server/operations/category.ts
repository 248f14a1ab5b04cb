import { z } from "zod";
import { emptyInput } from "#common/schemas/auth.ts";
import {
  categoryAudience,
  findCategoryByPath,
  getCategoryTree as loadCategoryTree,
  findRedirect,
} from "../modules/catalog/index.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";

/**
 * The page tree in the request's locale. Customers-only pages are in it for a logged-in
 * customer and for an operator; an operator (the editor's Pages view manages every page) also
 * gets each page's itemCount, the products linked to it directly (0 for shoppers).
 */
export const getCategoryTree = defineOperation({
  name: "getCategoryTree",
  kind: "query",
  access: "anonymous",
  input: emptyInput,
  handler: (_input, ctx) => {
    const operator = ctx.operator.identity !== null;
    return loadCategoryTree(ctx.services.db, ctx.locale, {
      includeCustomerOnly: ctx.session.state === "authorized" || operator,
      withItemCounts: operator,
    });
  },
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

/**
 * Where a page's old slug path leads now (docs/pages.md "Redirects"): its current path in the
 * request's locale, for the storefront's 301. Unknown old paths answer 404, and so does the
 * old path of a customers-only page to anyone but a logged-in customer or an operator: the
 * redirect must not tell a visitor where a page they may not see lives now.
 */
export const getCategoryRedirect = defineOperation({
  name: "getCategoryRedirect",
  kind: "query",
  access: "anonymous",
  input: z.strictObject({
    urlPath: z.string({ error: "validation.mandatory" }).max(500, "validation.invalid"),
  }),
  handler: async (input, ctx) => {
    const target = await findRedirect(ctx.services.db, ctx.locale, input.urlPath.replace(/^\/+|\/+$/g, ""));
    if (target === null) throw new AppError("not_found", "notFound");
    const mayLook = ctx.session.state === "authorized" || ctx.operator.identity !== null;
    if (!mayLook && (await categoryAudience(ctx.services.db, ctx.locale, target.categoryId)) !== "all") {
      throw new AppError("not_found", "notFound");
    }
    return { urlPath: target.urlPath };
  },
});
