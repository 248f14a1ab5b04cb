import { preload } from "react-dom";
import {
  IMAGE_WIDTHS,
  itemImageSrcSet,
  itemImageUrl,
  PLACEHOLDER_IMAGE,
  type ImageFormat,
  type ImageWidth,
} from "#common/media.ts";

type ResponsiveImageProps = {
  /** The stored source file name ("sofa-oslo-1001-1.webp"); null shows the placeholder. */
  fileName: string | null;
  alt: string;
  /** The source's pixel size: it limits the srcset and reserves the box before loading. */
  width: number;
  height: number;
  /** The rendered width per breakpoint, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /**
   * The page's largest image above the fold (LCP): fetched at once and first, and named in the
   * head as a preload of the AVIF the <picture> picks (same srcset and sizes), so the browser
   * starts it before it meets the <img>.
   */
  priority?: boolean;
  /** Classes for the <img>; the <picture> around it takes no box of its own. */
  className?: string;
};

// Wide enough for a full-width phone image at 2x without sending tablets the 1536 px file.
const FALLBACK_WIDTH: ImageWidth = 640;

/** A product image in AVIF, WebP and JPEG at every width up to the source's (common/media.ts). */
export function ResponsiveImage({
  fileName,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
}: ResponsiveImageProps) {
  const loading = priority
    ? ({ loading: "eager", fetchPriority: "high" } as const)
    : ({ loading: "lazy", fetchPriority: undefined } as const);
  if (fileName === null) {
    return (
      <img
        src={PLACEHOLDER_IMAGE}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        className={className}
        {...loading}
      />
    );
  }
  const srcSet = (format: ImageFormat) =>
    // A source narrower than the smallest width is only available at its own size.
    itemImageSrcSet(fileName, width, format) || `${itemImageUrl(fileName, "full", format)} ${width}w`;
  // React puts it into the head of the server's HTML (and dedupes it); React does not preload
  // an <img> inside a <picture> by itself.
  if (priority) {
    preload(itemImageUrl(fileName, fallbackWidth(width), "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet("avif"),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={itemImageUrl(fileName, fallbackWidth(width), "jpg")}
        srcSet={srcSet("jpg")}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        className={className}
        {...loading}
      />
    </picture>
  );
}

/** For browsers without srcset support: 640, or the largest width the source has. */
function fallbackWidth(sourceWidth: number): ImageWidth | "full" {
  if (sourceWidth >= FALLBACK_WIDTH) return FALLBACK_WIDTH;
  return IMAGE_WIDTHS.filter((width) => width <= sourceWidth).at(-1) ?? "full";
}
