import { describe, expect, it } from "vitest";
import { isImageReference, mediaLibraryInput, mediaPreviewUrl } from "./media-library.ts";

describe("mediaPreviewUrl", () => {
  it("gives the 320 px WebP of a media file, an https address as it is, and nothing else", () => {
    expect(mediaPreviewUrl("items/sofa-oslo-1001-3.webp")).toBe("/media/items/320/sofa-oslo-1001-3.webp");
    expect(mediaPreviewUrl("uploads/a-k3x9q2.webp")).toBe("/media/uploads/320/a-k3x9q2.webp");
    expect(mediaPreviewUrl("https://cdn.example/x.png")).toBe("https://cdn.example/x.png");
    for (const refused of ["", "cache/a.webp", "uploads/A.webp", "uploads/a.jpg", "http://x.example/a", "//x/a"]) {
      expect(mediaPreviewUrl(refused), refused).toBeNull();
    }
  });

  it("accepts as a field value what the block schema accepts", () => {
    expect(["", "uploads/a-1.webp", "https://x.example/a.jpg"].every(isImageReference)).toBe(true);
    expect(["javascript:alert(1)", "data:image/png;base64,AA", "uploads/../a.webp"].some(isImageReference)).toBe(false);
  });
});

describe("mediaLibraryInput", () => {
  it("defaults to the first page of 24 uploads and allows at most 60 per page", () => {
    expect(mediaLibraryInput.parse({})).toEqual({ source: "uploads", page: 1, size: 24 });
    expect(mediaLibraryInput.safeParse({ size: 60 }).success).toBe(true);
    expect(mediaLibraryInput.safeParse({ size: 61 }).success).toBe(false);
    expect(mediaLibraryInput.safeParse({ source: "catalog", page: 2 }).success).toBe(true);
    expect(mediaLibraryInput.safeParse({ extra: 1 }).success).toBe(false);
  });
});
