import { describe, expect, it } from "vitest";
import { imageStem, itemImageSrcSet, itemImageUrl } from "./media.ts";

describe("media urls", () => {
  it("names widths and formats in the path", () => {
    expect(imageStem("sofa-oslo-1001-1.webp")).toBe("sofa-oslo-1001-1");
    expect(imageStem("items/sofa-oslo-1001-1.webp")).toBe("sofa-oslo-1001-1");
    expect(itemImageUrl("sofa-oslo-1001-1.webp", 640, "avif")).toBe("/media/items/640/sofa-oslo-1001-1.avif");
    expect(itemImageUrl("sofa.webp", "full", "jpg")).toBe("/media/items/full/sofa.jpg");
  });

  it("lists only widths the source can fill", () => {
    expect(itemImageSrcSet("a.webp", 800, "webp")).toBe(
      "/media/items/320/a.webp 320w, /media/items/640/a.webp 640w, /media/items/768/a.webp 768w",
    );
  });
});
