/**
 * Product lists (category, tag and search pages, getFacet): sorting, filters, page sizes and
 * search limits (docs/glossary.md, storefront spec §9). Plain values without zod, so the browser's
 * listing code does not download the schema library; the API's schemas are in
 * common/schemas/listing.ts.
 */
export const LISTING_SORTS = [
  "recommended",
  "name_asc",
  "name_desc",
  "price_asc",
  "price_desc",
  "reviews_asc",
  "reviews_desc",
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_LISTING_SORT: ListingSort = "recommended";

/** What the shop's pages offer. */
export const PAGE_SIZES = [20, 40, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** What getFacet offers (docs/glossary.md, editor spec §7). */
export const FACET_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_FACET_PAGE_SIZE = 50;
/** The API accepts both lists, so the pages can use the same operations. */
export const API_PAGE_SIZES = [10, 20, 40, 50, 100] as const;

/** Pages past this are refused by the API; no shop has 100 000 pages of one category. */
export const MAX_PAGE = 10_000;
export const MAX_FILTER_VALUES = 50;
/** "at least n stars" choices, best first. */
export const RATING_FILTERS = [4, 3, 2, 1] as const;
/** Availability ids that mean "in stock now" (green, docs/glossary.md, storefront spec §4). */
export const IN_STOCK_AVAILABILITY_IDS = [1, 2, 3] as const;
/** Upper bound of a price filter in cents (one million euros). */
export const MAX_PRICE_CENTS = 100_000_000;

/** Longer queries are cut, not refused: a pasted paragraph still searches its first words. */
export const SEARCH_TERM_MAX_LENGTH = 200;
/** Suggestions start after this many characters. */
export const SEARCH_SUGGEST_MIN_LENGTH = 2;
export const SEARCH_SUGGESTIONS_MAX = 6;
