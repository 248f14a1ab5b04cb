/**
 * Files shoppers upload for order properties of type "file" (docs/glossary.md, storefront spec §§3, 5).
 * Shared by the server (checks, request limit) and the product page (a size check before
 * sending, so nobody waits for a large upload the server would refuse).
 */

/**
 * The largest file any file property accepts: a property's own maximum applies below
 * it, a property without a maximum gets this one. It also bounds the upload request.
 */
export const PROPERTY_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** The largest file a property accepts: its own limit, never more than the ceiling. */
export function propertyFileLimit(maxFileSizeBytes: number | null): number {
  return maxFileSizeBytes && maxFileSizeBytes > 0
    ? Math.min(maxFileSizeBytes, PROPERTY_FILE_MAX_BYTES)
    : PROPERTY_FILE_MAX_BYTES;
}

/** 128 random bits in hex: the stored file's name and the order property's value. */
export const PROPERTY_FILE_KEY_PATTERN = /^[0-9a-f]{32}$/;

/** What an accepted upload answers; the cart stores `key` as the order property's value. */
export type PropertyFileReference = {
  key: string;
  itemId: number;
  propertyId: number;
  /** The shopper's file name, cleaned for display; never used as a path. */
  fileName: string;
  sizeBytes: number;
  /** Media type and extension read from the file's bytes, not from its name. */
  contentType: string;
  extension: string;
};
