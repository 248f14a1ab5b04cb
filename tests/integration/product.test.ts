import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { loadProductDetail } from "#server/modules/catalog/product-detail.ts";
import type { ProductDetail } from "#server/modules/catalog/product-types.ts";
import { describeDatabases } from "./harness.ts";
import { addNetPriceCustomer, addProductFixture, FIXTURE, SPECIAL_ENDS } from "./product-fixture.ts";
import { followProductLink, loadProductData, renderPage } from "./product-page-loader.ts";
import { serializeJsonLd } from "~/lib/json-ld.ts";
import { seoMeta } from "~/lib/seo.ts";

function variationOf(product: ProductDetail, id: number) {
  const variation = product.variations.find((entry) => entry.id === id);
  if (!variation) throw new Error(`variation ${id} missing`);
  return variation;
}

describeDatabases("product page", (shop) => {
  const getProduct = async (input: { itemId: number; variationId?: number }, locale: "de" | "en" = "de") => {
    await addProductFixture(shop().db);
    return shop().caller({ locale }).call("getProduct", input);
  };

  it("answers an item with its texts, variations, images, manufacturer, breadcrumbs, tags and rating", async () => {
    const product = await getProduct({ itemId: FIXTURE.cushion });
    expect(product.item).toEqual({ id: FIXTURE.cushion, itemType: "default" });
    expect(product.texts).toMatchObject({
      name: "Kissen Probe",
      urlPath: "kissen-probe",
      description: "<p>Kissen Probe</p>",
    });
    expect(product.urlPathByLocale).toEqual({ de: "kissen-probe", en: "test-cushion" });
    expect(product.selectedVariationId).toBe(FIXTURE.sandSmall);
    expect(product.mainVariationId).toBe(FIXTURE.sandSmall);
    // The inactive variation is left out.
    expect(product.variations.map((variation) => variation.id)).toEqual([
      FIXTURE.sandSmall,
      FIXTURE.sageSmall,
      FIXTURE.sandLarge,
    ]);
    expect(product.salableVariationCount).toBe(2);
    expect(product.images.map((image) => image.id)).toEqual([97901, 97902, 97903]);
    expect(product.images[0]).toEqual({
      id: 97901,
      fileName: "kissen-probe-1.webp",
      cleanName: "kissen-probe-1",
      width: 1600,
      height: 1600,
      alt: "Kissen Probe Bild 1",
    });
    expect(variationOf(product, FIXTURE.sageSmall).imageIds).toEqual([97902]);
    expect(variationOf(product, FIXTURE.sandSmall).imageIds).toEqual([]);

    const sandLarge = variationOf(product, FIXTURE.sandLarge);
    expect(sandLarge).toMatchObject({
      name: "Kissen Probe, Sand, Groß",
      label: "Sand, Groß",
      number: "FX-97103",
      minimumOrderQuantity: 2,
      intervalOrderQuantity: 2,
      unit: { code: "LTR", content: 0.5, name: "Liter" },
      properties: [{ name: "Füllung", value: "Daunen" }],
      availability: { id: 1, name: "Verfügbar 1", averageDays: 2, tone: "green" },
      isSalable: true,
    });
    expect(variationOf(product, FIXTURE.sageSmall)).toMatchObject({
      isSalable: false,
      availability: { id: 5, tone: "amber" },
    });

    expect(product.manufacturer).toMatchObject({
      name: "Fixture Works Ltd",
      countryCode: "GB",
      responsiblePerson: { name: "Fixture EU B.V.", countryCode: "NL" },
    });
    expect(product.defaultCategory).toEqual({
      id: 12,
      name: "Sofas & Sessel",
      urlPath: "wohnen/moebel/sofas-sessel",
      breadcrumbs: [
        { id: 10, name: "Wohnen", urlPath: "wohnen" },
        { id: 11, name: "Möbel", urlPath: "wohnen/moebel" },
        { id: 12, name: "Sofas & Sessel", urlPath: "wohnen/moebel/sofas-sessel" },
      ],
    });
    expect(product.tags).toEqual([{ id: 97901, name: "Probe", slug: "probe", color: "#1d5651", textTone: "light" }]);
    // The review under moderation does not count.
    expect(product.rating).toMatchObject({
      ratingsCountTotal: 2,
      averageValue: 4.5,
      ratingsCountOf5: 1,
      ratingsCountOf4: 1,
    });
    expect(product.vatRatePercent).toBe(19);
  });

  it("prices a special offer with the struck regular price, the RRP and the lowest price of 30 days", async () => {
    const product = await getProduct({ itemId: FIXTURE.cushion });
    const sand = variationOf(product, FIXTURE.sandSmall);
    expect(sand.prices).toMatchObject({
      price: { value: 4490, currency: "EUR", formatted: "44,90\u00a0€" },
      regularPrice: { value: 5000, formatted: "50,00\u00a0€" },
      rrp: { value: 6990, formatted: "69,90\u00a0€" },
      // 4200 was in force when the 30 days began; 3000 ended before.
      lowestPrice: { value: 4200, formatted: "42,00\u00a0€" },
      basePrice: null,
      isNet: false,
    });
    expect(sand.specialOfferValidUntil).toBe(SPECIAL_ENDS.toISOString());

    const sage = variationOf(product, FIXTURE.sageSmall);
    expect(sage.prices?.regularPrice).toBeNull();
    expect(sage.prices?.lowestPrice).toBeNull();
    expect(sage.specialOfferValidUntil).toBeNull();
    expect(sage.prices?.graduatedPrices).toEqual([
      {
        minimumOrderQuantity: 10,
        price: { value: 4500, currency: "EUR", formatted: "45,00\u00a0€" },
        discountPercent: 10,
      },
      {
        minimumOrderQuantity: 50,
        price: { value: 4000, currency: "EUR", formatted: "40,00\u00a0€" },
        discountPercent: 20,
      },
    ]);
    expect(variationOf(product, FIXTURE.sandLarge).prices?.basePrice).toBe("120,00\u00a0€ / Liter");

    const english = await shop().caller({ locale: "en" }).call("getProduct", { itemId: FIXTURE.cushion });
    expect(variationOf(english, FIXTURE.sandSmall).prices?.price.formatted).toBe("€44.90");
    expect(english.texts.name).toBe("Test cushion");
  });

  it("maps attributes to variations, with the salable flag", async () => {
    const product = await getProduct({ itemId: FIXTURE.cushion }, "en");
    expect(product.variationAttributeMap).toEqual({
      attributes: [
        {
          attributeId: 97901,
          name: "Colour",
          display: "color",
          values: [
            { attributeValueId: 97911, name: "Sand", color: "#d3bf9f" },
            { attributeValueId: 97912, name: "Sage", color: "#9aae8c" },
          ],
        },
        {
          attributeId: 97902,
          name: "Size",
          display: "select",
          values: [
            { attributeValueId: 97921, name: "Small", color: null },
            { attributeValueId: 97922, name: "Large", color: null },
          ],
        },
      ],
      variations: [
        { variationId: FIXTURE.sandSmall, attributeValueIds: [97911, 97921], isSalable: true },
        { variationId: FIXTURE.sageSmall, attributeValueIds: [97912, 97921], isSalable: false },
        { variationId: FIXTURE.sandLarge, attributeValueIds: [97911, 97922], isSalable: true },
      ],
    });
  });

  it("lists bundle components and the saving against buying them one by one", async () => {
    const product = await getProduct({ itemId: FIXTURE.bundle });
    const bundle = variationOf(product, FIXTURE.bundleVariation).bundle;
    expect(bundle?.components).toEqual([
      {
        variationId: FIXTURE.sandSmall,
        itemId: FIXTURE.cushion,
        name: "Kissen Probe",
        urlPath: "kissen-probe",
        quantity: 2,
        image: expect.objectContaining({ id: 97901 }),
        price: { value: 4490, currency: "EUR", formatted: "44,90\u00a0€" },
      },
      {
        variationId: FIXTURE.throwVariation,
        itemId: FIXTURE.throw,
        name: "Decke Probe",
        urlPath: "decke-probe",
        quantity: 1,
        image: null,
        price: { value: 4000, currency: "EUR", formatted: "40,00\u00a0€" },
      },
    ]);
    // 2 × 44,90 + 40,00 = 129,80 against 100,00.
    expect(bundle?.saving).toEqual({
      componentsTotal: { value: 12980, currency: "EUR", formatted: "129,80\u00a0€" },
      amount: { value: 2980, currency: "EUR", formatted: "29,80\u00a0€" },
      percent: 23,
    });
    // The bundle has no stock of its own: its components' stock makes it salable.
    expect(variationOf(product, FIXTURE.bundleVariation).isSalable).toBe(true);
    expect(product.item.itemType).toBe("bundle");
  });

  it("groups order properties with their surcharge display, selection values and file limits", async () => {
    const { orderProperties } = await getProduct({ itemId: FIXTURE.cushion }, "en");
    expect(orderProperties.hasOrderProperties).toBe(true);
    expect(orderProperties.hasRequiredOrderProperty).toBe(true);
    expect(orderProperties.groups.map((group) => [group.id, group.name, group.properties.map((p) => p.id)])).toEqual([
      [null, "", [97902, 97903]],
      [97901, "Service", [97904, 97901]],
    ]);
    const [ungrouped, service] = orderProperties.groups;
    expect(ungrouped?.properties[0]).toMatchObject({
      name: "Embroidery colour",
      valueType: "selection",
      isRequired: true,
      surcharge: null,
      selectionValues: [
        { id: 97912, name: "Silver" },
        { id: 97911, name: "Gold" },
      ],
    });
    expect(ungrouped?.properties[1]).toMatchObject({
      valueType: "file",
      description: "Your picture",
      file: { acceptedFormats: ["pdf", "png"], maxFileSizeBytes: 5_000_000 },
    });
    expect(service?.properties.map((p) => [p.name, p.surcharge])).toEqual([
      ["Name lettering", { amount: { value: 200, currency: "EUR", formatted: "€2.00" }, display: "plus" }],
      ["Gift wrapping", { amount: { value: 250, currency: "EUR", formatted: "€2.50" }, display: "incl" }],
    ]);
  });

  it("shows net prices to a customer who asked for them, at the item's VAT rate", async () => {
    await addProductFixture(shop().db);
    const userId = await addNetPriceCustomer(shop().db);
    const caller = shop().caller({ session: { userId } });
    const cushion = await caller.call("getProduct", { itemId: FIXTURE.cushion });
    expect(cushion.showNetPrices).toBe(true);
    expect(variationOf(cushion, FIXTURE.sandSmall).prices).toMatchObject({
      price: { value: 3773 }, // 44,90 / 1.19
      regularPrice: { value: 4202 },
      isNet: true,
    });
    const blanket = await caller.call("getProduct", { itemId: FIXTURE.throw });
    expect(blanket.vatRatePercent).toBe(7);
    expect(variationOf(blanket, FIXTURE.throwVariation).prices?.price.value).toBe(3738); // 40,00 / 1.07
    const bundle = await caller.call("getProduct", { itemId: FIXTURE.bundle });
    // Net on both sides: 2 × 37,73 + 37,38 = 112,84 against 84,03.
    expect(variationOf(bundle, FIXTURE.bundleVariation).bundle?.saving?.amount.value).toBe(11284 - 8403);
  });
});

