import { expect, it } from "vitest";
import type { ListingSort } from "#common/listing.ts";
import type { OperationInput, OperationOutput } from "#server/operations/registry.ts";
import { insertCustomer, LIST, seedListingFixture, type Fixture } from "./catalog-listing-fixture.ts";
import { describeDatabases, type Shop } from "./harness.ts";

type FacetAnswer = OperationOutput<"getFacet">;
const MEMBERS_OUTLET_ID = 32;

async function setUp(shop: Shop): Promise<Fixture> {
  return seedListingFixture(shop.db);
}

function facet(shop: Shop, input: Partial<OperationInput<"getFacet">>, session?: { userId: number }) {
  return shop.caller(session ? { session } : {}).getFacet({ categoryId: LIST.id, itemsPerPage: 50, ...input });
}

const names = (answer: FacetAnswer) => answer.products.map((product) => product.name);

describeDatabases("catalog listing", (shop) => {
  it("lists the category with its subcategories, without inactive, unpriced or members-only items", async () => {
    const fixture = await setUp(shop());
    const visitor = await facet(shop(), {});
    expect(visitor.pagination).toEqual({ page: 1, itemsPerPage: 50, totalItems: 16, totalPages: 1 });
    expect(names(visitor)).not.toContain("Inaktiv");
    expect(names(visitor)).not.toContain("Preislos");
    expect(names(visitor)).not.toContain("Geheim Regal");
    expect(visitor.category.children.map((child) => child.id)).toEqual([LIST.child]);

    const customerId = await insertCustomer(shop().db, false);
    const customer = await facet(shop(), {}, { userId: customerId });
    expect(customer.pagination.totalItems).toBe(17);
    expect(customer.products.map((p) => p.itemId)).toContain(fixture.secret.itemId);

    const child = await facet(shop(), { categoryId: undefined, categoryUrlPath: `${LIST.de}/unterliste` });
    expect(child.category.id).toBe(LIST.child);
    expect(child.pagination.totalItems).toBe(15);
  });

  it("describes each card: prices, images, rating, availability, tags and direct add-to-cart", async () => {
    const fixture = await setUp(shop());
    const answer = await facet(shop(), {});
    const card = (itemId: number) => answer.products.find((product) => product.itemId === itemId)!;

    const lamp = card(fixture.lamp.itemId);
    expect(lamp).toMatchObject({
      variationId: fixture.lamp.variationIds[0],
      linkVariationId: null,
      name: "Zebra Lampe",
      urlPath: "zebra-lampe",
      manufacturer: "Alpha Licht",
      rating: { average: 3, count: 1 },
      availability: { id: 1, tone: "green", name: "Verfügbar 1" },
      salable: true,
      canAddToCartDirectly: true,
      tags: [],
    });
    expect(lamp.prices.price).toEqual({ value: 3990, currency: "EUR", formatted: "39,90\u00a0€" });
    expect(lamp.prices.regularPrice?.value).toBe(4990);
    expect(lamp.prices.rrp?.value).toBe(5990);
    // Only the history of the last 30 days counts.
    expect(lamp.prices.lowestPrice?.value).toBe(3790);
    expect(lamp.images.map((image) => image.fileName)).toEqual(["zebra-lampe-0.webp", "zebra-lampe-1.webp"]);
    expect(lamp.images[0]?.alt).toBe("Zebra Lampe 0");

    const armchair = card(fixture.armchair.itemId);
    expect(armchair.rating).toEqual({ average: 4.5, count: 2 });
    expect(armchair.tags).toEqual([
      { id: fixture.tagId, name: "Prüfmarke", slug: "pruefmarke", color: "#1f2937", textTone: "light" },
    ]);
    // Two salable variations: the shopper must choose on the product page.
    expect(armchair.canAddToCartDirectly).toBe(false);
    expect(armchair.prices.regularPrice).toBeNull();

    const mug = card(fixture.mug.itemId);
    expect(mug).toMatchObject({ salable: false, canAddToCartDirectly: false, availability: { id: 9, tone: "grey" } });
    expect(mug.prices.graduatedPrices.map((price) => price.minimumOrderQuantity)).toEqual([6]);
    // A required order property rules out the direct add.
    expect(card(fixture.table.itemId)).toMatchObject({ salable: true, canAddToCartDirectly: false });
  });

  it("sorts by position, name, price and rating", async () => {
    await setUp(shop());
    const order = async (sort: ListingSort) => names(await facet(shop(), { sort }));
    expect((await order("recommended")).slice(0, 4)).toEqual([
      "Mittel Tisch",
      "Zebra Lampe",
      "Äpfel Becher",
      "Anker Sessel",
    ]);
    const byName = await order("name_asc");
    expect(byName.slice(0, 3)).toEqual(["Anker Sessel", "Äpfel Becher", "Füller 01"]);
    expect(await order("name_desc")).toEqual([...byName].reverse());
    const cheapFirst = await facet(shop(), { sort: "price_asc" });
    const cents = cheapFirst.products.map((p) => p.prices.price.value);
    expect(cents).toEqual([...cents].sort((a, b) => a - b));
    expect(names(cheapFirst).at(-1)).toBe("Anker Sessel");
    expect((await order("price_desc"))[0]).toBe("Anker Sessel");
    expect((await order("reviews_desc")).slice(0, 2)).toEqual(["Anker Sessel", "Zebra Lampe"]);
    expect((await order("reviews_asc")).slice(-2)).toEqual(["Zebra Lampe", "Anker Sessel"]);
  });

  it("filters and counts each choice as if it were the only one of its facet", async () => {
    const fixture = await setUp(shop());
    const { red, blue, large } = fixture.values;
    const all = await facet(shop(), {});
    const colour = all.facets.attributes.find((attribute) => attribute.name === "Prüffarbe")!;
    expect(colour.display).toBe("color");
    expect(colour.values.map((v) => [v.name, v.count, v.selected])).toEqual([
      ["Rot", 1, false],
      ["Blau", 2, false],
    ]);
    expect(all.facets.price).toMatchObject({ minCents: 100, maxCents: 19900, currency: "EUR" });
    expect(all.facets.inStock).toEqual({ count: 15, selected: false });
    expect(all.facets.ratings.map((r) => [r.minRating, r.count])).toEqual([
      [4, 1],
      [3, 2],
      [2, 2],
      [1, 2],
    ]);

    const blueOnes = await facet(shop(), { filters: { attributeValueIds: [blue] } });
    expect(names(blueOnes)).toEqual(["Äpfel Becher", "Anker Sessel"]);
    // The card shows the variation that matches, and links to it.
    const blueArmchair = blueOnes.products.find((p) => p.itemId === fixture.armchair.itemId)!;
    expect(blueArmchair).toMatchObject({
      variationId: fixture.armchair.variationIds[1],
      linkVariationId: fixture.armchair.variationIds[1],
    });
    expect(blueArmchair.prices.price.value).toBe(24900);
    const blueColour = blueOnes.facets.attributes.find((a) => a.name === "Prüffarbe")!;
    expect(blueColour.values.map((v) => [v.name, v.count, v.selected])).toEqual([
      ["Rot", 1, false],
      ["Blau", 2, true],
    ]);

    expect(names(await facet(shop(), { filters: { attributeValueIds: [red, large] } }))).toEqual([]);
    expect(names(await facet(shop(), { filters: { manufacturerIds: [fixture.manufacturers.m1] } }))).toEqual([
      "Äpfel Becher",
      "Anker Sessel",
    ]);
    expect(names(await facet(shop(), { filters: { minRating: 4 } }))).toEqual(["Anker Sessel"]);
    // Both bounds are inclusive.
    const band = await facet(shop(), { filters: { priceMinCents: 1070, priceMaxCents: 1100 } });
    expect(names(band)).toEqual(["Äpfel Becher", "Füller 11"]);
    expect(band.facets.price).toMatchObject({
      minCents: 100,
      maxCents: 19900,
      selectedMinCents: 1070,
      selectedMaxCents: 1100,
    });
    const inStock = await facet(shop(), { filters: { inStock: true } });
    expect(inStock.pagination.totalItems).toBe(15);
    expect(names(inStock)).not.toContain("Äpfel Becher");

    // Every count is what choosing that value alone would list.
    for (const option of all.facets.manufacturers) {
      const chosen = await facet(shop(), { filters: { manufacturerIds: [option.id] } });
      expect(chosen.pagination.totalItems).toBe(option.count);
    }
    // Values no listed item offers are ignored rather than emptying the list.
    expect(
      (await facet(shop(), { filters: { attributeValueIds: [999_999], manufacturerIds: [999_999] } })).pagination
        .totalItems,
    ).toBe(16);
  });

  it("pages through the list; past the end is an empty page with the real totals", async () => {
    await setUp(shop());
    const first = await facet(shop(), { itemsPerPage: 10, sort: "name_asc" });
    const second = await facet(shop(), { itemsPerPage: 10, page: 2, sort: "name_asc" });
    expect(first.pagination).toEqual({ page: 1, itemsPerPage: 10, totalItems: 16, totalPages: 2 });
    expect(first.products).toHaveLength(10);
    expect(second.products).toHaveLength(6);
    expect(new Set([...names(first), ...names(second)]).size).toBe(16);
    const beyond = await facet(shop(), { itemsPerPage: 10, page: 3 });
    expect(beyond.products).toEqual([]);
    expect(beyond.pagination).toEqual({ page: 3, itemsPerPage: 10, totalItems: 16, totalPages: 2 });
    const defaults = await shop().caller().getFacet({ categoryId: LIST.id });
    expect(defaults.pagination.itemsPerPage).toBe(50);
    expect(defaults.sort).toBe("recommended");
  });

  it("refuses malformed payloads with 400 and never fails with 500", async () => {
    await setUp(shop());
    const client = shop().client();
    const bad = [
      { categoryId: LIST.id, page: 0 },
      { categoryId: LIST.id, page: -1 },
      { categoryId: LIST.id, page: 1e12 },
      { categoryId: LIST.id, page: "2" },
      { categoryId: LIST.id, page: 1.5 },
      { categoryId: LIST.id, itemsPerPage: 30 },
      { categoryId: LIST.id, sort: "cheapest" },
      { categoryId: LIST.id, filters: { colour: "red" } },
      { categoryId: LIST.id, filters: { minRating: 5 } },
      { categoryId: LIST.id, filters: { priceMinCents: -1 } },
      { categoryId: LIST.id, filters: { attributeValueIds: Array.from({ length: 51 }, (_, i) => i + 1) } },
      { categoryId: "ten" },
      {},
      { categoryId: LIST.id, unknown: true },
    ];
    for (const input of bad) {
      const answer = await client.callRaw("getFacet", input);
      expect(answer.status, JSON.stringify(input)).toBe(400);
      expect(answer.body.error?.key).toBe("invalidData");
    }
    expect((await client.callRaw("getFacet", { categoryId: 987_654 })).status).toBe(404);
    expect((await client.callRaw("getFacet", { categoryUrlPath: "gibt/es/nicht" })).status).toBe(404);
    const viaGet = await client.call("getFacet", { categoryId: LIST.id, page: 99 }, { method: "GET" });
    expect(viaGet.status).toBe(200);
    expect(viaGet.body.data?.products).toEqual([]);
  });

  it("guards customers-only categories: 401 for visitors and guests, the list for customers", async () => {
    await setUp(shop());
    const visitor = shop().client();
    expect((await visitor.callRaw("getFacet", { categoryId: MEMBERS_OUTLET_ID })).status).toBe(401);
    expect((await visitor.callRaw("getFacet", { categoryId: LIST.membersOnly })).status).toBe(401);
    const guest = shop().client();
    await guest.call("doLoginAsGuest", { email: "guest@example.com" });
    const asGuest = await guest.callRaw("getFacet", { categoryUrlPath: "mitglieder-outlet" });
    expect(asGuest.status).toBe(401);
    expect(asGuest.body.error?.key).toBe("unauthorized");
    const customerId = await insertCustomer(shop().db, false);
    const members = await facet(shop(), { categoryId: LIST.membersOnly }, { userId: customerId });
    expect(names(members)).toEqual(["Geheim Regal"]);
  });

  it("shows net prices to customers with showNetPrices, and filters on them", async () => {
    const fixture = await setUp(shop());
    const customerId = await insertCustomer(shop().db, true);
    const answer = await facet(shop(), {}, { userId: customerId });
    const lamp = answer.products.find((p) => p.itemId === fixture.lamp.itemId)!;
    expect(lamp.prices.isNet).toBe(true);
    expect(lamp.prices.price.value).toBe(3353);
    expect(lamp.prices.regularPrice?.value).toBe(4193);
    // 7 % for the reduced VAT class.
    expect(answer.products.find((p) => p.itemId === fixture.mug.itemId)?.prices.price.value).toBe(1000);
    const band = await facet(shop(), { filters: { priceMaxCents: 1000 } }, { userId: customerId });
    expect(names(band)).toContain("Äpfel Becher");
    expect(names(await facet(shop(), { filters: { priceMaxCents: 1000 } }))).not.toContain("Äpfel Becher");
  });

  it("lists a tag's products from the categories the visitor may see, in both languages", async () => {
    const fixture = await setUp(shop());
    const client = shop().client();
    const german = await client.call("getTagListing", { slug: "pruefmarke" });
    expect(german.status).toBe(200);
    expect(german.body.data?.tag).toMatchObject({
      name: "Prüfmarke",
      pathByLocale: { de: "/tag/pruefmarke", en: "/tag/test-mark" },
    });
    expect(german.body.data?.products.map((p) => p.itemId)).toEqual([fixture.armchair.itemId]);
    const english = await shop().client({ locale: "en" }).call("getTagListing", { slug: "test-mark" });
    expect(english.body.data?.products.map((p) => p.name)).toEqual(["Anker Sessel EN"]);
    const customerId = await insertCustomer(shop().db, false);
    const members = await shop()
      .caller({ session: { userId: customerId } })
      .getTagListing({ slug: "pruefmarke" });
    expect(members.products).toHaveLength(2);
    expect((await client.callRaw("getTagListing", { slug: "gibt-es-nicht" })).status).toBe(404);
    expect((await client.callRaw("getTagListing", { slug: "Not A Slug" })).status).toBe(400);
  });
});
