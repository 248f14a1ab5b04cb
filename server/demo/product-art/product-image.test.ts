import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { generateProductImage, generateProductImages, productImageFileName } from "./product-image.ts";
import type { ProductImageSpec } from "./product-svg.ts";

const spec: ProductImageSpec = {
  products: [{ shape: "table-lamp", colour: "#c26a45" }],
  palette: { wall: "#e4dacd", floor: "#bea688", plinth: "#d8cfc2", style: "room" },
  accent: "#b99c5f",
  composition: 0,
  seed: 3,
};

let dir = "";
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "media-test-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("productImageFileName", () => {
  it("names files <cleanName>-<id>.webp in the items folder", () => {
    expect(productImageFileName("sofa-lund-2-sitzer-salbei", 17)).toBe("items/sofa-lund-2-sitzer-salbei-17.webp");
  });
});

describe("generateProductImage", () => {
  it("writes a 1536 × 1536 WebP and leaves no partial file behind", async () => {
    const file = path.join(dir, "items", "lamp-1.webp");
    expect(await generateProductImage(spec, file)).toBe("written");
    expect(await sharp(file).metadata()).toMatchObject({ format: "webp", width: 1536, height: 1536 });
    expect(readdirSync(path.dirname(file))).toEqual(["lamp-1.webp"]);
  });

  it("keeps a file that exists, e.g. a photo the operator put in its place", async () => {
    const file = path.join(dir, "lamp-2.webp");
    writeFileSync(file, "operator photo");
    expect(await generateProductImage(spec, file)).toBe("skipped");
    expect(readdirSync(dir)).toEqual(["lamp-2.webp"]);
  });
});

describe("generateProductImages", () => {
  it("renders the missing files of a batch and skips the others", async () => {
    const jobs = [1, 2, 3].map((id) => ({ spec: { ...spec, seed: id }, fileName: productImageFileName("lamp", id) }));
    expect(await generateProductImages(dir, jobs.slice(0, 1), 2)).toEqual({ written: 1, skipped: 0 });
    expect(await generateProductImages(dir, jobs, 2)).toEqual({ written: 2, skipped: 1 });
    for (const job of jobs) expect(existsSync(path.join(dir, job.fileName))).toBe(true);
    expect(await generateProductImages(dir, [], 2)).toEqual({ written: 0, skipped: 0 });
  });
});
