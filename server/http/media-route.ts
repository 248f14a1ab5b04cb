import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Context, Hono } from "hono";
import sharp from "sharp";
import { IMAGE_WIDTHS, PLACEHOLDER_IMAGE, type ImageFormat, type ImageWidth } from "#common/media.ts";
import { MEDIA_FOLDERS, type MediaFolder } from "#common/schemas/media-library.ts";
import type { Logger } from "../logger.ts";
import type { AppEnv } from "./request-context.ts";

export type MediaOptions = {
  /** `<DATA_DIR>/media`: sources in `<folder>/` (items, uploads), rendered variants in `cache/<folder>/`. */
  mediaDir: string;
  log: Logger;
};

// Every URL names one immutable rendering: a changed image gets a new file name.
const IMMUTABLE = "public, max-age=31536000, immutable";
// What Hono's c.body() accepts (a Uint8Array over a plain ArrayBuffer, not a shared one).
type Bytes = Uint8Array<ArrayBuffer>;
const CONTENT_TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };
const WIDTHS = new Map<string, ImageWidth | "full">([
  ...IMAGE_WIDTHS.map((width) => [String(width), width] as const),
  ["full", "full"],
]);
// No dots and no slashes, so a stem can never leave the media folder.
const FILE_PATTERN = /^([a-z0-9][a-z0-9-]{0,150})\.(avif|webp|jpg)$/;
const FOLDERS = new Set<string>(MEDIA_FOLDERS);

const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<rect width="400" height="400" fill="#f4f4f5"/>
<g fill="none" stroke="#a1a1aa" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">
<path d="M200 120 280 160 280 250 200 290 120 250 120 160Z"/>
<path d="M120 160 200 200 280 160M200 200v90M160 140l80 40v30"/>
</g>
</svg>
`;

/**
 * Product images and the editor's uploads: `GET /media/{items|uploads}/{width}/{stem}.{avif|webp|jpg}`
 * (common/media.ts, docs/images.md). Each variant is rendered from `<mediaDir>/<folder>/<stem>.webp`
 * on first request and kept on disk, so a shop never needs an image build step. Also serves
 * PLACEHOLDER_IMAGE.
 */
export function mountMedia(app: Hono<AppEnv>, { mediaDir, log }: MediaOptions): void {
  // One render per variant however many requests ask for it at once.
  const inFlight = new Map<string, Promise<Bytes | null>>();

  async function variant(
    folder: MediaFolder,
    width: ImageWidth | "full",
    stem: string,
    format: ImageFormat,
  ): Promise<Bytes | null> {
    const cacheFile = path.join(mediaDir, "cache", folder, String(width), `${stem}.${format}`);
    const pending = inFlight.get(cacheFile);
    if (pending) return pending;
    const cached = await readIfExists(cacheFile);
    if (cached) return cached;
    // Another request may have started the render while we looked at the disk.
    const started = inFlight.get(cacheFile);
    if (started) return started;
    const render = renderAndStore(folder, width, stem, format, cacheFile).finally(() => inFlight.delete(cacheFile));
    inFlight.set(cacheFile, render);
    return render;
  }

  async function renderAndStore(
    folder: MediaFolder,
    width: ImageWidth | "full",
    stem: string,
    format: ImageFormat,
    cacheFile: string,
  ): Promise<Bytes | null> {
    const source = await readIfExists(path.join(mediaDir, folder, `${stem}.webp`));
    if (!source) return null;
    const started = performance.now();
    const output = await encode(source, width, format);
    log.debug("image rendered", {
      folder,
      stem,
      width,
      format,
      bytes: output.length,
      ms: Math.round(performance.now() - started),
    });
    // Written aside and renamed into place, so a concurrent reader sees no file or a whole one.
    const temporary = `${cacheFile}.${randomUUID()}.tmp`;
    try {
      await mkdir(path.dirname(cacheFile), { recursive: true });
      await writeFile(temporary, output);
      await rename(temporary, cacheFile);
    } catch (error) {
      // A full or read-only disk costs a re-render next time, not the image.
      log.warn("image cache write failed", { error, file: cacheFile });
      await rm(temporary, { force: true });
    }
    return output;
  }

  app.get("/media/:folder/:width/:file", async (c) => {
    const folder = c.req.param("folder");
    const width = WIDTHS.get(c.req.param("width"));
    const match = FILE_PATTERN.exec(c.req.param("file"));
    if (!FOLDERS.has(folder) || !width || !match) return c.text("Not Found", 404);
    const stem = match[1] as string;
    const format = match[2] as ImageFormat;
    let body: Bytes | null;
    try {
      body = await variant(folder as MediaFolder, width, stem, format);
    } catch (error) {
      // A source sharp cannot read is our fault, not the visitor's: log it, say little.
      log.error("image render failed", { error, folder, stem, width, format });
      c.header("Cache-Control", "no-store");
      return c.text("Internal Server Error", 500);
    }
    if (!body) return c.text("Not Found", 404);
    return immutable(c, body, CONTENT_TYPES[format]);
  });

  const placeholder = new TextEncoder().encode(PLACEHOLDER_SVG);
  app.get(PLACEHOLDER_IMAGE, (c) => immutable(c, placeholder, "image/svg+xml; charset=utf-8"));
}

/** A 200 with a strong content ETag, or a 304 when the client already holds those bytes. */
function immutable(c: Context<AppEnv>, body: Bytes, contentType: string): Response {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  c.header("Cache-Control", IMMUTABLE);
  c.header("ETag", etag);
  if (etagMatches(c.req.header("If-None-Match"), etag)) return c.body(null, 304);
  c.header("Content-Type", contentType);
  c.header("Content-Length", String(body.length));
  return c.body(body);
}

/**
 * If-None-Match uses the weak comparison (RFC 9110 13.1.2). A compressed SVG's tag carries
 * the encoding (`"...-br"`); compression.ts strips it from If-None-Match before this runs.
 */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

function encode(source: Bytes, width: ImageWidth | "full", format: ImageFormat): Promise<Bytes> {
  // The full-size WebP is the source itself: re-encoding would only lose quality.
  if (width === "full" && format === "webp") return Promise.resolve(source);
  const image = sharp(source, { autoOrient: true });
  if (width !== "full") image.resize({ width, withoutEnlargement: true });
  switch (format) {
    case "avif":
      // Effort 3 renders a 640 px variant in well under a second; higher efforts save
      // a few percent of bytes for several times the CPU on a cold cache.
      return image.avif({ quality: 50, effort: 3 }).toBuffer();
    case "webp":
      return image.webp({ quality: 75 }).toBuffer();
    case "jpg":
      // JPEG has no alpha: transparent areas would turn black without a background.
      return image.flatten({ background: "#ffffff" }).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  }
}

async function readIfExists(file: string): Promise<Bytes | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
