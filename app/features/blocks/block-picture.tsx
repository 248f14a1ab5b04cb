import type { CSSProperties } from "react";
import { artDirection, blockImageSource, type BreakpointImages } from "./block-image-sources.ts";

/**
 * The four breakpoint images of a Banner or Image block as one art-directed <picture>:
 * a <source> per breakpoint and format (AVIF, WebP) and a JPEG <img> for the narrowest.
 * Without any image it renders nothing.
 */
export function BlockPicture({
  images,
  alt,
  sizes,
  width,
  height,
  priority = false,
  className,
  style,
}: {
  images: BreakpointImages;
  alt: string;
  sizes: string;
  /** The box the browser reserves before the image arrives (aspect ratio). */
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  const entries = artDirection(images).flatMap((entry) => {
    const source = blockImageSource(entry.reference);
    return source ? [{ ...entry, source }] : [];
  });
  const fallback = entries.at(-1);
  if (!fallback) return null;
  const loading = priority ? ({ loading: "eager", fetchPriority: "high" } as const) : ({ loading: "lazy" } as const);
  const media = (minWidth: number) => (minWidth > 0 ? `(min-width: ${minWidth}px)` : undefined);
  return (
    <picture className="contents">
      {entries.flatMap(({ minWidth, source }) =>
        source.kind === "media"
          ? (["avif", "webp"] as const).map((format) => (
              <source
                key={`${minWidth}-${format}`}
                media={media(minWidth)}
                type={`image/${format}`}
                srcSet={source.srcSet(format)}
                sizes={sizes}
              />
            ))
          : minWidth > 0
            ? [<source key={`${minWidth}-external`} media={media(minWidth)} srcSet={source.src} />]
            : [],
      )}
      <img
        src={fallback.source.kind === "media" ? fallback.source.fallback : fallback.source.src}
        srcSet={fallback.source.kind === "media" ? fallback.source.srcSet("jpg") : undefined}
        sizes={fallback.source.kind === "media" ? sizes : undefined}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        className={className}
        style={style}
        {...loading}
      />
    </picture>
  );
}
