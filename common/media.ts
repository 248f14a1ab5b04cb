/**
 * Product image URLs. Sources live in the media folder as `<stem>.webp`; the server renders
 * each width and format on first request and caches it (docs/glossary.md, storefront spec §9 widths).
 *   /media/items/{width}/{stem}.{avif|webp|jpg}   width from IMAGE_WIDTHS
 *   /media/items/full/{stem}.{avif|webp|jpg}      the source size
 */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_FORMATS = ["avif", "webp", "jpg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The stem of a stored file name: "items/sofa-oslo-1001-1.webp" -> "sofa-oslo-1001-1". */
export function imageStem(fileName: string): string {
  return fileName.replace(/^.*\//, "").replace(/\.[a-z0-9]+$/i, "");
}

export function itemImageUrl(fileName: string, width: ImageWidth | "full", format: ImageFormat): string {
  return `/media/items/${width}/${imageStem(fileName)}.${format}`;
}

/** A srcset of every width up to the source's own. */
export function itemImageSrcSet(fileName: string, sourceWidth: number, format: ImageFormat): string {
  return IMAGE_WIDTHS.filter((width) => width <= sourceWidth)
    .map((width) => `${itemImageUrl(fileName, width, format)} ${width}w`)
    .join(", ");
}

/** Shown where a product has no image (and for shipping lines). */
export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";
