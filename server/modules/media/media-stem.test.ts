import { describe, expect, it } from "vitest";
import { MEDIA_REFERENCE } from "#common/schemas/media-library.ts";
import { mediaStem, randomSuffix, slugifyFileName } from "./media-stem.ts";

describe("slugifyFileName", () => {
  it.each([
    ["Sommer Banner.JPG", "sommer-banner"],
    ["Größe_Übersicht (final).png", "groesse-uebersicht-final"],
    ["Crème brûlée.webp", "creme-brulee"],
    ["C:\\Users\\ada\\Desktop\\hero--image!!.jpeg", "hero-image"],
    ["../../etc/passwd", "passwd"],
    ["archive.tar.gz", "archive-tar"],
    ["...", "image"],
    ["", "image"],
    ["日本語.png", "image"],
    ["IMG_0001", "img-0001"],
    ["-leading and trailing-.gif", "leading-and-trailing"],
  ])("%j -> %j", (name, slug) => {
    expect(slugifyFileName(name)).toBe(slug);
  });

  it("keeps at most 60 characters and never ends on a dash", () => {
    const slug = slugifyFileName(`${"a".repeat(59)} b ${"c".repeat(100)}.png`);
    expect(slug).toBe("a".repeat(59));
    expect(slugifyFileName("x".repeat(300)).length).toBe(60);
  });
});

describe("mediaStem", () => {
  it("appends a random suffix of six lower-case letters and digits", () => {
    expect(mediaStem("Sommer.jpg", "k3x9q2")).toBe("sommer-k3x9q2");
    const suffixes = new Set(Array.from({ length: 50 }, () => randomSuffix()));
    expect(suffixes.size).toBe(50);
    for (const suffix of suffixes) expect(suffix).toMatch(/^[a-z0-9]{6}$/);
  });

  it("always makes a valid media reference", () => {
    for (const name of ["Größe.png", "", "---", "%2e%2e%2f.jpg", "a".repeat(500), "Ünïcödé ☃.webp"]) {
      expect(`uploads/${mediaStem(name)}.webp`).toMatch(MEDIA_REFERENCE);
    }
  });
});
