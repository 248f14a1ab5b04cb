import sharp from "sharp";
import { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS } from "#common/schemas/media-library.ts";

/** What the library accepts, as sharp names the decoded format (AVIF is HEIF with AV1). */
const ACCEPTED = new Set(["jpeg", "png", "webp", "gif", "heif"]);
/** Stored sources fit this box: larger than the widest variant (1536) so `full` stays sharp. */
const STORED_MAX_EDGE = 2560;
const WEBP_QUALITY = 85;

export type MediaRejection = "empty" | "tooLarge" | "unsupported" | "invalid";
export type PreparedImage = { webp: Buffer; width: number; height: number };
export type PreparedUpload = { ok: true; image: PreparedImage } | { ok: false; reason: MediaRejection };

/**
 * Turns an uploaded file into the library's stored form, judging it by its bytes only (the
 * name and Content-Type play no part): at most MEDIA_MAX_BYTES; JPEG, PNG, WebP, AVIF or
 * GIF (its first frame) as decoded by sharp; at most MEDIA_MAX_PIXELS, checked from the
 * header before any pixel is decoded (a decompression bomb is refused cheaply); decoded
 * completely (a truncated file is refused). The result is a WebP turned upright by its
 * EXIF orientation, with every metadata block (EXIF, GPS, XMP, ICC comments) left behind.
 */
export function prepareUpload(bytes: Uint8Array): Promise<PreparedUpload> {
  // One upload decodes at a time per process: a 40-megapixel image takes some 160 MB of
  // pixels, and several at once could exhaust a small node's memory.
  const run = queue.then(() => prepare(bytes));
  queue = run.catch(() => undefined);
  return run;
}

let queue: Promise<unknown> = Promise.resolve();

async function prepare(bytes: Uint8Array): Promise<PreparedUpload> {
  if (bytes.byteLength === 0) return { ok: false, reason: "empty" };
  if (bytes.byteLength > MEDIA_MAX_BYTES) return { ok: false, reason: "tooLarge" };
  // failOn "warning": any damage in the pixel data aborts instead of giving a grey half image.
  const options = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: "warning", autoOrient: true } as const;
  try {
    const metadata = await sharp(bytes, options).metadata();
    const format = metadata.format as string | undefined;
    if (!format || !ACCEPTED.has(format)) return { ok: false, reason: "unsupported" };
    // HEIF also wraps HEVC (HEIC photos), which this sharp build cannot decode: only AV1 is AVIF.
    if (format === "heif" && metadata.compression !== "av1") return { ok: false, reason: "unsupported" };
    const { data, info } = await sharp(bytes, options)
      .resize({ width: STORED_MAX_EDGE, height: STORED_MAX_EDGE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, image: { webp: data, width: info.width, height: info.height } };
  } catch (error) {
    return { ok: false, reason: rejectionOf(error) };
  }
}

/** sharp reports everything as an Error; its message is the only way to tell the cases apart. */
function rejectionOf(error: unknown): MediaRejection {
  const message = error instanceof Error ? error.message : "";
  if (/unsupported image format/i.test(message)) return "unsupported";
  if (/pixel limit/i.test(message)) return "tooLarge";
  return "invalid";
}
