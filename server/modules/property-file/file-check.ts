import { fileTypeFromBuffer } from "file-type";

/**
 * Accepted formats are file extensions as operators write them; several name one format.
 * Illustrator files with PDF compatibility are PDFs that file-type reports as "ai".
 */
const SAME_FORMAT: Record<string, string> = { jpeg: "jpg", jpe: "jpg", tiff: "tif", ai: "pdf" };

/** A file property without accepted formats takes the usual images and PDF, not anything at all. */
export const DEFAULT_ACCEPTED_FORMATS = ["png", "jpg", "gif", "webp", "pdf"];

export function normalizeFormat(format: string): string {
  const lower = format.trim().toLowerCase().replace(/^\./, "");
  return SAME_FORMAT[lower] ?? lower;
}

export type FileRejection = "empty" | "too-large" | "unsupported";
export type FileCheck = { ok: true; contentType: string; extension: string } | { ok: false; reason: FileRejection };

/**
 * Judges an upload by its bytes: the size against the limit, the type by its signature
 * (file-type's magic-byte detection). The file's name plays no part, so a text file
 * called photo.png is refused and a PNG called design.pdf is a PNG.
 */
export async function checkPropertyFile(
  bytes: Uint8Array,
  rules: { acceptedFormats: string[]; maxBytes: number },
): Promise<FileCheck> {
  if (bytes.byteLength === 0) return { ok: false, reason: "empty" };
  if (bytes.byteLength > rules.maxBytes) return { ok: false, reason: "too-large" };
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return { ok: false, reason: "unsupported" };
  const formats = rules.acceptedFormats.length > 0 ? rules.acceptedFormats : DEFAULT_ACCEPTED_FORMATS;
  const extension = normalizeFormat(detected.ext);
  if (!formats.some((format) => normalizeFormat(format) === extension)) return { ok: false, reason: "unsupported" };
  return { ok: true, extension, contentType: extension === "pdf" ? "application/pdf" : detected.mime };
}

const MAX_NAME_LENGTH = 120;

/**
 * The shopper's file name for display (cart, order, operator): no folders, no control or
 * invisible formatting characters (a right-to-left override could disguise "gpj.exe"),
 * at most 120 characters with the extension kept. Never used as a path.
 */
export function displayFileName(name: string, extension: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  const characters = Array.from(cleaned);
  if (cleaned === "" || /^\.+$/.test(cleaned)) return `upload.${extension}`;
  if (characters.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const suffix = dot > 0 && cleaned.length - dot <= 11 ? cleaned.slice(dot) : "";
  return Array.from(cleaned.slice(0, cleaned.length - suffix.length))
    .slice(0, MAX_NAME_LENGTH - suffix.length)
    .join("")
    .concat(suffix);
}
