import { z } from "zod";
import {
  LISTING_SORTS,
  DEFAULT_LISTING_SORT,
  DEFAULT_PAGE_SIZE,
  DEFAULT_FACET_PAGE_SIZE,
  API_PAGE_SIZES,
  MAX_PAGE,
  MAX_FILTER_VALUES,
  RATING_FILTERS,
  MAX_PRICE_CENTS,
  SEARCH_TERM_MAX_LENGTH,
} from "../listing.ts";

/**
 * Product lists (category and tag pages, getFacet): sorting, filters and page sizes
 * (docs/glossary.md, storefront spec §9). The API is strict; the page's URL parser is lenient and
 * falls back to these defaults (app/features/catalog/listing-search-params.ts).
 */
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
