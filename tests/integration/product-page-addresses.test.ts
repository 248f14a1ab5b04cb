/** The product page's addresses, its errors (404, 401) and what it renders: canonical link, meta tags, JSON-LD. */
import { expect, it } from "vitest";
import { describeDatabases } from "./harness.ts";
import { addNetPriceCustomer, addProductFixture, FIXTURE, SPECIAL_ENDS } from "./product-fixture.ts";
import { followProductLink, loadProductData, renderPage } from "./product-page-loader.ts";
import { serializeJsonLd } from "~/lib/json-ld.ts";
import { seoMeta } from "~/lib/seo.ts";

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
    const product = await shop().caller({ session: { userId } }).getProduct({ itemId: FIXTURE.membersOnly });
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
    expect(main.jsonLd.map((node) => node["@type"])).toEqual(["Product", "BreadcrumbList"]);
    const jsonLd = JSON.parse(serializeJsonLd(main.jsonLd[0])) as Record<string, unknown>;
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
    expect(sage.jsonLd[0]).toMatchObject({ offers: { availability: "https://schema.org/OutOfStock" } });

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
