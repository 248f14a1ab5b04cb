import { IMAGE_WIDTHS, type ImageFormat } from "#common/media.ts";

/**
 * Addresses of a block image (docs/blocks.md "Images"): a file of the media folder
 * (`<folder>/<stem>.webp`) is served in every width and format by the media route
 * (docs/images.md: /media/{folder}/{width}/{stem}.{format}); an https address is used as it is.
 */
export type BlockImageSource =
  { kind: "media"; srcSet: (format: ImageFormat) => string; fallback: string } | { kind: "external"; src: string };

const MEDIA_FILE = /^([a-z][a-z0-9-]{0,30})\/([a-z0-9][a-z0-9-]{0,150})\.webp$/;

/** Block images have no stored pixel size; the server never enlarges, so offering every width is safe. */
export function blockImageSource(reference: string | undefined): BlockImageSource | null {
  if (!reference) return null;
  const media = MEDIA_FILE.exec(reference);
  if (media) {
    const [, folder, stem] = media;
    const url = (width: number | "full", format: ImageFormat) => `/media/${folder}/${width}/${stem}.${format}`;
    return {
      kind: "media",
      srcSet: (format) => IMAGE_WIDTHS.map((width) => `${url(width, format)} ${width}w`).join(", "),
      fallback: url(640, "jpg"),
    };
  }
  if (reference.startsWith("https://")) return { kind: "external", src: reference };
  return null;
}

/** The four images of Banner and Image, widest first, with the screen width each starts at. */
export const BREAKPOINTS = [
  { key: "wideScreen", minWidth: 1280 },
  { key: "desktop", minWidth: 1024 },
  { key: "tablet", minWidth: 768 },
  { key: "mobile", minWidth: 0 },
] as const;

export type BreakpointImages = Partial<Record<(typeof BREAKPOINTS)[number]["key"], string>>;

/**
 * The image each breakpoint shows: its own, else the nearest narrower one, else the nearest
 * wider one; consecutive breakpoints with the same image collapse into one (fewer sources).
 * Answers the list widest first; the last entry (minWidth 0) is the <img> fallback.
 */
export function artDirection(images: BreakpointImages): { minWidth: number; reference: string }[] {
  const given = BREAKPOINTS.map((point) => images[point.key] || undefined);
  const chosen = BREAKPOINTS.map((point, index) => {
    const narrower = given.slice(index).find(Boolean);
    const wider = given.slice(0, index).reverse().find(Boolean);
    return { minWidth: point.minWidth, reference: narrower ?? wider };
  });
  if (chosen.every((entry) => entry.reference === undefined)) return [];
  return chosen
    .filter((entry, index) => entry.reference !== chosen[index + 1]?.reference)
    .map((entry) => ({ minWidth: entry.minWidth, reference: entry.reference! }));
}
