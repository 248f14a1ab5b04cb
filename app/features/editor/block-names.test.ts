import { describe, expect, it } from "vitest";
import { BLOCK_NAMES } from "#common/blocks/block-schema.ts";
import { FRIENDLY_BLOCK_NAMES, friendlyBlockName } from "./block-names.ts";

describe("friendlyBlockName", () => {
  it("names the block types (docs/glossary.md, editor spec §2)", () => {
    expect(friendlyBlockName("Carousel", "en")).toBe("Image Banner");
    expect(friendlyBlockName("NewsletterSubscribe", "en")).toBe("Newsletter");
    expect(friendlyBlockName("ProductRecommendedProducts", "en")).toBe("Product Gallery");
    expect(friendlyBlockName("TextCard", "en")).toBe("Rich Text");
    expect(friendlyBlockName("MultiGrid", "en")).toBe("Image + Text");
    expect(friendlyBlockName("Banner", "en")).toBe("Banner");
    expect(friendlyBlockName("Image", "de")).toBe("Image");
    expect(friendlyBlockName("Carousel", "de")).toBe("Bildbanner");
  });

  it("has a name for every block type in both languages and keeps unknown names", () => {
    for (const locale of ["de", "en"] as const) {
      expect(Object.keys(FRIENDLY_BLOCK_NAMES[locale]).sort()).toEqual([...BLOCK_NAMES].sort());
    }
    expect(friendlyBlockName("Video", "de")).toBe("Video");
  });
});
