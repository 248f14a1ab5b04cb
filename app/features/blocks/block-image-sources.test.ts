import { describe, expect, it } from "vitest";
import { artDirection, blockImageSource } from "./block-image-sources.ts";

describe("artDirection", () => {
  it("gives each breakpoint its own image, widest first", () => {
    expect(
      artDirection({ wideScreen: "a/w.webp", desktop: "a/d.webp", tablet: "a/t.webp", mobile: "a/m.webp" }),
    ).toEqual([
      { minWidth: 1280, reference: "a/w.webp" },
      { minWidth: 1024, reference: "a/d.webp" },
      { minWidth: 768, reference: "a/t.webp" },
      { minWidth: 0, reference: "a/m.webp" },
    ]);
  });

  it("fills a gap with the nearest narrower image, else the nearest wider, and merges repeats", () => {
    expect(artDirection({ desktop: "a/d.webp" })).toEqual([{ minWidth: 0, reference: "a/d.webp" }]);
    expect(artDirection({ wideScreen: "a/w.webp", mobile: "a/m.webp" })).toEqual([
      { minWidth: 1280, reference: "a/w.webp" },
      { minWidth: 0, reference: "a/m.webp" },
    ]);
    expect(artDirection({ tablet: "a/t.webp", mobile: "" })).toEqual([{ minWidth: 0, reference: "a/t.webp" }]);
  });

  it("answers nothing without any image", () => {
    expect(artDirection({})).toEqual([]);
    expect(artDirection({ mobile: "", desktop: "" })).toEqual([]);
  });
});

describe("blockImageSource", () => {
  it("serves a media file in every width and format", () => {
    const source = blockImageSource("items/couchtisch-halden-44.webp");
    expect(source?.kind).toBe("media");
    if (source?.kind !== "media") return;
    expect(source.srcSet("avif")).toBe(
      [320, 640, 768, 1024, 1280, 1536].map((w) => `/media/items/${w}/couchtisch-halden-44.avif ${w}w`).join(", "),
    );
    expect(source.fallback).toBe("/media/items/640/couchtisch-halden-44.jpg");
  });

  it("uses an https address as it is and refuses anything else", () => {
    expect(blockImageSource("https://cdn.example/a.jpg")).toEqual({
      kind: "external",
      src: "https://cdn.example/a.jpg",
    });
    expect(blockImageSource("javascript:alert(1)")).toBeNull();
    expect(blockImageSource("http://cdn.example/a.jpg")).toBeNull();
    expect(blockImageSource("../secret.webp")).toBeNull();
    expect(blockImageSource(undefined)).toBeNull();
  });
});
