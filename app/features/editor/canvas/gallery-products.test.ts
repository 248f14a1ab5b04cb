import { describe, expect, it } from "vitest";
import { textCard, uuid } from "#common/blocks/block-fixtures.ts";
import type { Block } from "#common/blocks/block-schema.ts";
import type { ProductSummary } from "#server/modules/catalog-view/listing.ts";
import { galleriesOfLoader, galleriesToLoad } from "./gallery-products.ts";

function gallery(n: number, categoryId?: number): Block {
  return {
    name: "ProductRecommendedProducts",
    type: "content",
    meta: { uuid: uuid(n) },
    content: { ...(categoryId !== undefined && { categoryId }), text: { title: `Gallery ${n}` } },
  } as Block;
}

const sofa = { variationId: 7 } as ProductSummary;

describe("the canvas' gallery products", () => {
  it("takes the loader's products for each saved gallery with a category, none for a gallery it left out", () => {
    const known = galleriesOfLoader([textCard(1), gallery(2, 12), gallery(3, 40), gallery(4)], {
      [uuid(2)]: [sofa],
    });
    expect([...known]).toEqual([
      [uuid(2), { categoryId: 12, products: [sofa] }],
      [uuid(3), { categoryId: 40, products: [] }],
    ]);
  });

  it("asks for a gallery added in the editor and for one given another category, not for the others", () => {
    const known = galleriesOfLoader([gallery(2, 12), gallery(3, 40)], { [uuid(2)]: [sofa] });
    const shown = [gallery(5, 13), textCard(1), gallery(2, 12), gallery(3, 41), gallery(6)];
    expect(galleriesToLoad(shown, known)).toEqual([
      { uuid: uuid(5), categoryId: 13 },
      { uuid: uuid(3), categoryId: 41 },
    ]);
    expect(galleriesToLoad([gallery(2, 12)], known)).toEqual([]);
  });
});
