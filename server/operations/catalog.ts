import { getFacetInput, getTagListingInput } from "#common/schemas/listing.ts";
import { findListingCategory, findListingTag } from "../modules/catalog-view/index.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { listProductsFor } from "./shopper.ts";

/**
 * A category's product list with facets and pagination (docs/glossary.md, editor spec §7). It lists
 * the items of the category and all its subcategories. A page past the end answers an
 * empty product list with the real totals, not an error. The category guard: a
 * customers-only category answers 401 to anyone who is not a logged-in customer.
 */
export const getFacet = defineOperation({
  name: "getFacet",
  kind: "query",
  access: "anonymous",
  input: getFacetInput,
  handler: async (input, ctx) => {
    const includeCustomerOnly = ctx.session.state === "authorized";
    const found = await findListingCategory(
      ctx.services.db,
      ctx.locale,
      { id: input.categoryId, urlPath: input.categoryUrlPath },
      { includeCustomerOnly },
    );
    if (found === "login-required") throw new AppError("unauthorized", "unauthorized");
    if (!found) throw new AppError("not_found", "notFound");
    const listing = await listProductsFor(ctx, found.source, input);
    return { category: found.category, sort: input.sort, ...listing };
  },
});

/** The products with one tag, from every category the visitor may see; 404 for an unknown slug. */
export const getTagListing = defineOperation({
  name: "getTagListing",
  kind: "query",
  access: "anonymous",
  input: getTagListingInput,
  handler: async (input, ctx) => {
    const found = await findListingTag(ctx.services.db, ctx.locale, input.slug, {
      includeCustomerOnly: ctx.session.state === "authorized",
    });
    if (!found) throw new AppError("not_found", "notFound");
    const listing = await listProductsFor(ctx, found.source, input);
    return { tag: found.tag, sort: input.sort, ...listing };
  },
});
