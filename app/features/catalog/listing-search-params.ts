import {
  DEFAULT_LISTING_SORT,
  DEFAULT_PAGE_SIZE,
  LISTING_SORTS,
  MAX_FILTER_VALUES,
  MAX_PAGE,
  MAX_PRICE_CENTS,
  PAGE_SIZES,
  RATING_FILTERS,
  SEARCH_TERM_MAX_LENGTH,
  type ListingSort,
} from "#common/listing.ts";
import type { ListingFilters } from "#common/schemas/listing.ts";

/**
 * The state of a product list lives in its URL, so every view can be linked, bookmarked
 * and reached without JavaScript:
 *   ?term=sofa&sort=price_asc&page=2&perPage=40&price=10-50&f=<attributeValueId>&m=<manufacturerId>&avail=1&rating=4
 * (term only on the search page).
 * Parsing is lenient: a value that makes no sense falls back to its default (no filter,
 * page 1), never to an error page. The filter form without JavaScript sends minPrice and
 * maxPrice instead of price; the loader redirects that to the canonical address.
 */

export type PageSize = (typeof PAGE_SIZES)[number];
export type ListingQuery = {
  page: number;
  perPage: PageSize;
  sort: ListingSort;
  filters: ListingFilters;
  /** The search page's query; "" elsewhere. */
  term: string;
};

export const DEFAULT_QUERY: ListingQuery = {
  page: 1,
  perPage: DEFAULT_PAGE_SIZE,
  sort: DEFAULT_LISTING_SORT,
  filters: {},
  term: "",
};

/** The form's field names, also used by the filter form. */
export const PARAM = {
  term: "term",
  sort: "sort",
  page: "page",
  perPage: "perPage",
  price: "price",
  priceMin: "minPrice",
  priceMax: "maxPrice",
  attributeValue: "f",
  manufacturer: "m",
  inStock: "avail",
  rating: "rating",
} as const;

const EUROS = /^\d{1,7}(?:[.,]\d{1,2})?$/;

/** "12,5" or "12.50" euros as cents; null for anything else. */
export function eurosToCents(value: string | null | undefined): number | null {
  const text = value?.trim() ?? "";
  if (!EUROS.test(text)) return null;
  const cents = Math.round(Number(text.replace(",", ".")) * 100);
  return cents <= MAX_PRICE_CENTS ? cents : null;
}

export function centsToEuros(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

function ids(params: URLSearchParams, name: string): number[] | undefined {
  const values = params
    .getAll(name)
    .filter((value) => /^[1-9]\d{0,8}$/.test(value))
    .map(Number);
  const unique = [...new Set(values)].slice(0, MAX_FILTER_VALUES).sort((a, b) => a - b);
  return unique.length > 0 ? unique : undefined;
}

function oneOf<T extends string | number>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => String(option) === value);
}

export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const pageText = params.get(PARAM.page) ?? "";
  const page = /^\d{1,5}$/.test(pageText) ? Number(pageText) : 1;
  const [minText, maxText] = params.has(PARAM.price)
    ? (params.get(PARAM.price) ?? "").split("-", 2)
    : [params.get(PARAM.priceMin), params.get(PARAM.priceMax)];
  const rating = oneOf(RATING_FILTERS, params.get(PARAM.rating));
  const filters: ListingFilters = {};
  const priceMinCents = eurosToCents(minText);
  const priceMaxCents = eurosToCents(maxText);
  if (priceMinCents !== null) filters.priceMinCents = priceMinCents;
  if (priceMaxCents !== null) filters.priceMaxCents = priceMaxCents;
  const attributeValueIds = ids(params, PARAM.attributeValue);
  if (attributeValueIds) filters.attributeValueIds = attributeValueIds;
  const manufacturerIds = ids(params, PARAM.manufacturer);
  if (manufacturerIds) filters.manufacturerIds = manufacturerIds;
  if (params.get(PARAM.inStock) === "1") filters.inStock = true;
  if (rating !== undefined) filters.minRating = rating;
  return {
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
    perPage: oneOf(PAGE_SIZES, params.get(PARAM.perPage)) ?? DEFAULT_PAGE_SIZE,
    sort: oneOf(LISTING_SORTS, params.get(PARAM.sort)) ?? DEFAULT_LISTING_SORT,
    filters,
    term: (params.get(PARAM.term) ?? "").trim().slice(0, SEARCH_TERM_MAX_LENGTH),
  };
}

/** The canonical query string of a list state: defaults are left out. */
export function listingSearch(query: ListingQuery): string {
  const params = new URLSearchParams();
  const { filters } = query;
  if (query.term) params.set(PARAM.term, query.term);
  if (query.sort !== DEFAULT_LISTING_SORT) params.set(PARAM.sort, query.sort);
  if (query.perPage !== DEFAULT_PAGE_SIZE) params.set(PARAM.perPage, String(query.perPage));
  if (filters.priceMinCents !== undefined || filters.priceMaxCents !== undefined) {
    const min = filters.priceMinCents === undefined ? "" : centsToEuros(filters.priceMinCents);
    const max = filters.priceMaxCents === undefined ? "" : centsToEuros(filters.priceMaxCents);
    params.set(PARAM.price, `${min}-${max}`);
  }
  for (const id of filters.attributeValueIds ?? []) params.append(PARAM.attributeValue, String(id));
  for (const id of filters.manufacturerIds ?? []) params.append(PARAM.manufacturer, String(id));
  if (filters.inStock) params.set(PARAM.inStock, "1");
  if (filters.minRating !== undefined) params.set(PARAM.rating, String(filters.minRating));
  if (query.page > 1) params.set(PARAM.page, String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** A link to the same list with some of its state changed. */
export function listingHref(pathname: string, query: ListingQuery, change: Partial<ListingQuery>): string {
  return `${pathname}${listingSearch({ ...query, ...change })}`;
}

/** The filter form without JavaScript sends minPrice/maxPrice; such an address is not canonical. */
export function isFormSubmission(params: URLSearchParams): boolean {
  return params.has(PARAM.priceMin) || params.has(PARAM.priceMax);
}

export function hasActiveFilters(filters: ListingFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}

/**
 * A sorted, filtered, resized or later page of a list: search engines should follow its
 * links but index only the plain first page.
 */
export function isListingVariant(query: ListingQuery): boolean {
  return listingSearch(query) !== "";
}

/** The query a listing's canonical URL keeps: only the page (filters and sorting are noise). */
export function canonicalListingSearch(query: ListingQuery): string {
  return query.page > 1 ? `?${PARAM.page}=${query.page}` : "";
}

/** The paging, sorting and filter fields of the listing operations for a list state. */
export function listingInput(query: ListingQuery) {
  return { page: query.page, itemsPerPage: query.perPage, sort: query.sort, filters: query.filters };
}
