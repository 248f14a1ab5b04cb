import { describe, expect, it } from "vitest";
import { groupImages } from "./product-images.ts";

const image = (id: number, itemId = 1) => ({
  id,
  itemId,
  fileName: `img-${id}.webp`,
  cleanName: `img-${id}`,
  position: id,
  width: 1600,
  height: 1200,
  alt: { de: `Bild ${id}`, en: `Image ${id}` },
});

describe("groupImages", () => {
  it("lists each image once and collects variation assignments in order", () => {
    const result = groupImages(
      [
        { image: image(1), variationId: 11 },
        { image: image(1), variationId: 12 },
        { image: image(2), variationId: 12 },
        { image: image(3), variationId: null },
        { image: image(4, 2), variationId: null },
      ],
      "en",
    );
    expect(result.all.map((i) => i.id)).toEqual([1, 2, 3, 4]);
    expect(result.all[0]).toEqual({
      id: 1,
      fileName: "img-1.webp",
      cleanName: "img-1",
      width: 1600,
      height: 1200,
      alt: "Image 1",
    });
    expect(result.byVariation).toEqual(
      new Map([
        [11, [1]],
        [12, [1, 2]],
      ]),
    );
    expect(result.byItem.get(2)?.map((i) => i.id)).toEqual([4]);
  });
});
