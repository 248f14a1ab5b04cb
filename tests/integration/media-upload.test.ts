/** The media library over HTTP: doUploadMedia, getMediaLibrary and the media route for uploads (docs/images.md). */
import { readdirSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { expect, it } from "vitest";
import { MEDIA_MAX_BYTES, MEDIA_REFERENCE } from "#common/schemas/media-library.ts";
import { mediaFiles } from "#server/modules/media/media.table.ts";
import { UPLOADS_PER_HOUR } from "#server/operations/media.ts";
import { samplePdf, SAMPLE_TEXT } from "../sample-files.ts";
import { solid, upload } from "./media-fixture.ts";
import { describeDatabases } from "./harness.ts";
import { addOperator, loginOperator } from "./operator-fixture.ts";
import type { ApiResult } from "./shop-client.ts";

/** Noise compresses badly, so a cut file ends inside the pixel data, not inside the header. */
async function noisyPng(): Promise<Buffer> {
  const raw = Buffer.alloc(64 * 64 * 3);
  for (let index = 0; index < raw.length; index++) raw[index] = (index * 7919) % 251;
  return sharp(raw, { raw: { width: 64, height: 64, channels: 3 } })
    .png()
    .toBuffer();
}

function expectError(result: ApiResult<unknown>, status: number, key: string): void {
  expect({ status: result.status, key: result.body.error?.key }).toEqual({ status, key });
}

describeDatabases("media library", (shop) => {
  const uploadsDir = () => path.join(shop().config.DATA_DIR, "media", "uploads");
  const storedFiles = () => {
    try {
      return readdirSync(uploadsDir()).sort();
    } catch {
      return [];
    }
  };
  async function operatorClient(locale: "de" | "en" = "en") {
    await addOperator(shop());
    const client = shop().client({ locale });
    await loginOperator(client);
    return client;
  }

  it("accepts JPEG, PNG, WebP, AVIF and GIF by their bytes and stores each as an upright WebP without metadata", async () => {
    const operator = await operatorClient();
    const frames = await Promise.all([solid(10, 10).png().toBuffer(), solid(10, 10).png().toBuffer()]);
    const files = [
      // Sideways in the file, upright by its EXIF orientation; the copyright must not survive.
      [
        await solid(40, 20)
          .jpeg()
          .withExifMerge({ IFD0: { Copyright: "Secret GmbH" } })
          .withMetadata({ orientation: 6 })
          .toBuffer(),
        "Urlaub am Meer.JPG",
        20,
        40,
      ],
      [await solid(30, 20, 4).png().toBuffer(), "logo.png", 30, 20],
      [await solid(30, 20).webp().toBuffer(), "banner.webp", 30, 20],
      [await solid(30, 20).avif().toBuffer(), "hero.avif", 30, 20],
      // Two frames of 10 x 10: only the first is kept.
      [
        await sharp(frames, { join: { animated: true } })
          .gif()
          .toBuffer(),
        "spinner.gif",
        10,
        10,
      ],
      // The name says PDF, the bytes say PNG: the bytes win.
      [await solid(12, 12).png().toBuffer(), "brochure.pdf", 12, 12],
    ] as const;
    const sideways = await sharp(files[0][0]).metadata();
    expect({ orientation: sideways.orientation, secret: sideways.exif?.includes("Secret GmbH") }).toEqual({
      orientation: 6,
      secret: true,
    });
    for (const [bytes, name, width, height] of files) {
      const answer = await upload(operator, bytes, name, "text/plain");
      expect(answer.status, `${name}: ${answer.text}`).toBe(200);
      const entry = answer.body.data!;
      expect(entry).toMatchObject({ width, height, originalName: name });
      expect(entry.reference).toMatch(MEDIA_REFERENCE);
      expect(entry.reference).toMatch(/^uploads\/[a-z0-9-]+-[a-z0-9]{6}\.webp$/);
      const stored = readFileSync(path.join(shop().config.DATA_DIR, "media", entry.reference));
      const metadata = await sharp(stored).metadata();
      expect(metadata).toMatchObject({ format: "webp", width, height });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.pages ?? 1).toBe(1);
    }
    expect(storedFiles()).toHaveLength(files.length);
    const rows = await shop().db.select().from(mediaFiles);
    expect(rows).toHaveLength(files.length);
    expect(rows.find((row) => row.originalName === "Urlaub am Meer.JPG")).toMatchObject({
      folder: "uploads",
      width: 20,
      height: 40,
    });
    expect(rows[0]?.stem).toMatch(/^urlaub-am-meer-[a-z0-9]{6}$/);
    expect(rows.every((row) => row.operatorId !== null && row.bytes > 0)).toBe(true);
  });

  it("refuses what is not an image, damaged, a decompression bomb or too large, and stores nothing", async () => {
    const operator = await operatorClient();
    const png = await noisyPng();
    const bomb = await solid(8000, 8000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.byteLength).toBeLessThan(MEDIA_MAX_BYTES);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const refusals = [
      [Buffer.from(svg), "vector.svg", "image/svg+xml", 400, "mediaTypeUnsupported"],
      [
        Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>"),
        "page.jpg",
        "image/jpeg",
        400,
        "mediaTypeUnsupported",
      ],
      [samplePdf(), "flyer.pdf", "application/pdf", 400, "mediaTypeUnsupported"],
      [SAMPLE_TEXT, "photo.jpg", "image/jpeg", 400, "mediaTypeUnsupported"],
      [await solid(10, 10).tiff().toBuffer(), "scan.tif", "image/tiff", 400, "mediaTypeUnsupported"],
      [png.subarray(0, Math.floor(png.byteLength * 0.7)), "cut.png", "image/png", 400, "mediaInvalid"],
      [Buffer.alloc(0), "empty.png", "image/png", 400, "mediaInvalid"],
      [bomb, "bomb.png", "image/png", 413, "mediaTooLarge"],
      // Within the body limit (which leaves room for the form), over the file limit.
      [Buffer.alloc(MEDIA_MAX_BYTES + 1, 0xff), "huge.jpg", "image/jpeg", 413, "mediaTooLarge"],
      // Over the body limit: refused before the body is read.
      [Buffer.alloc(MEDIA_MAX_BYTES + 200_000, 0xff), "huger.jpg", "image/jpeg", 413, "mediaTooLarge"],
    ] as const;
    for (const [bytes, name, type, status, key] of refusals) {
      const answer = await upload(operator, bytes, name, type);
      expect({ name, status: answer.status, key: answer.body.error?.key }).toEqual({ name, status, key });
    }
    const missing = await operator.send("doUploadMedia", new FormData());
    expectError(missing, 400, "invalidData");
    expect(await shop().db.select().from(mediaFiles)).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it("answers the refusals in the request's language", async () => {
    const german = await operatorClient("de");
    const answer = await upload(german, SAMPLE_TEXT, "foto.jpg", "image/jpeg");
    expect(answer.body.error).toMatchObject({
      key: "mediaTypeUnsupported",
      message: "Diese Datei ist kein unterstütztes Bild. Laden Sie ein JPEG-, PNG-, WebP-, AVIF- oder GIF-Bild hoch.",
      fields: {
        file: "Diese Datei ist kein unterstütztes Bild. Laden Sie ein JPEG-, PNG-, WebP-, AVIF- oder GIF-Bild hoch.",
      },
    });
  });

  it("refuses both operations without an operator session with the editor's session error", async () => {
    const shopper = shop().client({ locale: "en" });
    const answers = [
      await upload(shopper, await solid(10, 10).png().toBuffer(), "a.png"),
      await shopper.call("getMediaLibrary", {}),
      await shopper.call("getMediaLibrary", { source: "catalog" }, { method: "GET" }),
    ];
    for (const answer of answers) {
      expectError(answer, 401, "editorSessionExpired");
      expect(answer.body.error?.message).toBe(
        "The changes couldn't be saved. Your session may have expired. Re-enter the editor to start a new session.",
      );
    }
    expect(storedFiles()).toEqual([]);
    expect(await shop().db.select().from(mediaFiles)).toEqual([]);
  });

  it("stops an operator after the hourly number of uploads, refused ones counted, in the request's language", async () => {
    const operator = await operatorClient("de");
    for (let attempt = 0; attempt < UPLOADS_PER_HOUR; attempt++) {
      expectError(await upload(operator, SAMPLE_TEXT, "notiz.txt"), 400, "mediaTypeUnsupported");
    }
    const stopped = await upload(operator, await solid(10, 10).png().toBuffer(), "bild.png");
    expectError(stopped, 429, "tooManyRequests");
    expect(stopped.body.error?.message).toMatch(/Sekunden|Minuten/);
    expect(storedFiles()).toEqual([]);
  });

  it("leaves no file behind when the row cannot be written", async () => {
    const operator = await operatorClient();
    await shop().db.execute(sql`DROP TABLE media_files`);
    const answer = await upload(operator, await solid(10, 10).png().toBuffer(), "a.png");
    expectError(answer, 500, "unknownError");
    expect(storedFiles()).toEqual([]);
  });

  it("serves an upload's variants in every width and format with immutable caching", async () => {
    const operator = await operatorClient();
    const entry = (await upload(operator, await solid(1800, 900).jpeg().toBuffer(), "Wide.jpg")).body.data!;
    expect(entry).toMatchObject({ width: 1800, height: 900 });
    const stem = MEDIA_REFERENCE.exec(entry.reference)![2];
    const visitor = shop().client();
    const cases = [
      [640, "avif", "image/avif", 640],
      [640, "webp", "image/webp", 640],
      [320, "jpg", "image/jpeg", 320],
      [1536, "webp", "image/webp", 1536],
      ["full", "webp", "image/webp", 1800],
    ] as const;
    for (const [width, format, contentType, pixels] of cases) {
      const response = await visitor.request(`/media/uploads/${width}/${stem}.${format}`);
      expect(response.status, `${width} ${format}`).toBe(200);
      expect(response.headers.get("content-type")).toBe(contentType);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect((await sharp(bytes).metadata()).width).toBe(pixels);
      const again = await visitor.request(`/media/uploads/${width}/${stem}.${format}`, {
        headers: { "if-none-match": response.headers.get("etag")! },
      });
      expect(again.status).toBe(304);
    }
    // Rendered once, then answered from the disk cache.
    expect(readdirSync(path.join(shop().config.DATA_DIR, "media", "cache", "uploads", "640")).sort()).toEqual([
      `${stem}.avif`,
      `${stem}.webp`,
    ]);
    for (const address of [
      `/media/secret/640/${stem}.webp`,
      `/media/uploads/641/${stem}.webp`,
      `/media/uploads/640/nothing-here.webp`,
      `/media/uploads/640/..%2f..%2fsession-secret.webp`,
      `/media/cache/640/${stem}.webp`,
    ]) {
      expect((await visitor.request(address)).status, address).toBe(404);
    }
  });

  it("lists the uploads newest first, page by page, and the catalog's images by name", async () => {
    const operator = await operatorClient();
    const references: string[] = [];
    for (const name of ["first.png", "second.png", "third.png"]) {
      references.push((await upload(operator, await solid(16, 8).png().toBuffer(), name)).body.data!.reference);
    }
    const first = await operator.call("getMediaLibrary", { page: 1, size: 2 }, { method: "GET" });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ source: "uploads", page: 1, size: 2, hasMore: true });
    expect(first.body.data?.entries).toEqual([
      { reference: references[2], width: 16, height: 8, originalName: "third.png" },
      { reference: references[1], width: 16, height: 8, originalName: "second.png" },
    ]);
    const second = await operator.call("getMediaLibrary", { page: 2, size: 2 });
    expect(second.body.data?.entries.map((entry) => entry.reference)).toEqual([references[0]]);
    expect(second.body.data?.hasMore).toBe(false);
    expect((await operator.call("getMediaLibrary", {})).body.data?.size).toBe(24);
    for (const input of [{ size: 61 }, { size: 0 }, { page: 0 }, { source: "elsewhere" }, { size: 2.5 }]) {
      expect((await operator.call("getMediaLibrary", input as never)).status, JSON.stringify(input)).toBe(400);
    }

    const items = path.join(shop().config.DATA_DIR, "media", "items");
    await mkdir(items, { recursive: true });
    await solid(40, 30).webp().toFile(path.join(items, "sofa-b-2.webp"));
    await solid(30, 40).webp().toFile(path.join(items, "sofa-a-1.webp"));
    await writeFile(path.join(items, "notes.txt"), "not an image");
    await writeFile(path.join(items, "broken-1.webp"), "not an image either");
    const catalog = await operator.call("getMediaLibrary", { source: "catalog", size: 2 });
    expect(catalog.body.data).toMatchObject({ source: "catalog", hasMore: true });
    // The damaged file sorts first and is left out; the page still answers.
    expect(catalog.body.data?.entries).toEqual([
      { reference: "items/sofa-a-1.webp", width: 30, height: 40, originalName: "sofa-a-1.webp" },
    ]);
    const rest = await operator.call("getMediaLibrary", { source: "catalog", page: 2, size: 2 });
    expect(rest.body.data?.entries.map((entry) => entry.reference)).toEqual(["items/sofa-b-2.webp"]);
    expect(rest.body.data?.hasMore).toBe(false);
  });
});
