import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { mountMedia } from "./media-route.ts";
import type { AppEnv } from "./request-context.ts";

// Smaller than the larger widths, so "never upscale" is observable.
const SOURCE_WIDTH = 800;
const SOURCE_HEIGHT = 600;

let mediaDir: string;
let logged: { level: string; msg: string }[];
let app: Hono<AppEnv>;

async function sourceImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SOURCE_WIDTH}" height="${SOURCE_HEIGHT}">
    <rect width="100%" height="100%" fill="#e7e5e4"/><circle cx="400" cy="300" r="200" fill="#9c6644"/></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

beforeEach(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), "media-route-"));
  await mkdir(path.join(mediaDir, "items"));
  await writeFile(path.join(mediaDir, "items", "sofa-oslo-1001-1.webp"), await sourceImage());
  logged = [];
  const log = createLogger("debug", {}, (line) => logged.push(JSON.parse(line) as { level: string; msg: string }));
  app = new Hono<AppEnv>();
  mountMedia(app, { mediaDir, log });
});

afterEach(async () => {
  await rm(mediaDir, { recursive: true, force: true });
});

async function imageOf(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

describe("GET /media/items/:width/:file", () => {
  it.each([
    ["avif", "image/avif", "heif"],
    ["webp", "image/webp", "webp"],
    ["jpg", "image/jpeg", "jpeg"],
  ])("renders %s at the asked width", async (extension, contentType, decodedAs) => {
    const response = await app.request(`/media/items/640/sofa-oslo-1001-1.${extension}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(contentType);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("ETag")).toMatch(/^"[\w-]{27}"$/);
    const metadata = await imageOf(response);
    expect(metadata.format).toBe(decodedAs);
    expect([metadata.width, metadata.height]).toEqual([640, 480]);
  });

  it("never enlarges: a width above the source's and 'full' give the source size", async () => {
    for (const url of ["/media/items/1536/sofa-oslo-1001-1.jpg", "/media/items/full/sofa-oslo-1001-1.avif"]) {
      const metadata = await imageOf(await app.request(url));
      expect([metadata.width, metadata.height]).toEqual([SOURCE_WIDTH, SOURCE_HEIGHT]);
    }
  });

  it("answers the full-size WebP with the source bytes", async () => {
    const response = await app.request("/media/items/full/sofa-oslo-1001-1.webp");
    const source = await readFile(path.join(mediaDir, "items", "sofa-oslo-1001-1.webp"));
    expect(Buffer.from(await response.arrayBuffer()).equals(source)).toBe(true);
  });

  it("keeps the rendering on disk and serves it from there", async () => {
    const first = await app.request("/media/items/320/sofa-oslo-1001-1.webp");
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const cacheFile = path.join(mediaDir, "cache", "items", "320", "sofa-oslo-1001-1.webp");
    expect((await readFile(cacheFile)).equals(firstBytes)).toBe(true);

    await rm(path.join(mediaDir, "items", "sofa-oslo-1001-1.webp"));
    const second = await app.request("/media/items/320/sofa-oslo-1001-1.webp");
    expect(second.status).toBe(200);
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);
    expect(logged.filter((line) => line.msg === "image rendered")).toHaveLength(1);
  });

  it("answers 304 when the client holds the same bytes, also for a weakened tag", async () => {
    const first = await app.request("/media/items/768/sofa-oslo-1001-1.avif");
    const etag = first.headers.get("ETag") ?? "";
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const response = await app.request("/media/items/768/sofa-oslo-1001-1.avif", {
        headers: { "If-None-Match": ifNoneMatch },
      });
      expect(response.status).toBe(304);
      expect(response.headers.get("ETag")).toBe(etag);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(await response.text()).toBe("");
    }
    const stale = await app.request("/media/items/768/sofa-oslo-1001-1.avif", { headers: { "If-None-Match": '"x"' } });
    expect(stale.status).toBe(200);
  });

  it("answers HEAD with the headers only", async () => {
    const response = await app.request("/media/items/640/sofa-oslo-1001-1.jpg", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(await response.text()).toBe("");
  });

  it.each([
    ["an unknown width", "/media/items/300/sofa-oslo-1001-1.jpg"],
    ["a padded width", "/media/items/0640/sofa-oslo-1001-1.jpg"],
    ["an upper-case 'full'", "/media/items/FULL/sofa-oslo-1001-1.jpg"],
    ["an unknown format", "/media/items/640/sofa-oslo-1001-1.png"],
    ["an upper-case extension", "/media/items/640/sofa-oslo-1001-1.JPG"],
    ["no extension", "/media/items/640/sofa-oslo-1001-1"],
    ["an upper-case stem", "/media/items/640/Sofa-oslo-1001-1.jpg"],
    ["a stem starting with a dash", "/media/items/640/-sofa.jpg"],
    ["a stem with a dot", "/media/items/640/sofa.oslo.jpg"],
    ["a stem of 152 characters", `/media/items/640/${"a".repeat(152)}.jpg`],
    ["a missing source", "/media/items/640/chair-missing-1.jpg"],
    ["a source name with its own extension", "/media/items/640/sofa-oslo-1001-1.webp.jpg"],
  ])("answers 404 for %s", async (_case, url) => {
    const response = await app.request(url);
    expect(response.status).toBe(404);
  });

  it.each([
    "/media/items/640/../secret.jpg",
    "/media/items/%2e%2e/640/secret.jpg",
    "/media/items/640/..%2fsecret.jpg",
    "/media/items/640/%2e%2e%2fsecret.jpg",
    "/media/items/640/%2E%2E%2Fsecret.jpg",
    "/media/items/640/..%5csecret.jpg",
    "/media/items/..%2f..%2f640/sofa-oslo-1001-1.jpg",
    "/media/items/640/sofa-oslo-1001-1%00.jpg",
  ])("never reaches outside the media folder: %s", async (url) => {
    // A valid source one folder up: what a naive path join would reach.
    await writeFile(path.join(mediaDir, "secret.webp"), await sourceImage());
    const response = await app.request(url);
    expect(response.status).toBe(404);
    expect(existsSync(path.join(mediaDir, "cache"))).toBe(false);
  });

  it("renders a variant once however many requests ask for it at the same time", async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => app.request("/media/items/1024/sofa-oslo-1001-1.avif")),
    );
    const bodies = await Promise.all(responses.map(async (response) => Buffer.from(await response.arrayBuffer())));
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    expect(bodies.every((body) => body.equals(bodies[0] as Buffer))).toBe(true);
    expect(logged.filter((line) => line.msg === "image rendered")).toHaveLength(1);
  });

  it("logs a source sharp cannot read and answers 500 without details", async () => {
    await writeFile(path.join(mediaDir, "items", "broken-1.webp"), "not an image");
    const response = await app.request("/media/items/640/broken-1.jpg");
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Internal Server Error");
    expect(logged.filter((line) => line.level === "error").map((line) => line.msg)).toEqual(["image render failed"]);
  });
});

describe("GET /images/placeholder.svg", () => {
  it("serves the placeholder with the image cache headers", async () => {
    const response = await app.request("/images/placeholder.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toMatch(/^<svg [^>]*viewBox="0 0 400 400"/);
    const again = await app.request("/images/placeholder.svg", {
      headers: { "If-None-Match": response.headers.get("ETag") ?? "" },
    });
    expect(again.status).toBe(304);
  });
});

describe("GET /media/uploads/:width/:file", () => {
  it("serves the media library's uploads like product images, each folder with its own cache", async () => {
    await mkdir(path.join(mediaDir, "uploads"));
    await writeFile(path.join(mediaDir, "uploads", "sommer-k3x9q2.webp"), await sourceImage());
    const response = await app.request("/media/uploads/320/sommer-k3x9q2.jpg");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect((await imageOf(response)).width).toBe(320);
    expect(existsSync(path.join(mediaDir, "cache", "uploads", "320", "sommer-k3x9q2.jpg"))).toBe(true);
    // The same stem in another folder is another image (here: none).
    expect((await app.request("/media/items/320/sommer-k3x9q2.jpg")).status).toBe(404);
  });

  it("serves no other folder of the media directory", async () => {
    await mkdir(path.join(mediaDir, "private"));
    await writeFile(path.join(mediaDir, "private", "secret-1.webp"), await sourceImage());
    for (const url of [
      "/media/private/320/secret-1.webp",
      "/media/cache/320/secret-1.webp",
      "/media/..%2Fprivate/320/secret-1.webp",
      "/media/Uploads/320/secret-1.webp",
    ]) {
      expect((await app.request(url)).status, url).toBe(404);
    }
  });
});
