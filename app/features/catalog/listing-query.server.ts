import { redirect } from "react-router";
import { listingSearch, parseListingQuery, isFormSubmission, type ListingQuery } from "./listing-search-params.ts";

/**
 * The list state a page's URL names (listing-search-params.ts). The filter form without
 * JavaScript sends minPrice/maxPrice: that address answers one redirect to its canonical form.
 */
export function listingQueryOf(url: URL): ListingQuery {
  const query = parseListingQuery(url.searchParams);
  if (isFormSubmission(url.searchParams)) throw redirect(`${url.pathname}${listingSearch({ ...query, page: 1 })}`);
  return query;
}
