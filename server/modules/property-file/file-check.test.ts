import { describe, expect, it } from "vitest";
import { samplePdf, samplePng, sampleJpeg, SAMPLE_TEXT } from "../../../tests/sample-files.ts";
import { checkPropertyFile, displayFileName, normalizeFormat } from "./file-check.ts";

const SEED_RULES = { acceptedFormats: ["png", "jpg", "pdf"], maxBytes: 5 * 1024 * 1024 };

describe("checkPropertyFile", () => {
  it("accepts real PNG, JPEG and PDF bytes and reports the type they have", async () => {
    expect(await checkPropertyFile(await samplePng(), SEED_RULES)).toEqual({
      ok: true,
      extension: "png",
      contentType: "image/png",
    });
    expect(await checkPropertyFile(await sampleJpeg(), SEED_RULES)).toEqual({
      ok: true,
      extension: "jpg",
      contentType: "image/jpeg",
    });
    expect(await checkPropertyFile(samplePdf(), SEED_RULES)).toEqual({
      ok: true,
      extension: "pdf",
      contentType: "application/pdf",
    });
  });

  it("judges by bytes: a PNG is a PNG whatever it is called, and only PDFs pass a PDF-only property", async () => {
    const png = await samplePng();
    expect(await checkPropertyFile(png, { acceptedFormats: ["pdf"], maxBytes: 1024 * 1024 })).toEqual({
      ok: false,
      reason: "unsupported",
    });
    expect(await checkPropertyFile(png, { acceptedFormats: ["pdf", "png"], maxBytes: 1024 * 1024 })).toMatchObject({
      ok: true,
      extension: "png",
    });
  });

  it("refuses text, whatever its name would claim", async () => {
    expect(await checkPropertyFile(SAMPLE_TEXT, SEED_RULES)).toEqual({ ok: false, reason: "unsupported" });
    // An SVG is text too; file-type does not vouch for it, and it could carry script.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await checkPropertyFile(svg, { acceptedFormats: ["svg", "png"], maxBytes: 1024 })).toEqual({
      ok: false,
      reason: "unsupported",
    });
  });

  it("refuses an empty file", async () => {
    expect(await checkPropertyFile(new Uint8Array(0), SEED_RULES)).toEqual({ ok: false, reason: "empty" });
  });

  it("refuses a file over the limit, and takes one of exactly the limit", async () => {
    const jpeg = await sampleJpeg();
    expect(await checkPropertyFile(jpeg, { ...SEED_RULES, maxBytes: jpeg.byteLength - 1 })).toEqual({
      ok: false,
      reason: "too-large",
    });
    expect(await checkPropertyFile(jpeg, { ...SEED_RULES, maxBytes: jpeg.byteLength })).toMatchObject({ ok: true });
  });

  it("reads accepted formats as operators write them", async () => {
    const jpeg = await sampleJpeg();
    expect(await checkPropertyFile(jpeg, { acceptedFormats: [".JPEG"], maxBytes: 1024 * 1024 })).toMatchObject({
      ok: true,
      extension: "jpg",
    });
    expect(normalizeFormat(" Tiff ")).toBe("tif");
  });

  it("takes the usual images and PDF when a property names no formats, nothing else", async () => {
    const rules = { acceptedFormats: [], maxBytes: 1024 * 1024 };
    expect(await checkPropertyFile(await samplePng(), rules)).toMatchObject({ ok: true });
    const gzip = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03, 0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(await checkPropertyFile(gzip, rules)).toEqual({ ok: false, reason: "unsupported" });
  });
});

describe("displayFileName", () => {
  it("keeps an ordinary name", () => {
    expect(displayFileName("Mein Motiv (final).png", "png")).toBe("Mein Motiv (final).png");
  });

  it("drops folders of either kind", () => {
    expect(displayFileName("../../etc/passwd", "pdf")).toBe("passwd");
    expect(displayFileName("C:\\Users\\Eva\\Bild.jpg", "jpg")).toBe("Bild.jpg");
  });

  it("drops control and invisible formatting characters", () => {
    expect(displayFileName("rechnung\u202Egnp.exe", "png")).toBe("rechnunggnp.exe");
    expect(displayFileName("a\u0000b\nc\u200Bd.png", "png")).toBe("abcd.png");
  });

  it("names a nameless file after its type", () => {
    expect(displayFileName("", "pdf")).toBe("upload.pdf");
    expect(displayFileName("..", "png")).toBe("upload.png");
    expect(displayFileName("dir/", "jpg")).toBe("upload.jpg");
  });

  it("shortens a long name to 120 characters and keeps its extension", () => {
    const name = displayFileName(`${"ä".repeat(300)}.jpeg`, "jpg");
    expect(Array.from(name)).toHaveLength(120);
    expect(name.endsWith("ä.jpeg")).toBe(true);
    expect(Array.from(displayFileName("😀".repeat(200), "png"))).toHaveLength(120);
  });
});
