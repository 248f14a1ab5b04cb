import { z } from "zod";

/**
 * Product lists (category and tag pages, getFacet): sorting, filters and page sizes
 * (storefront.md section 9). The API is strict; the page's URL parser is lenient and
 * falls back to these defaults (app/features/catalog/listing-search-params.ts).
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
/** What getFacet offers (editor.md section 7). */
export const FACET_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_FACET_PAGE_SIZE = 50;
/** The API accepts both lists, so the pages can use the same operations. */
export const API_PAGE_SIZES = [10, 20, 40, 50, 100] as const;

/** Pages past this are refused by the API; no shop has 100 000 pages of one category. */
export const MAX_PAGE = 10_000;
export const MAX_FILTER_VALUES = 50;
/** "at least n stars" choices, best first. */
export const RATING_FILTERS = [4, 3, 2, 1] as const;
/** Availability ids that mean "in stock now" (green, storefront.md section 4). */
export const IN_STOCK_AVAILABILITY_IDS = [1, 2, 3] as const;
/** Upper bound of a price filter in cents (one million euros). */
export const MAX_PRICE_CENTS = 100_000_000;

const id = z.number().int().min(1).max(2_147_483_647);
const cents = z.number().int().min(0).max(MAX_PRICE_CENTS);

export const listingFiltersSchema = z.strictObject({
  /** Shown prices (gross, or net for showNetPrices) in cents, both bounds inclusive. */
  priceMinCents: cents.optional(),
  priceMaxCents: cents.optional(),
  /** Within one attribute any value matches; across attributes all must. */
  attributeValueIds: z.array(id).max(MAX_FILTER_VALUES).optional(),
  manufacturerIds: z.array(id).max(MAX_FILTER_VALUES).optional(),
  /** Only products available now (availability 1-3). */
  inStock: z.boolean().optional(),
  /** Average rating of visible reviews at least this. */
  minRating: z.literal(RATING_FILTERS).optional(),
});
export type ListingFilters = z.infer<typeof listingFiltersSchema>;

const pageSize = z.literal(API_PAGE_SIZES);
const listingFields = {
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
  sort: z.enum(LISTING_SORTS).default(DEFAULT_LISTING_SORT),
  filters: listingFiltersSchema.default({}),
};

export const getFacetInput = z
  .strictObject({
    categoryId: id.optional(),
    /** Slug path in the request's locale, e.g. "wohnen/leuchten"; categoryId wins when both are sent. */
    categoryUrlPath: z.string().max(500).optional(),
    itemsPerPage: pageSize.default(DEFAULT_FACET_PAGE_SIZE),
    ...listingFields,
  })
  .refine((input) => input.categoryId !== undefined || input.categoryUrlPath !== undefined, {
    message: "validation.mandatory",
    path: ["categoryId"],
  });

export const getTagListingInput = z.strictObject({
  slug: z
    .string()
    .min(1, "validation.mandatory")
    .max(200)
    .regex(/^[a-z0-9-]+$/, "validation.invalid"),
  itemsPerPage: pageSize.default(DEFAULT_PAGE_SIZE),
  ...listingFields,
});

/** Longer queries are cut, not refused: a pasted paragraph still searches its first words. */
export const SEARCH_TERM_MAX_LENGTH = 200;
/** Suggestions start after this many characters. */
export const SEARCH_SUGGEST_MIN_LENGTH = 2;
export const SEARCH_SUGGESTIONS_MAX = 6;

const searchTerm = z
  .string({ error: "validation.mandatory" })
  .transform((term) => term.trim().slice(0, SEARCH_TERM_MAX_LENGTH))
  .pipe(z.string().min(1, "validation.mandatory"));

export const searchInput = z.strictObject({
  term: searchTerm,
  itemsPerPage: pageSize.default(DEFAULT_PAGE_SIZE),
  ...listingFields,
});

export const searchSuggestionsInput = z.strictObject({ term: searchTerm });
