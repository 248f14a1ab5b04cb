import { LOCALES } from "#common/constants.ts";
import { emptyInput } from "#common/schemas/auth.ts";
import { sitemapEntries } from "../modules/catalog-view/index.ts";
import { defineOperation } from "../rpc/operation.ts";

/** The public pages of the shop in every language, for /sitemap.xml. */
export const getSitemapEntries = defineOperation({
  name: "getSitemapEntries",
  kind: "query",
  access: "anonymous",
  input: emptyInput,
  handler: (_input, ctx) => sitemapEntries(ctx.services.db, LOCALES),
});
