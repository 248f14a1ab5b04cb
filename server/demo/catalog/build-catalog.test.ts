import { describe, expect, it } from "vitest";
import { buildCatalog, FIRST_ITEM_ID } from "./build-catalog.ts";
import { DAY_MS } from "./catalog-rows.ts";
import { isValidEan13 } from "./gtin.ts";

const NOW = new Date("2026-11-20T09:00:00Z");
const rows = buildCatalog(NOW);

const countBy = <T>(list: readonly T[], key: (row: T) => number | string) => {
  const counts = new Map<number | string, number>();
  for (const row of list) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
};

describe("buildCatalog", () => {
  it("is deterministic for the same day", () => {
    expect(buildCatalog(NOW)).toEqual(rows);
  });

  it("keeps every id and key on another day, so a later run matches the rows of the first", () => {
    const later = buildCatalog(new Date(NOW.getTime() + 400 * DAY_MS));
    const shape = (catalog: typeof rows) => ({
      items: catalog.items.map((item) => item.id),
      variations: catalog.variations.map((variation) => `${variation.id}:${variation.number}`),
      prices: catalog.variationPrices.map(
        (price) => `${price.id}:${price.variationId}:${price.kind}:${price.amountCents}`,
      ),
      history: catalog.priceHistory.map((row) => `${row.id}:${row.variationId}`),
      images: catalog.itemImages.map((image) => image.fileName),
      reviews: catalog.reviews.map((review) => `${review.id}:${review.itemId}:${review.rating}`),
      replies: catalog.reviewReplies.map((reply) => `${reply.id}:${reply.reviewId}`),
      movements: catalog.stockMovements.map((movement) => `${movement.id}:${movement.variationId}:${movement.delta}`),
    });
    expect(shape(later)).toEqual(shape(rows));
  });

  it("has at least 150 items from id 1000, each with German and English texts", () => {
    expect(rows.items.length).toBeGreaterThanOrEqual(150);
    expect(Math.min(...rows.items.map((item) => item.id))).toBe(FIRST_ITEM_ID);
    const langs = countBy(rows.itemTexts, (text) => text.itemId);
    for (const item of rows.items) expect(langs.get(item.id)).toBe(2);
    for (const text of rows.itemTexts) {
      expect(text.description).toMatch(/^<p>.+<\/p>.*<ul>(<li>.+?<\/li>)+<\/ul>$/);
      expect(text.technicalData).toMatch(/^(<table><tbody>.*<\/tbody><\/table>|<ul>.*<\/ul>)$/);
      expect((text.metaDescription ?? "").length).toBeLessThanOrEqual(160);
    }
  });

  it("gives every language unique, clean slugs", () => {
    for (const lang of ["de", "en"]) {
      const slugs = rows.itemTexts.filter((text) => text.lang === lang).map((text) => text.urlPath);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it("puts every item in one default category, some also in the parent", () => {
    const defaults = countBy(
      rows.itemCategories.filter((link) => link.isDefault),
      (link) => link.itemId,
    );
    for (const item of rows.items) expect(defaults.get(item.id)).toBe(1);
    expect(rows.itemCategories.some((link) => !link.isDefault)).toBe(true);
    expect(rows.itemCategories.filter((link) => link.categoryId === 32).length).toBeGreaterThanOrEqual(8);
  });

  it("gives variations unique numbers, valid GTINs, a price, stock and an initial movement", () => {
    const numbers = rows.variations.map((variation) => variation.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const variation of rows.variations) expect(isValidEan13(variation.gtin ?? "")).toBe(true);
    const defaults = countBy(
      rows.variationPrices.filter((price) => price.kind === "default" && (price.minimumQuantity ?? 1) === 1),
      (price) => price.variationId,
    );
    const stock = new Map(rows.stock.map((row) => [row.variationId, row.quantity]));
    const initial = new Map(rows.stockMovements.map((row) => [row.variationId, row]));
    for (const variation of rows.variations) {
      expect(defaults.get(variation.id)).toBe(1);
      expect(initial.get(variation.id)).toMatchObject({ reason: "initial", delta: stock.get(variation.id) });
    }
    const out = rows.stock.filter((row) => row.quantity === 0).length / rows.stock.length;
    const low =
      rows.stock.filter((row) => (row.quantity ?? 0) >= 1 && (row.quantity ?? 0) <= 3).length / rows.stock.length;
    expect(out).toBeGreaterThan(0.02);
    expect(low).toBeGreaterThan(0.05);
  });

  it("has items with one variation, with colours, and with size × colour", () => {
    const perItem = countBy(rows.variations, (variation) => variation.itemId);
    const counts = [...perItem.values()];
    expect(counts.filter((n) => n === 1).length).toBeGreaterThan(20);
    expect(counts.some((n) => n >= 4)).toBe(true);
    const attributesPerVariation = countBy(rows.variationAttributeValues, (link) => link.variationId);
    expect([...attributesPerVariation.values()].some((n) => n === 2)).toBe(true);
  });

  it("prices bundles below the sum of their components and has one set", () => {
    const bundles = rows.items.filter((item) => item.itemType === "bundle");
    expect(bundles.length).toBeGreaterThanOrEqual(3);
    expect(rows.items.filter((item) => item.itemType === "set")).toHaveLength(1);
    const price = new Map(
      rows.variationPrices
        .filter((row) => row.kind === "default" && (row.minimumQuantity ?? 1) === 1)
        .map((row) => [row.variationId, row.amountCents]),
    );
    for (const item of rows.items.filter((row) => row.itemType !== "default")) {
      const variation = rows.variations.find((row) => row.itemId === item.id);
      const components = rows.bundleComponents.filter((row) => row.bundleVariationId === variation?.id);
      expect(components.length).toBeGreaterThanOrEqual(2);
      const sum = components.reduce(
        (total, row) => total + (price.get(row.componentVariationId) ?? 0) * (row.quantity ?? 1),
        0,
      );
      expect(price.get(variation?.id ?? -1)).toBeLessThan(sum);
    }
  });

  it("has offers that run into the future, rrps above the price and cheaper graduated tiers", () => {
    const specials = rows.variationPrices.filter((row) => row.kind === "special");
    expect(specials.length).toBeGreaterThan(10);
    for (const special of specials) expect(special.validUntil?.getTime()).toBeGreaterThan(NOW.getTime());
    const base = new Map(
      rows.variationPrices
        .filter((row) => row.kind === "default" && (row.minimumQuantity ?? 1) === 1)
        .map((row) => [row.variationId, row.amountCents]),
    );
    for (const rrp of rows.variationPrices.filter((row) => row.kind === "rrp")) {
      expect(rrp.amountCents).toBeGreaterThan(base.get(rrp.variationId) ?? Infinity);
    }
    const tiers = rows.variationPrices.filter((row) => row.kind === "default" && (row.minimumQuantity ?? 1) > 1);
    expect(tiers.length).toBeGreaterThan(5);
    for (const tier of tiers) expect(tier.amountCents).toBeLessThan(base.get(tier.variationId) ?? 0);
  });

  it("records a price history whose 30-day low differs from today's price for some items", () => {
    const since = NOW.getTime() - 30 * DAY_MS;
    const current = new Map<number, number>();
    for (const row of rows.variationPrices) {
      if (row.kind === "default" && (row.minimumQuantity ?? 1) === 1 && !current.has(row.variationId))
        current.set(row.variationId, row.amountCents);
    }
    for (const row of rows.variationPrices) if (row.kind === "special") current.set(row.variationId, row.amountCents);
    const lowest = new Map<number, number>();
    for (const row of rows.priceHistory) {
      if ((row.recordedAt?.getTime() ?? 0) < since) continue;
      lowest.set(row.variationId, Math.min(lowest.get(row.variationId) ?? Infinity, row.amountCents));
    }
    const differing = [...lowest].filter(([variationId, low]) => low < (current.get(variationId) ?? 0));
    expect(differing.length).toBeGreaterThan(3);
    const everyVariationHasHistory = rows.variations.every((variation) =>
      rows.priceHistory.some((row) => row.variationId === variation.id),
    );
    expect(everyVariationHasHistory).toBe(true);
  });

  it("shows 1-4 square images per item and gives colour variations their own", () => {
    const perItem = countBy(rows.itemImages, (image) => image.itemId);
    for (const item of rows.items) {
      expect(perItem.get(item.id)).toBeGreaterThanOrEqual(1);
      expect(perItem.get(item.id)).toBeLessThanOrEqual(4);
    }
    for (const image of rows.itemImages) {
      expect(image).toMatchObject({ width: 1536, height: 1536 });
      expect(image.fileName).toBe(`items/${image.cleanName}-${image.id}.webp`);
    }
    const coloured = new Set(
      rows.variationAttributeValues.filter((link) => link.attributeValueId <= 18).map((link) => link.variationId),
    );
    const withImages = new Set(rows.variationImages.map((link) => link.variationId));
    for (const variationId of coloured) expect(withImages.has(variationId)).toBe(true);
    expect(rows.imageJobs.map((job) => job.fileName)).toEqual(rows.itemImages.map((image) => image.fileName));
  });

  it("links order properties of every value type to about ten items", () => {
    const types = new Set(rows.properties.map((property) => property.valueType));
    expect([...types].sort()).toEqual(["empty", "file", "float", "int", "selection", "text"]);
    expect(rows.properties.some((property) => property.isRequired)).toBe(true);
    expect(rows.properties.some((property) => property.isPreSelected)).toBe(true);
    expect(
      new Set(rows.properties.filter((p) => (p.surchargeCents ?? 0) > 0).map((p) => p.surchargeIncludesVat)),
    ).toEqual(new Set([true, false]));
    expect(rows.properties.find((property) => property.valueType === "file")).toMatchObject({
      acceptedFormats: ["png", "jpg", "pdf"],
      maxFileSizeBytes: 5 * 1024 * 1024,
    });
    const items = new Set(rows.itemProperties.map((link) => link.itemId));
    expect(items.size).toBeGreaterThanOrEqual(8);
    expect(items.size).toBeLessThanOrEqual(14);
  });

  it("writes reviews within the database's limits, mostly visible, some answered by the shop", () => {
    const perItem = countBy(rows.reviews, (review) => review.itemId);
    expect(Math.max(...perItem.values())).toBeLessThanOrEqual(40);
    for (const review of rows.reviews) {
      expect(review.text.length).toBeLessThanOrEqual(500);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.createdAt?.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    const visible = rows.reviews.filter((review) => review.visible).length / rows.reviews.length;
    const verified = rows.reviews.filter((review) => review.verifiedPurchase).length / rows.reviews.length;
    expect(visible).toBeGreaterThan(0.8);
    expect(visible).toBeLessThan(0.9);
    expect(verified).toBeGreaterThan(0.1);
    expect(verified).toBeLessThan(0.2);
    const average = rows.reviews.reduce((sum, review) => sum + review.rating, 0) / rows.reviews.length;
    expect(average).toBeGreaterThan(3.8);
    expect(rows.reviewReplies.length).toBeGreaterThan(10);
    for (const reply of rows.reviewReplies) expect(reply.authorName).toBe("Nordlicht Team");
  });

  it("has a manufacturer outside the EU with an EU responsible person", () => {
    const outside = rows.manufacturers.filter((manufacturer) => ["CN", "US"].includes(manufacturer.countryCode ?? ""));
    expect(outside.length).toBeGreaterThanOrEqual(1);
    for (const manufacturer of outside)
      expect(manufacturer.responsiblePerson?.countryCode).toMatch(/^(NL|IE|DE|FR|AT)$/);
    expect(rows.tags.some((tag) => tag.color === null)).toBe(true);
  });
});
