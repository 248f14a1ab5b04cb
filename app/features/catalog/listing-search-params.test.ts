import { describe, expect, it } from "vitest";
import { pageWindow } from "./listing-pagination.tsx";
import {
  canonicalListingSearch,
  DEFAULT_QUERY,
  eurosToCents,
  hasActiveFilters,
  isFormSubmission,
  isListingVariant,
  listingHref,
  listingSearch,
  parseListingQuery,
} from "./listing-search-params.ts";

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

describe("parseListingQuery", () => {
  it("reads every parameter of the canonical form", () => {
    expect(parse("sort=price_desc&page=3&perPage=40&price=10-49.99&f=12&f=7&m=3&avail=1&rating=4")).toEqual({
      page: 3,
      perPage: 40,
      sort: "price_desc",
      filters: {
        priceMinCents: 1000,
        priceMaxCents: 4999,
        attributeValueIds: [7, 12],
        manufacturerIds: [3],
        inStock: true,
        minRating: 4,
      },
      term: "",
    });
  });

  it("reads the search term trimmed and cut to 200 characters", () => {
    expect(parse("term=%20Sofa%20Lund%20&page=2")).toMatchObject({ term: "Sofa Lund", page: 2 });
    expect(parse(`term=${"a".repeat(300)}`).term).toHaveLength(200);
  });

  it.each([
    ["page=-2"],
    ["page=0"],
    ["page=abc"],
    ["page=2.5"],
    ["page=99999999999"],
    ["page=1e3"],
    ["perPage=50"],
    ["perPage=-20"],
    ["sort=cheapest"],
    ["sort="],
    ["rating=5"],
    ["rating=x"],
    ["avail=yes"],
    ["price=abc"],
    ["price=-"],
    ["f=0&f=-3&f=x&m=1.5"],
    [""],
  ])("falls back to the defaults for %s", (search) => {
    expect(parse(search)).toEqual(DEFAULT_QUERY);
  });

  it("reads one-sided price ranges and the form's minPrice/maxPrice", () => {
    expect(parse("price=10-").filters).toEqual({ priceMinCents: 1000 });
    expect(parse("price=-25,5").filters).toEqual({ priceMaxCents: 2550 });
    expect(parse("minPrice=5&maxPrice=").filters).toEqual({ priceMinCents: 500 });
    expect(parse("minPrice=&maxPrice=").filters).toEqual({});
  });

  it("keeps at most 50 distinct filter values", () => {
    const many = Array.from({ length: 80 }, (_, i) => `f=${i + 1}`).join("&");
    expect(parse(`${many}&f=1`).filters.attributeValueIds).toHaveLength(50);
  });
});

describe("listingSearch", () => {
  it("leaves defaults out and round-trips", () => {
    expect(listingSearch(DEFAULT_QUERY)).toBe("");
    const query = parse("f=7&price=10-&sort=name_asc&perPage=100&page=2&rating=3&avail=1&m=2");
    const search = listingSearch(query);
    expect(search).toBe("?sort=name_asc&perPage=100&price=10-&f=7&m=2&avail=1&rating=3&page=2");
    expect(parse(search.slice(1))).toEqual(query);
  });

  it("puts the search term first and keeps it in every link", () => {
    const query = parse("term=walnut+table&sort=price_asc&page=3");
    expect(listingSearch(query)).toBe("?term=walnut+table&sort=price_asc&page=3");
    expect(listingHref("/en/search", query, { page: 1 })).toBe("/en/search?term=walnut+table&sort=price_asc");
  });

  it("builds links that change one part of the state", () => {
    const query = parse("sort=price_asc&page=4");
    expect(listingHref("/en/living", query, { page: 1 })).toBe("/en/living?sort=price_asc");
    expect(listingHref("/wohnen", query, { page: 5 })).toBe("/wohnen?sort=price_asc&page=5");
  });
});

describe("helpers", () => {
  it("converts euros with a dot or comma and rejects anything else", () => {
    expect(eurosToCents("12")).toBe(1200);
    expect(eurosToCents("12,5")).toBe(1250);
    expect(eurosToCents(" 0.99 ")).toBe(99);
    expect(eurosToCents("1.999")).toBeNull();
    expect(eurosToCents("-1")).toBeNull();
    expect(eurosToCents("")).toBeNull();
    expect(eurosToCents(null)).toBeNull();
  });

  it("knows a form submission and active filters", () => {
    expect(isFormSubmission(new URLSearchParams("minPrice=&f=2"))).toBe(true);
    expect(isFormSubmission(new URLSearchParams("price=1-2"))).toBe(false);
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ inStock: true })).toBe(true);
  });

  it("windows the page numbers around the current page", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, "gap", 10]);
    expect(pageWindow(10, 10)).toEqual([1, "gap", 9, 10]);
  });
});

describe("listing variants for search engines", () => {
  it("index only the plain first page; the canonical keeps just the page", () => {
    const plain = parseListingQuery(new URLSearchParams(""));
    expect(isListingVariant(plain)).toBe(false);
    expect(canonicalListingSearch(plain)).toBe("");
    for (const search of ["page=2", "sort=price_asc", "perPage=40", "avail=1", "price=10-50", "rating=4"]) {
      const query = parseListingQuery(new URLSearchParams(search));
      expect(isListingVariant(query), search).toBe(true);
    }
    const filteredPage = parseListingQuery(new URLSearchParams("sort=price_asc&m=3&page=3&utm_source=x"));
    expect(canonicalListingSearch(filteredPage)).toBe("?page=3");
    // Unknown parameters are noise: the page is the plain one.
    expect(isListingVariant(parseListingQuery(new URLSearchParams("utm_source=x&sort=bogus")))).toBe(false);
  });
});
