import { describe, expect, it } from "vitest";
import type { ListingFilters } from "#common/schemas/listing.ts";
import {
  countFacets,
  evaluate,
  offeredValues,
  resolveFilters,
  sortProducts,
  type ListedProduct,
} from "./listing-facets.ts";
import { item, NOW, price, variation } from "./listing-test-data.ts";

// Attribute 1 colour (values 11 red, 12 blue), attribute 2 size (values 21 S, 22 L).
const attributeOf = new Map([
  [11, 1],
  [12, 1],
  [21, 2],
  [22, 2],
]);
const soldOut = { stock: { quantity: 0, reserved: 0, allowOverselling: false } };

const shirt = item(
  1,
  [
    variation(101, { isMain: true, attributeValueIds: [11, 21], prices: [price("default", 2000)] }),
    variation(102, { attributeValueIds: [12, 22], prices: [price("default", 3000)], availabilityId: 5 }),
  ],
  { name: "Shirt", manufacturerId: 7, ratingAverage: 4.5, ratingCount: 2, position: 2 },
);
const lamp = item(2, [variation(201, { isMain: true, prices: [price("default", 5000)] })], {
  name: "Lamp",
  manufacturerId: 8,
  ratingAverage: 3,
  ratingCount: 10,
  position: 1,
});
const mug = item(
  3,
  [variation(301, { isMain: true, attributeValueIds: [12], prices: [price("default", 900)], ...soldOut })],
  {
    name: "Äpfelbecher",
    manufacturerId: 7,
    vatRatePercent: 7,
    position: 3,
  },
);
const items = [shirt, lamp, mug];
const offered = offeredValues(items, attributeOf);
const ctx = { now: NOW, showNetPrices: false };
const resolve = (filters: ListingFilters) => resolveFilters(filters, offered);
const ids = (products: (ListedProduct | null)[]) => products.flatMap((p) => (p ? [p.item.id] : []));
const list = (filters: ListingFilters) => ids(items.map((i) => evaluate(i, resolve(filters), ctx)));

describe("resolveFilters", () => {
  it("drops values no listed item offers and swaps a reversed price range", () => {
    const filters = resolve({
      attributeValueIds: [11, 999],
      manufacturerIds: [7, 42],
      priceMinCents: 5000,
      priceMaxCents: 100,
    });
    expect([...filters.attributes]).toEqual([[1, new Set([11])]]);
    expect([...filters.manufacturerIds]).toEqual([7]);
    expect([filters.priceMinCents, filters.priceMaxCents]).toEqual([100, 5000]);
  });
});

describe("evaluate", () => {
  it("narrows the variations and shows the best remaining one on the card", () => {
    expect(evaluate(shirt, resolve({}), ctx)?.variation.id).toBe(101);
    expect(evaluate(shirt, resolve({ attributeValueIds: [12] }), ctx)?.variation.id).toBe(102);
    expect(evaluate(shirt, resolve({ priceMinCents: 2500 }), ctx)?.shownCents).toBe(3000);
  });
  it("needs one variation matching every attribute (any value within one attribute)", () => {
    expect(list({ attributeValueIds: [11, 12] })).toEqual([1, 3]);
    expect(list({ attributeValueIds: [11, 22] })).toEqual([]);
    expect(list({ attributeValueIds: [12, 22] })).toEqual([1]);
  });
  it("filters by manufacturer, rating, price bounds (inclusive) and stock", () => {
    expect(list({ manufacturerIds: [7] })).toEqual([1, 3]);
    expect(list({ minRating: 4 })).toEqual([1]);
    expect(list({ minRating: 3 })).toEqual([1, 2]);
    expect(list({ priceMinCents: 900, priceMaxCents: 2000 })).toEqual([1, 3]);
    // The shirt's blue variation ships in weeks (availability 5) and the mug is sold out.
    expect(list({ inStock: true })).toEqual([1, 2]);
    expect(list({ inStock: true, attributeValueIds: [12] })).toEqual([]);
  });
  it("compares net prices when showNetPrices is set", () => {
    const net = { now: NOW, showNetPrices: true };
    expect(evaluate(mug, resolve({}), net)?.shownCents).toBe(841);
    expect(evaluate(lamp, resolve({ priceMaxCents: 4300 }), net)?.shownCents).toBe(4202);
  });
});

describe("countFacets", () => {
  it("counts each choice as if it were its facet's only one, keeping the other facets", () => {
    const filters = resolve({ attributeValueIds: [11], manufacturerIds: [7] });
    const counts = countFacets(items, filters, offered, ctx);
    expect(Object.fromEntries(counts.attributeValues)).toEqual({ 11: 1, 12: 2, 21: 1, 22: 0 });
    expect(Object.fromEntries(counts.manufacturers)).toEqual({ 7: 1, 8: 0 });
    expect(counts.inStock).toBe(1);
    expect(Object.fromEntries(counts.ratings)).toEqual({ 4: 1, 3: 1, 2: 1, 1: 1 });
    expect(counts.priceRange).toEqual({ minCents: 2000, maxCents: 2000 });
  });
  it("gives the price range of everything else, ignoring the price filter itself", () => {
    const counts = countFacets(items, resolve({ priceMinCents: 4000 }), offered, ctx);
    expect(counts.priceRange).toEqual({ minCents: 900, maxCents: 5000 });
  });
});

describe("sortProducts", () => {
  const collator = new Intl.Collator("de-DE");
  const all = items.flatMap((i) => evaluate(i, resolve({}), ctx) ?? []);
  const order = (sort: Parameters<typeof sortProducts>[1]) => sortProducts(all, sort, collator).map((p) => p.item.id);
  it("sorts by position, name (with the locale's collation), price and rating", () => {
    expect(order("recommended")).toEqual([2, 1, 3]);
    expect(order("name_asc")).toEqual([3, 2, 1]);
    expect(order("name_desc")).toEqual([1, 2, 3]);
    expect(order("price_asc")).toEqual([3, 1, 2]);
    expect(order("price_desc")).toEqual([2, 1, 3]);
    expect(order("reviews_desc")).toEqual([1, 2, 3]);
    expect(order("reviews_asc")).toEqual([3, 2, 1]);
  });
});
