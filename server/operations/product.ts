import { z } from "zod";
import { loadProductDetail, loadVariationPath } from "../modules/catalog-view/index.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { showsNetPrices } from "./shopper.ts";

/** Ids as in product URLs: 1 to 999 999 999. */
const id = z
  .number({ error: "validation.invalid" })
  .int("validation.wholeNumber")
  .min(1, "validation.invalid")
  .max(999_999_999, "validation.invalid");

/**
 * One product with all its active variations; `variationId` picks the one shown (else the
 * main variation). 404 notFound for an unknown or inactive item or variation; 401 when the
 * item is only in customers-only categories and the visitor is not a logged-in customer.
 */
export const getProduct = defineOperation({
  name: "getProduct",
  kind: "query",
  access: "anonymous",
  input: z.strictObject({ itemId: id, variationId: id.optional() }),
  handler: async (input, ctx) => {
    const product = await loadProductDetail(ctx.services.db, {
      itemId: input.itemId,
      variationId: input.variationId ?? null,
      locale: ctx.locale,
      showNetPrices: await showsNetPrices(ctx),
      includeCustomerOnly: ctx.session.state === "authorized",
      now: new Date(),
    });
    if (product === "login-required") throw new AppError("unauthorized", "unauthorized");
    if (!product) throw new AppError("not_found", "notFound");
    return product;
  },
});

/**
 * Where a variation's product page is, in the request's language (the /p/{variationId}/{slug}
 * links of order items): the slug, and whether the variation is the main one (whose
 * canonical URL carries no variation id). 404 notFound for an unknown or inactive variation.
 */
export const getProductPath = defineOperation({
  name: "getProductPath",
  kind: "query",
  access: "anonymous",
  input: z.strictObject({ variationId: id }),
  handler: async (input, ctx) => {
    const found = await loadVariationPath(ctx.services.db, input.variationId, ctx.locale);
    if (!found) throw new AppError("not_found", "notFound");
    return { itemId: found.itemId, variationId: input.variationId, urlPath: found.urlPath, isMain: found.isMain };
  },
});
