import { expect, it } from "vitest";
import { variationPrices } from "#server/modules/catalog/item.table.ts";
import { seedDemoCatalog } from "#server/demo/catalog/index.ts";
import { rebuildSearchIndex } from "#server/modules/catalog/search-index.ts";
import { searchItems } from "#server/modules/catalog/search.ts";
import type { OperationInput } from "#server/operations/registry.ts";
import { insertCustomer } from "./catalog-listing-fixture.ts";
import { describeDatabases } from "./harness.ts";
import { addMiniCatalog } from "./mini-catalog.ts";

/** The full-text search (docs/search.md) over the demo catalog, and its two operations. */
describeDatabases("search", (shop) => {
  const search = (input: OperationInput<"getSearchResults">, locale: "de" | "en" = "de") =>
    shop().caller({ locale }).getSearchResults(input);
  const names = async (term: string, locale: "de" | "en") =>
    (await search({ term, itemsPerPage: 100 }, locale)).products.map((product) => product.name);

  it("finds products by stem, prefix, compound part and typo, in German and English", async () => {
    await seedDemoCatalog(shop().db, { mediaDir: null });
    // Stemming: the plural finds the singular and the other way round.
    expect(await names("Leuchten", "de")).toContain("Stehleuchte Halo");
    expect(await names("lamps", "en")).toContain("Halo floor lamp");
    // Prefix while typing.
    expect(await names("Stehleu", "de")).toContain("Stehleuchte Halo");
    // A part of a German compound: "tisch" finds Esstisch, whole-word hits first.
    const tables = await names("tisch", "de");
    expect(tables).toContain("Esstisch Eske");
    expect(tables.indexOf("Esstisch Eske")).toBeLessThan(tables.findIndex((name) => name.startsWith("Tischleuchte")));
    // Typos: a missing letter, a doubled letter, swapped letters.
    expect(await names("Esstich", "de")).toContain("Esstisch Eske");
    expect(await names("sofaa", "en")).toContain("Lund 3-seater sofa");
    expect(await names("walnut tabel", "en")).toContain("Eske dining table");
    // Several words must all match.
    const brassLamps = await names("lampe messing", "de");
    expect(brassLamps.length).toBeGreaterThan(0);
    expect(brassLamps.length).toBeLessThan((await names("lampe", "de")).length);
    // Stop words are ignored, nonsense finds nothing.
    expect(await names("der Esstisch", "de")).toEqual(await names("Esstisch", "de"));
    expect(await names("xyzzy qwrtz", "de")).toEqual([]);
  });

  it("answers a typo's corrections, filters and sorts like a category, and pages", async () => {
    await seedDemoCatalog(shop().db, { mediaDir: null });
    const typo = await search({ term: "Stehleuchet" });
    expect(typo.corrections).toEqual([{ word: "stehleuchet", replacements: expect.arrayContaining(["stehleuchte"]) }]);
    expect(typo.products.length).toBeGreaterThan(0);

    const all = await search({ term: "sofa", itemsPerPage: 10 }, "en");
    expect(all.pagination.totalItems).toBeGreaterThan(10);
    expect(all.pagination.totalPages).toBe(Math.ceil(all.pagination.totalItems / 10));
    const second = await search({ term: "sofa", itemsPerPage: 10, page: 2 }, "en");
    expect(second.products.map((p) => p.itemId)).not.toContain(all.products[0]?.itemId);
    const cheapestFirst = await search({ term: "sofa", itemsPerPage: 100, sort: "price_asc" }, "en");
    const cents = cheapestFirst.products.map((p) => p.prices.price.value);
    expect(cents).toEqual([...cents].sort((a, b) => a - b));
    const manufacturer = all.facets.manufacturers[0]!;
    const filtered = await search({ term: "sofa", filters: { manufacturerIds: [manufacturer.id] } }, "en");
    expect(filtered.pagination.totalItems).toBe(manufacturer.count);
    const past = await search({ term: "sofa", page: 99 }, "en");
    expect(past.products).toEqual([]);
    expect(past.pagination.totalItems).toBe(all.pagination.totalItems);
  });

  it("lists customers-only items to customers only", async () => {
    await addMiniCatalog(shop().db);
    await shop()
      .db.insert(variationPrices)
      .values([9101, 9102].map((variationId) => ({ variationId, kind: "default" as const, amountCents: 1000 })));
    await rebuildSearchIndex(shop().db);
    const visitor = await shop().caller({ locale: "de" }).getSearchResults({ term: "Probe" });
    expect(visitor.products.map((p) => p.itemId)).toEqual([9001]);
    expect(await searchItems(shop().db, "de", "Probe")).toMatchObject({
      itemIds: expect.arrayContaining([9001, 9002]),
    });
    const customerId = await insertCustomer(shop().db, false);
    const customer = await shop()
      .caller({ locale: "de", session: { userId: customerId } })
      .getSearchResults({ term: "Probe" });
    expect(customer.products.map((p) => p.itemId).toSorted()).toEqual([9001, 9002]);
    const suggestions = await shop().caller({ locale: "en" }).getSearchSuggestions({ term: "sampl" });
    expect(suggestions.products.map((p) => p.itemId)).toEqual([9001]);
  });

  it("suggests at most six products with name, path, image and price", async () => {
    await seedDemoCatalog(shop().db, { mediaDir: null });
    const answer = await shop().caller({ locale: "de" }).getSearchSuggestions({ term: "sofa" });
    expect(answer.totalItems).toBeGreaterThan(6);
    expect(answer.products).toHaveLength(6);
    for (const product of answer.products) {
      expect(product.name).toMatch(/sofa/i);
      expect(product.urlPath).toMatch(/^[a-z0-9-]+$/);
      expect(product.image?.fileName).toBeTruthy();
      expect(product.price.formatted).toMatch(/€/);
    }
  });

  it("refuses an empty term with 400 and survives hostile input over HTTP", async () => {
    await seedDemoCatalog(shop().db, { mediaDir: null });
    const client = shop().client({ locale: "en" });
    const empty = await client.call("getSearchResults", { term: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.fields?.term).toBeTruthy();
    for (const term of [
      "lamp:* & !",
      "')); drop table items; --",
      "<script>",
      "%_%",
      "a".repeat(5000),
      "ä\u0301 ß 漢字 🙂",
    ]) {
      const answer = await client.call("getSearchResults", { term }, { method: "GET" });
      expect(answer.status, term).toBe(200);
    }
    const still = await client.call("getSearchResults", { term: "lamp" });
    expect(still.body.data?.pagination.totalItems).toBeGreaterThan(0);
  });
});
