import { describe, expect, it } from "vitest";
import { ratingSummary } from "#common/rating.ts";
import type { ProductDetail, ProductVariation } from "#server/modules/catalog/product-types.ts";
import { productJsonLd } from "./product-json-ld.ts";
import { plainText } from "#common/plain-text.ts";
import { chosenVariationUrlId, productHead, urlVariationId } from "./product-meta.ts";

const eur = (value: number) => ({ value, currency: "EUR", formatted: `${(value / 100).toFixed(2)} €` });

function variation(overrides: Partial<ProductVariation> = {}): ProductVariation {
  return {
    id: 11,
    number: "SKU-11",
    gtin: "4260999000118",
    mpn: "MPN-11",
    isMain: true,
    name: "Lampe <Luna>, Messing",
    label: "Messing",
    isSalable: true,
    minimumOrderQuantity: 1,
    intervalOrderQuantity: 1,
    maximumOrderQuantity: null,
    availableUntil: null,
    dimensions: { widthMm: 0, heightMm: 0, lengthMm: 0, weightG: 0 },
    availability: { id: 1, name: "Sofort", averageDays: 1, tone: "green" },
    unit: { code: "C62", content: 1, name: "Stück" },
    prices: {
      price: eur(8990),
      regularPrice: eur(9990),
      rrp: null,
      lowestPrice: eur(8990),
      graduatedPrices: [],
      basePrice: null,
      isNet: false,
    },
    specialOfferValidUntil: "2026-04-30T22:00:00.000Z",
    imageIds: [],
    properties: [],
    bundle: null,
    ...overrides,
  };
}

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    item: { id: 5, itemType: "default" },
    texts: {
      name: "Lampe <Luna>",
      urlPath: "lampe-luna",
      title: "",
      shortDescription: "<p>Warmes&nbsp;Licht &amp; Messing</p>",
      description: "",
      technicalData: "",
      metaDescription: "",
      keywords: "",
    },
    urlPathByLocale: { de: "lampe-luna", en: "lamp-luna" },
    selectedVariationId: 11,
    mainVariationId: 11,
    variations: [variation()],
    images: [{ id: 1, fileName: "lampe-luna-1.webp", cleanName: "lampe-luna-1", width: 1600, height: 1200, alt: "" }],
    variationAttributeMap: { attributes: [], variations: [] },
    manufacturer: null,
    defaultCategory: null,
    orderProperties: { groups: [], hasOrderProperties: false, hasRequiredOrderProperty: false },
    tags: [],
    rating: ratingSummary({ 5: 3, 4: 1 }),
    salableVariationCount: 1,
    showNetPrices: false,
    vatRatePercent: 19,
    ...overrides,
  };
}

describe("product URLs", () => {
  it("leave the main variation's id out", () => {
    expect(urlVariationId(product(), 11)).toBeNull();
    expect(urlVariationId(product(), 12)).toBe(12);
  });
});

describe("productHead", () => {
  it("names the paths in each language, the description and the images", () => {
    const head = productHead(product(), variation({ id: 12, isMain: false }), "https://shop.example");
    expect(head).toEqual({
      title: "Lampe <Luna>, Messing",
      description: "Warmes Licht & Messing",
      keywords: "",
      paths: { de: "/lampe-luna_5_12", en: "/lamp-luna_5_12" },
      imageUrls: ["https://shop.example/media/items/full/lampe-luna-1.jpg"],
    });
  });

  it("prefers the stored title, meta description and keywords, and shortens long text", () => {
    const head = productHead(
      product({ texts: { ...product().texts, title: "Luna | Shop", metaDescription: "Meta", keywords: "lampe" } }),
      variation(),
      "",
    );
    expect([head.title, head.description, head.keywords]).toEqual(["Luna | Shop", "Meta", "lampe"]);
    const long = productHead(
      product({ texts: { ...product().texts, shortDescription: "wort ".repeat(60) } }),
      variation(),
      "",
    );
    expect(long.description.length).toBeLessThanOrEqual(160);
    expect(long.description.endsWith("…")).toBe(true);
  });

  it("reads text from HTML", () => {
    expect(plainText("<h2>A</h2><p>b&lt;c&gt; &quot;d&quot;</p>")).toBe('A b<c> "d"');
  });
});

describe("JSON-LD", () => {
  const head = productHead(product(), variation(), "https://shop.example");
  const page = { url: "https://shop.example/lampe-luna_5", shopName: "Shop" };

  it("describes the offer, its end, identifiers, seller and rating", () => {
    expect(productJsonLd(product(), variation(), head, page)).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Lampe <Luna>, Messing",
      description: "Warmes Licht & Messing",
      url: "https://shop.example/lampe-luna_5",
      sku: "SKU-11",
      gtin13: "4260999000118",
      mpn: "MPN-11",
      image: ["https://shop.example/media/items/full/lampe-luna-1.jpg"],
      offers: {
        "@type": "Offer",
        url: "https://shop.example/lampe-luna_5",
        price: "89.90",
        priceCurrency: "EUR",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: "89.90",
          priceCurrency: "EUR",
          valueAddedTaxIncluded: true,
        },
        priceValidUntil: "2026-04-30",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
        seller: { "@type": "Organization", name: "Shop" },
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.8, reviewCount: 4, bestRating: 5, worstRating: 1 },
    });
  });

  it("names the brand, other GTIN lengths, and the end of sale as the price's validity", () => {
    const json = productJsonLd(
      product({ manufacturer: { ...({} as NonNullable<ProductDetail["manufacturer"]>), name: "Werk" } }),
      variation({ gtin: "96385074", specialOfferValidUntil: null, availableUntil: "2027-01-31T23:00:00.000Z" }),
      head,
      page,
    );
    expect(json).toMatchObject({ brand: { "@type": "Brand", name: "Werk" }, gtin8: "96385074" });
    expect(json).toMatchObject({ offers: { priceValidUntil: "2027-01-31" } });
    const open = productJsonLd(product(), variation({ specialOfferValidUntil: null }), head, page);
    expect(open.offers).not.toHaveProperty("priceValidUntil");
  });

  it("leaves out what is unknown: no price, no rating, no valid GTIN", () => {
    const bare = productJsonLd(
      product({ rating: ratingSummary({}) }),
      variation({ prices: null, gtin: "123", mpn: "", isSalable: false }),
      head,
      page,
    );
    expect(bare).not.toHaveProperty("offers");
    expect(bare).not.toHaveProperty("aggregateRating");
    expect(Object.keys(bare).filter((key) => key.startsWith("gtin"))).toEqual([]);
    expect(bare).not.toHaveProperty("mpn");
    expect(bare).not.toHaveProperty("brand");
  });
});

describe("chosenVariationUrlId", () => {
  it("leaves the main variation's id out of the address while it can be ordered, as urlVariationId", () => {
    expect(chosenVariationUrlId(product(), variation())).toBeNull();
    expect(chosenVariationUrlId(product(), variation({ id: 12, isMain: false }))).toBe(12);
  });

  it("names a variation that cannot be ordered, the main one too", () => {
    expect(chosenVariationUrlId(product(), variation({ isSalable: false }))).toBe(11);
    expect(chosenVariationUrlId(product(), variation({ id: 12, isMain: false, isSalable: false }))).toBe(12);
  });
});
