import { expect, it } from "vitest";
import { seedDemoCatalog } from "#server/demo/catalog/index.ts";
import type { OperationInput, OperationOutput } from "#server/operations/registry.ts";
import { describeDatabases } from "./harness.ts";

/** Invariants of the listing over the demo catalog (155 items): whatever the seed holds, these hold. */
type FacetAnswer = OperationOutput<"getFacet">;

describeDatabases("catalog listing on the demo catalog", (shop) => {
  const demo = (input: Partial<OperationInput<"getFacet">>, locale: "de" | "en" = "de") =>
    shop()
      .caller({ locale })
      .getFacet({ itemsPerPage: 20, ...input });

  it("pages through Wohnen and its subcategories in price order without gaps or repeats", async () => {
    await seedDemoCatalog(shop().db, { mediaDir: null });
    const first = await demo({ categoryUrlPath: "wohnen", sort: "price_asc" });
    const { totalItems, totalPages } = first.pagination;
    expect(totalItems).toBeGreaterThan(40);
    expect(totalPages).toBe(Math.ceil(totalItems / 20));
    const seen: FacetAnswer["products"] = [...first.products];
    for (let page = 2; page <= totalPages; page++) {
      seen.push(...(await demo({ categoryUrlPath: "wohnen", sort: "price_asc", page })).products);
    }
    expect(new Set(seen.map((p) => p.itemId)).size).toBe(totalItems);
    const cents = seen.map((p) => p.prices.price.value);
    expect(cents).toEqual([...cents].sort((a, b) => a - b));
    for (const product of seen) {
      expect(product.urlPath).toMatch(/^[a-z0-9-]+$/);
      expect(product.images.length).toBeGreaterThan(0);
      expect(product.images.length).toBeLessThanOrEqual(2);
    }
    // The subcategories together hold the same items as their parent.
    const children = first.category.children;
    let childTotal = 0;
    const childItems = new Set<number>();
    for (const child of children) {
      const answer = await demo({ categoryId: child.id, itemsPerPage: 100 });
      childTotal += answer.pagination.totalItems;
      for (const product of answer.products) childItems.add(product.itemId);
    }
    expect(childItems.size).toBe(totalItems);
    expect(childTotal).toBeGreaterThanOrEqual(totalItems);
  });

  it("counts every colour and manufacturer choice exactly, in both languages", async () => {
    await seedDemoCatalog(shop().db, { mediaDir: null });
    for (const locale of ["de", "en"] as const) {
      const all = await demo({ categoryId: 10, itemsPerPage: 100 }, locale);
      const colour = all.facets.attributes.find((a) => a.name === (locale === "de" ? "Farbe" : "Colour"));
      expect(colour?.values.length).toBeGreaterThan(3);
      for (const value of colour!.values.slice(0, 4)) {
        const chosen = await demo(
          { categoryId: 10, itemsPerPage: 100, filters: { attributeValueIds: [value.id] } },
          locale,
        );
        expect(chosen.pagination.totalItems).toBe(value.count);
      }
      for (const manufacturer of all.facets.manufacturers) {
        const chosen = await demo({ categoryId: 10, filters: { manufacturerIds: [manufacturer.id] } }, locale);
        expect(chosen.pagination.totalItems).toBe(manufacturer.count);
      }
    }
  });

  it("sorts names with the locale's collation and ratings from best to worst", async () => {
    await seedDemoCatalog(shop().db, { mediaDir: null });
    const byName = await demo({ categoryId: 24, itemsPerPage: 100, sort: "name_asc" });
    const collator = new Intl.Collator("de-DE");
    const list = byName.products.map((p) => p.name);
    expect(list).toEqual([...list].sort(collator.compare));
    const best = await demo({ categoryId: 24, itemsPerPage: 100, sort: "reviews_desc" });
    const averages = best.products.map((p) => p.rating.average);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    expect(averages[0]).toBeGreaterThan(0);
  });
});
