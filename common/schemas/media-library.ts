import { z } from "zod";

/**
 * The media library of the editor's image picker (issue 5, docs/images.md "Media library and
 * uploads"): doUploadMedia and getMediaLibrary. An image is referenced as docs/blocks.md
 * "Images" says: `<folder>/<stem>.webp`. Uploads go to the `uploads` folder; the demo
 * catalog's product images (`items`) can be picked too.
 */

/** Largest upload accepted (bytes of the file as sent). */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** Largest decoded image (width x height): refuses decompression bombs before decoding. */
export const MEDIA_MAX_PIXELS = 40_000_000;
/** The folders the media route serves and the picker lists. */
export const MEDIA_FOLDERS = ["items", "uploads"] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];
export const MEDIA_PAGE_SIZE_MAX = 60;
export const MEDIA_PAGE_SIZE_DEFAULT = 24;

/** The picker's two sources: the operators' uploads (newest first) and the catalog's images (by name). */
export const MEDIA_SOURCES = ["uploads", "catalog"] as const;
export type MediaSource = (typeof MEDIA_SOURCES)[number];

/** A media file reference: `uploads/sommer-banner-k3x9q2.webp`. */
export const MEDIA_REFERENCE = /^(items|uploads)\/([a-z0-9][a-z0-9-]{0,150})\.webp$/;
/** An uploaded file's reference (only uploads can be deleted; the catalog owns its images). */
export const UPLOAD_REFERENCE = /^uploads\/([a-z0-9][a-z0-9-]{0,150})\.webp$/;

export const mediaLibraryInput = z.strictObject({
  source: z.enum(MEDIA_SOURCES, { error: "validation.invalid" }).default("uploads"),
  page: z.int("validation.wholeNumber").min(1, "validation.invalid").max(100_000, "validation.invalid").default(1),
  size: z
    .int("validation.wholeNumber")
    .min(1, "validation.invalid")
    .max(MEDIA_PAGE_SIZE_MAX, "validation.invalid")
    .default(MEDIA_PAGE_SIZE_DEFAULT),
});
export type MediaLibraryInput = z.input<typeof mediaLibraryInput>;

export const deleteMediaInput = z.strictObject({
  reference: z
    .string("validation.invalid")
    .max(200, "validation.invalid")
    .regex(UPLOAD_REFERENCE, "validation.invalid"),
});
export type DeleteMediaInput = z.input<typeof deleteMediaInput>;

export type MediaEntry = {
  /** The image reference stored in a block (`<folder>/<stem>.webp`). */
  reference: string;
  width: number;
  height: number;
  /** The uploaded file's name (uploads) or the file's own name (catalog). */
  originalName: string;
};

export type MediaLibraryPage = {
  source: MediaSource;
  page: number;
  size: number;
  entries: MediaEntry[];
  hasMore: boolean;
};

/**
 * A small preview address of an image reference: the 320 px WebP of a media file, an
 * https address as it is, null for anything else (the block schema refuses it anyway).
 */
export function mediaPreviewUrl(reference: string): string | null {
  const media = MEDIA_REFERENCE.exec(reference);
  if (media) return `/media/${media[1]}/320/${media[2]}.webp`;
  if (/^https:\/\/[^\s/]+/.test(reference)) return reference;
  return null;
}

/**
 * What an image field may hold before the block schema judges it on save: empty, a media
 * file reference, or an https address (docs/blocks.md "Images"). For the field's hint only.
 */
export function isImageReference(value: string): boolean {
  return value === "" || MEDIA_REFERENCE.test(value) || /^https:\/\/[^\s/]+/.test(value);
}
