import { z } from "zod";
import { messageKey } from "../i18n/message-key.ts";

/**
 * Bounds of one block document (docs/glossary.md, editor spec §3 names the fields; §5 leaves the
 * bounds to us, docs/blocks.md records them).
 */
export const BLOCK_LIMITS = {
  /** Blocks on one page, nested ones included. */
  maxBlocksPerPage: 100,
  /** A structure block's children are content blocks: page -> structure -> content. */
  maxDepth: 2,
  maxBannersPerCarousel: 10,
  /** Checked when a page is saved, not when it loads: older documents may hold an empty one. */
  minBannersPerCarousel: 1,
  maxGridColumns: 4,
  /** UTF-8 bytes of the serialised document. */
  maxDocumentBytes: 256 * 1024,
  maxShortText: 200,
  maxAltText: 250,
  maxButtonLabel: 80,
  maxLink: 2048,
  maxHtml: 20_000,
} as const;

const maxLength = (max: number) => messageKey("validation.maxLength", { max });

export const shortText = z.string().max(BLOCK_LIMITS.maxShortText, maxLength(BLOCK_LIMITS.maxShortText));
export const altText = z.string().max(BLOCK_LIMITS.maxAltText, maxLength(BLOCK_LIMITS.maxAltText));
export const buttonLabel = z.string().max(BLOCK_LIMITS.maxButtonLabel, maxLength(BLOCK_LIMITS.maxButtonLabel));
/** Rich text from the TipTap editor; the server sanitises it on save and on render. */
export const htmlText = z.string().max(BLOCK_LIMITS.maxHtml, maxLength(BLOCK_LIMITS.maxHtml));

/** #rgb, #rrggbb or #rrggbbaa: nothing else can reach a style attribute. */
export const colour = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, "validation.invalid");
/** 0 (transparent / dark) to 1 (opaque / unchanged). */
export const unitFraction = z.number().min(0, "validation.invalid").max(1, "validation.invalid");

export const textAlignment = z.enum(["left", "center", "right"], { error: "validation.invalid" });
export const flexPosition = z.enum(["start", "center", "end"], { error: "validation.invalid" });
export const buttonVariant = z.enum(["primary", "secondary"], { error: "validation.invalid" });

// Characters a browser drops or folds inside a URL (tabs, newlines, other controls, spaces,
// backslashes read as slashes): "java\tscript:" and "/\evil.example" must not slip through.
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const UNSAFE_URL_CHARACTERS = /[\s\\\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/;

/**
 * A link a block may carry: http(s) URLs, a path on this shop ("/..." but not "//host"),
 * an anchor ("#..."), mailto: and tel:. Never javascript:, data: or any other scheme.
 */
export function isSafeLink(value: string): boolean {
  if (value === "") return true;
  if (UNSAFE_URL_CHARACTERS.test(value)) return false;
  if (value.startsWith("#")) return true;
  if (value.startsWith("/")) return !value.startsWith("//");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === "mailto" || scheme === "tel") return value.length > scheme.length + 1;
  if (scheme !== "http" && scheme !== "https") return false;
  return URL.canParse(value) && new URL(value).hostname !== "";
}

export const link = z
  .string()
  .max(BLOCK_LIMITS.maxLink, maxLength(BLOCK_LIMITS.maxLink))
  .refine(isSafeLink, "validation.linkInvalid");

/** An image in the shop's media folder, as `<folder>/<stem>.webp` (docs/images.md). */
const MEDIA_IMAGE = /^[a-z][a-z0-9-]{0,30}\/[a-z0-9][a-z0-9-]{0,150}\.webp$/;

/** "" (no image), a file of the media folder, or an https image URL. */
export function isImageReference(value: string): boolean {
  if (value === "" || MEDIA_IMAGE.test(value)) return true;
  return value.startsWith("https://") && isSafeLink(value);
}

export const imageReference = z
  .string()
  .max(BLOCK_LIMITS.maxLink, maxLength(BLOCK_LIMITS.maxLink))
  .refine(isImageReference, "validation.imageInvalid");

/** The four breakpoint images of Banner and Image (storefront widths: docs/images.md). */
export const breakpointImages = {
  wideScreen: imageReference.optional(),
  desktop: imageReference.optional(),
  tablet: imageReference.optional(),
  mobile: imageReference.optional(),
  alt: altText.optional(),
};

export const button = z.strictObject({
  label: buttonLabel.optional(),
  link: link.optional(),
  variant: buttonVariant.optional(),
});
