import { data, redirect, type RouterContextProvider } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { AppError } from "#server/rpc/errors.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { pageUrl } from "~/lib/page-url.ts";
import { isFormSubmission, listingSearch, parseListingQuery } from "./listing-search-params.ts";

/** /tag/{slug}: the products with one tag, filtered and sorted like a category (404 for an unknown tag). */
export async function loadTagPage(context: Readonly<RouterContextProvider>, request: Request, slug: string) {
  const app = getAppContext(context);
  const url = pageUrl(request);
  const query = parseListingQuery(url.searchParams);
  if (isFormSubmission(url.searchParams)) throw redirect(`${url.pathname}${listingSearch({ ...query, page: 1 })}`);
  try {
    const listing = await app.rpc.call("getTagListing", {
      slug,
      page: query.page,
      itemsPerPage: query.perPage,
      sort: query.sort,
      filters: query.filters,
    });
    const t = translatorFor(app.locale);
    const name = t("catalog.tagTitle", { name: listing.tag.name });
    return {
      listing,
      query,
      alternates: listing.tag.pathByLocale,
      title: query.page > 1 ? t("catalog.pageTitle", { name, page: query.page }) : name,
    };
  } catch (error) {
    if (error instanceof AppError && (error.kind === "not_found" || error.kind === "invalid_data")) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

export type TagPageData = Awaited<ReturnType<typeof loadTagPage>>;
