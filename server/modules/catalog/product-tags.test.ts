import { describe, expect, it } from "vitest";
import { tagTextTone, toProductTag } from "./product-tags.ts";

describe("tagTextTone", () => {
  it("writes dark on bright and light on dark backgrounds", () => {
    expect(tagTextTone("#ffffff")).toBe("dark");
    expect(tagTextTone("#e0f2fe")).toBe("dark");
    expect(tagTextTone("#000000")).toBe("light");
    expect(tagTextTone("#1d5651")).toBe("light");
    expect(tagTextTone("#fff")).toBe("dark");
  });

  it("treats 128 as not bright", () => {
    expect(tagTextTone("#808080")).toBe("light"); // exactly 128
    expect(tagTextTone("#818181")).toBe("dark");
  });

  it("treats missing or unreadable colours as white", () => {
    expect(tagTextTone(null)).toBe("dark");
    expect(tagTextTone("red")).toBe("dark");
  });
});

describe("toProductTag", () => {
  it("localises and defaults the colour to white", () => {
    expect(
      toProductTag({ id: 3, color: null, names: { de: "Neu", en: "New" }, slugs: { de: "neu", en: "new" } }, "de"),
    ).toEqual({ id: 3, name: "Neu", slug: "neu", color: "#ffffff", textTone: "dark" });
  });
});
