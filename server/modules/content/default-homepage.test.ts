import { describe, expect, it } from "vitest";
import { LOCALES } from "#common/constants.ts";
import { flattenBlocks, migrateDocument } from "#common/blocks/page-document.ts";
import { buildCatalog } from "#server/demo/catalog/build-catalog.ts";
import { DEMO_CATEGORIES } from "#server/demo/seed.ts";
import { defaultHomepage } from "./default-homepage.ts";
import { sanitizeDocument } from "./rich-text.ts";

/** The seeded category paths per locale, as storefront links (German unprefixed). */
function categoryLinks(locale: "de" | "en"): Map<string, number> {
  const byId = new Map(DEMO_CATEGORIES.map((category) => [category.id, category]));
  const pathOf = (id: number): string[] => {
    const category = byId.get(id);
    if (!category) return [];
    const slug = category[locale][1];
    return [...(category.parentId === null ? [] : pathOf(category.parentId)), ...(slug ? [slug] : [])];
  };
  const prefix = locale === "de" ? "" : "/en";
  return new Map(DEMO_CATEGORIES.map((category) => [`${prefix}/${pathOf(category.id).join("/")}`, category.id]));
}

describe("defaultHomepage", () => {
  const seededImages = new Set(buildCatalog(new Date("2026-01-01")).itemImages.map((image) => image.fileName));

  it.each(LOCALES)("is a valid, clean document of real demo content (%s)", (locale) => {
    const document = defaultHomepage(locale);
    expect(migrateDocument(document)).toEqual({ ok: true, document });
    expect(sanitizeDocument(document)).toEqual(document);
    expect(document.blocks.map((block) => block.name)).toEqual([
      "Carousel",
      "TextCard",
      "ProductRecommendedProducts",
      "NewsletterSubscribe",
    ]);
    const blocks = flattenBlocks(document.blocks);
    expect(blocks.filter((block) => block.name === "Banner")).toHaveLength(2);

    const links = categoryLinks(locale);
    for (const block of blocks) {
      if (block.name === "Banner") {
        const image = block.content.image;
        for (const file of [image?.wideScreen, image?.desktop, image?.tablet, image?.mobile]) {
          expect(seededImages).toContain(file);
        }
      }
      if ((block.name === "Banner" || block.name === "TextCard") && block.content.button?.link) {
        expect(links.has(block.content.button.link), block.content.button.link).toBe(true);
      }
      if (block.name === "ProductRecommendedProducts") {
        expect(DEMO_CATEGORIES.find((category) => category.id === block.content.categoryId)?.type).toBe("item");
      }
    }
  });

  it("speaks the locale's language", () => {
    expect(JSON.stringify(defaultHomepage("de"))).toContain("Abonnieren");
    expect(JSON.stringify(defaultHomepage("en"))).toContain("Subscribe");
  });
});