describeDatabases("product page: addresses, errors and the customer guard", (shop) => {
  it("answers 404 notFound for unknown or inactive items and variations", async () => {
    await addProductFixture(shop().db);
    const client = shop().client();
    for (const input of [
      { itemId: 99999 },
      { itemId: FIXTURE.inactive },
      { itemId: FIXTURE.cushion, variationId: FIXTURE.sageLarge },
      { itemId: FIXTURE.cushion, variationId: FIXTURE.bundleVariation },
      { itemId: FIXTURE.cushion, variationId: 99999 },
    ]) {
      const answer = await client.call("getProduct", input, { method: "GET" });
      expect({ input, status: answer.status, key: answer.body.error?.key }).toEqual({
        input,
        status: 404,
        key: "notFound",
      });
    }
    for (const input of [
      { itemId: "97001" },
      { itemId: 0 },
      { itemId: 1.5 },
      { itemId: FIXTURE.cushion, extra: 1 },
      {},
    ]) {
      const answer = await client.call("getProduct", input as never, { method: "GET" });
      expect({ input, status: answer.status }).toEqual({ input, status: 400 });
    }
  });

  it("answers 401 for an item only in customers-only categories unless a customer asks", async () => {
    await addProductFixture(shop().db);
    const visitor = await shop().client().call("getProduct", { itemId: FIXTURE.membersOnly }, { method: "GET" });
    expect(visitor.status).toBe(401);
    expect(visitor.body.error?.key).toBe("unauthorized");
    const userId = await addNetPriceCustomer(shop().db);
    const product = await shop().caller({ session: { userId } }).call("getProduct", { itemId: FIXTURE.membersOnly });
    expect(product.defaultCategory?.id).toBe(32);
    // A visitor of the page is sent to log in.
    const page = await renderPage(shop().caller(), "/mitgliederkissen_97004");
    expect(page.status).toBe(302);
    expect(page.location).toBe("/login?redirect=%2Fmitgliederkissen_97004");
  });

  it("renders any variation URL with a canonical link, meta tags and JSON-LD", async () => {
    await addProductFixture(shop().db);
    const main = await renderPage(shop().caller(), "/kissen-probe_97001");
    if (main.data?.kind !== "product") throw new Error(`expected a product page, got ${main.status}`);
    expect(main.data.product.selectedVariationId).toBe(FIXTURE.sandSmall);
    expect(seoMeta(main.data.seo)).toEqual(
      expect.arrayContaining([
        { title: "Kissen Probe, Sand, Klein" },
        { tagName: "link", rel: "canonical", href: "http://shop.test/kissen-probe_97001" },
        { tagName: "link", rel: "alternate", hrefLang: "en", href: "http://shop.test/en/test-cushion_97001" },
        { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "http://shop.test/kissen-probe_97001" },
        { name: "robots", content: "index, follow" },
        { property: "og:type", content: "product" },
        { property: "og:image", content: "http://shop.test/media/items/full/kissen-probe-1.jpg" },
        { name: "description", content: "Kissen Probe kurz" },
      ]),
    );
    expect(main.data.seo.jsonLd.map((node) => node["@type"])).toEqual(["Product", "BreadcrumbList"]);
    const jsonLd = JSON.parse(serializeJsonLd(main.data.seo.jsonLd[0])) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      "@type": "Product",
      sku: "FX-97101",
      gtin13: "4260999971015",
      brand: { "@type": "Brand", name: "Fixture Works Ltd" },
      offers: {
        price: "44.90",
        priceCurrency: "EUR",
        priceValidUntil: SPECIAL_ENDS.toISOString().slice(0, 10),
        availability: "https://schema.org/InStock",
      },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    // Of the three reviews, one is under moderation and one has no author name to show.
    expect(jsonLd.review).toEqual([
      expect.objectContaining({
        "@type": "Review",
        author: { "@type": "Person", name: "Anna" },
        reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
      }),
    ]);

    const sage = await renderPage(shop().caller(), "/kissen-probe_97001_97102");
    if (sage.data?.kind !== "product") throw new Error("expected a product page");
    expect(sage.data.product.selectedVariationId).toBe(FIXTURE.sageSmall);
    expect(seoMeta(sage.data.seo)).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "http://shop.test/kissen-probe_97001_97102",
    });
    expect(sage.data.seo.jsonLd[0]).toMatchObject({ offers: { availability: "https://schema.org/OutOfStock" } });

    const english = await renderPage(shop().caller({ locale: "en" }), "/en/test-cushion_97001_97101", "en");
    if (english.data?.kind !== "product") throw new Error("expected a product page");
    expect(seoMeta(english.data.seo)).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "http://shop.test/en/test-cushion_97001",
    });
    expect(english.data.alternates).toEqual({ de: "/kissen-probe_97001", en: "/test-cushion_97001" });
  });

  it("moves a wrong or other-language slug to the product's own (301)", async () => {
    await addProductFixture(shop().db);
    expect(await renderPage(shop().caller(), "/alter-name_97001_97102?x=1")).toMatchObject({
      status: 301,
      location: "/kissen-probe_97001_97102?x=1",
    });
    expect(await renderPage(shop().caller({ locale: "en" }), "/en/kissen-probe_97001", "en")).toMatchObject({
      status: 301,
      location: "/en/test-cushion_97001",
    });
    // The same from a client-side navigation's data request: its suffix and _routes stay out.
    expect(
      await loadProductData(shop().caller(), "/alter-name_97001_97102.data?_routes=routes%2Fcatch-all&x=1"),
    ).toMatchObject({ status: 301, location: "/kissen-probe_97001_97102?x=1" });
  });

  it("answers 404 for letters, three ids and unknown ids in a product address", async () => {
    await addProductFixture(shop().db);
    for (const path of [
      "/kissen-probe_abc",
      "/kissen-probe_97001_97101_97102",
      "/kissen-probe_99999",
      "/kissen-probe_97001_99999",
      "/kissen-probe_97001_97104",
      "/altes-kissen_97005",
      "/kissen-probe_97001_97201",
    ]) {
      const answer = await renderPage(shop().caller(), path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
  });

  it("sends /p/{variationId}/{slug} to the variation's product page in the visitor's language", async () => {
    await addProductFixture(shop().db);
    expect(await followProductLink(shop().caller(), "/p/97102/egal", "97102")).toMatchObject({
      status: 301,
      location: "/kissen-probe_97001_97102",
    });
    expect(await followProductLink(shop().caller({ locale: "en" }), "/en/p/97101/x", "97101", "en")).toMatchObject({
      status: 301,
      location: "/en/test-cushion_97001",
    });
    for (const id of ["99999", "97104", "abc", "0"]) {
      expect((await followProductLink(shop().caller(), `/p/${id}/x`, id)).status).toBe(404);
    }
  });
});

describeDatabases("product page: queries", (shop) => {
  it("reads a product in a fixed, small number of queries, however many variations it has", async () => {
    await addProductFixture(shop().db);
    const executed: string[] = [];
    const logger = { logQuery: (query: string) => void executed.push(query) };
    const client = (shop().db as unknown as { $client: PGlite | pg.Pool }).$client;
    const db = (client instanceof PGlite
      ? drizzlePglite(client, { logger })
      : drizzlePostgres(client, { logger })) as unknown as Database;
    const read = async (itemId: number) => {
      executed.length = 0;
      const product = await loadProductDetail(db, {
        itemId,
        variationId: null,
        locale: "de",
        showNetPrices: false,
        includeCustomerOnly: false,
        now: new Date(),
      });
      expect(product).toBeTypeOf("object");
      return executed.length;
    };
    await read(FIXTURE.cushion); // fills the category tree cache of this database
    const bundle = await read(FIXTURE.bundle);
    const single = await read(FIXTURE.throw);
    // The item with its texts, then ten independent reads in parallel.
    expect(bundle).toBe(11);
    expect(single).toBe(bundle);
    // Again within the read cache's TTL (read-cache.ts): no query at all.
    expect(await read(FIXTURE.bundle)).toBe(0);
  });
});
