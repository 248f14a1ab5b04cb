import { describe, expect, it } from "vitest";
import { buildCatalog } from "./build-catalog.ts";

const NOW = new Date("2026-11-20T09:00:00Z");
const once = buildCatalog(NOW);
const tenfold = buildCatalog(NOW, { scale: 10 });

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

describe("buildCatalog at a scale", () => {
  it("is the demo catalog itself at scale 1", () => {
    expect(buildCatalog(NOW, { scale: 1 })).toEqual(once);
  });

  it("starts with every row of scale 1 unchanged, then adds nine copies of every item", () => {
    expect(tenfold.items).toHaveLength(once.items.length * 10);
    expect(tenfold.items.slice(0, once.items.length)).toEqual(once.items);
    expect(tenfold.itemTexts.slice(0, once.itemTexts.length)).toEqual(once.itemTexts);
    expect(tenfold.variations.slice(0, once.variations.length)).toEqual(once.variations);
    expect(tenfold.variationPrices.slice(0, once.variationPrices.length)).toEqual(once.variationPrices);
    expect(tenfold.itemImages.slice(0, once.itemImages.length)).toEqual(once.itemImages);
    expect(tenfold.reviews.slice(0, once.reviews.length)).toEqual(once.reviews);
  });

  it("gives the copies distinct ids, names, slugs and variation numbers", () => {
    expect(unique(tenfold.items.map((item) => item.id))).toBe(true);
    expect(unique(tenfold.variations.map((variation) => variation.id))).toBe(true);
    expect(unique(tenfold.variations.map((variation) => variation.number))).toBe(true);
    expect(unique(tenfold.variations.map((variation) => variation.gtin))).toBe(true);
    expect(unique(tenfold.itemImages.map((image) => image.id))).toBe(true);
    for (const lang of ["de", "en"]) {
      const texts = tenfold.itemTexts.filter((text) => text.lang === lang);
      expect(unique(texts.map((text) => text.urlPath))).toBe(true);
      expect(unique(texts.map((text) => text.name))).toBe(true);
    }
  });

  it("spreads the copies over the same categories, with variations, prices, stock and reviews", () => {
    const perCategory = (rows: typeof once, categoryId: number) =>
      rows.itemCategories.filter((link) => link.categoryId === categoryId && link.isDefault).length;
    for (const categoryId of new Set(once.itemCategories.map((link) => link.categoryId))) {
      expect(perCategory(tenfold, categoryId)).toBe(perCategory(once, categoryId) * 10);
    }
    const ratio = (key: "variations" | "variationPrices" | "stock" | "reviews") =>
      tenfold[key].length / once[key].length;
    for (const key of ["variations", "variationPrices", "stock"] as const) expect(ratio(key)).toBeCloseTo(10, 0);
    expect(ratio("reviews")).toBeGreaterThan(8);
  });

  it("renders no new images: the copies show their originals' files", () => {
    expect(tenfold.imageJobs).toEqual(once.imageJobs);
    const rendered = new Set(once.imageJobs.map((job) => job.fileName));
    for (const image of tenfold.itemImages) expect(rendered.has(image.fileName)).toBe(true);
  });

  it("refuses a scale below 1 or a fraction", () => {
    expect(() => buildCatalog(NOW, { scale: 0 })).toThrow(/scale/);
    expect(() => buildCatalog(NOW, { scale: 1.5 })).toThrow(/scale/);
  });
});
