import { lazy, Suspense, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { ProductImage } from "#server/modules/catalog/product-images.ts";
import { ResponsiveImage } from "~/components/ui/responsive-image.tsx";
import { useT } from "~/lib/i18n.tsx";

// The zoom dialog (and react-aria's modal code) is a chunk of its own, fetched when the shopper
// points at or focuses the image, so it is in before the click that opens it.
const importZoom = () => import("./gallery-zoom.tsx");
const GalleryZoom = lazy(() => importZoom().then((module) => ({ default: module.GalleryZoom })));
const preloadZoom = () => void importZoom();

/** A horizontal move of at least this many pixels (and more than vertical) is a swipe. */
const SWIPE_DISTANCE = 40;
const MAIN_SIZES = "(min-width: 1280px) 608px, (min-width: 1024px) 50vw, calc(100vw - 2rem)";

/**
 * The product images: a large image (the page's LCP element when it is the first),
 * thumbnails as buttons, arrow keys and swipes to move through them, and a zoom dialog.
 */
export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  // Mounted from the first opening on, so closing it returns the focus as before.
  const [zoomUsed, setZoomUsed] = useState(false);
  // A new variation brings its own images: start again at the first.
  const imageKey = images.map((image) => image.id).join(",");
  const [shownKey, setShownKey] = useState(imageKey);
  if (shownKey !== imageKey) {
    setShownKey(imageKey);
    setIndex(0);
  }
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const swipe = useRef<{ x: number; y: number; moved: boolean } | null>(null);

  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  if (!current) {
    return (
      <div className="flex aspect-square items-center justify-center rounded-lg bg-neutral-100">
        <ResponsiveImage fileName={null} alt={t("product.noImage", { name })} width={600} height={600} sizes="50vw" />
      </div>
    );
  }
  const altOf = (image: ProductImage) => image.alt || name;
  const show = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    const edge = { Home: 0, End: count - 1 }[event.key];
    if (count < 2 || (step === undefined && edge === undefined)) return;
    // Keys from the zoom dialog bubble here through the React tree (it is a portal); it handles its own.
    if (!event.currentTarget.contains(event.target as Node)) return;
    event.preventDefault();
    const next = edge ?? (((index + (step ?? 0)) % count) + count) % count;
    show(next);
    // Focus follows on the thumbnails, so the current one stays the focused one.
    const focusedThumbnail = thumbnails.current.findIndex((button) => button === document.activeElement);
    if (focusedThumbnail !== -1) thumbnails.current[next]?.focus();
  };
  const onPointerDown = (event: PointerEvent) => {
    preloadZoom();
    swipe.current = { x: event.clientX, y: event.clientY, moved: false };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(event.clientY - start.y) && count > 1) {
      start.moved = true;
      show(index + (dx < 0 ? 1 : -1));
    }
  };
  const openZoom = () => {
    // The click that ends a swipe must not open the zoom.
    if (swipe.current?.moved) {
      swipe.current = null;
      return;
    }
    setZoomUsed(true);
    setZoomed(true);
  };

  return (
    // Arrow keys are handled for the buttons inside; the section itself takes no focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section aria-label={t("product.gallery")} onKeyDown={onKeyDown}>
      <div className="relative">
        <button
          type="button"
          onClick={openZoom}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipe.current = null)}
          onPointerEnter={preloadZoom}
          onFocus={preloadZoom}
          // A native image drag would swallow the swipe's pointer events.
          onDragStart={(event) => event.preventDefault()}
          aria-label={t("product.enlargeImage", { alt: altOf(current) })}
          className="block w-full cursor-zoom-in touch-pan-y overflow-hidden rounded-lg bg-neutral-50"
        >
          <ResponsiveImage
            key={current.id}
            fileName={current.fileName}
            alt={altOf(current)}
            width={current.width}
            height={current.height}
            sizes={MAIN_SIZES}
            priority={index === 0}
            className="aspect-square h-auto w-full object-contain"
          />
        </button>
        {count > 1 && (
          <>
            <GalleryArrow direction="previous" label={t("product.previousImage")} onPress={() => show(index - 1)} />
            <GalleryArrow direction="next" label={t("product.nextImage")} onPress={() => show(index + 1)} />
          </>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {t("product.imagePosition", { index: index + 1, count })}
      </p>
      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((image, position) => (
            <li key={image.id} className="shrink-0">
              <button
                type="button"
                ref={(button) => {
                  thumbnails.current[position] = button;
                }}
                onClick={() => show(position)}
                aria-label={t("product.showImage", { index: position + 1, count })}
                aria-current={position === index ? "true" : undefined}
                className={`block h-20 w-20 overflow-hidden rounded-md border-2 bg-neutral-50 ${position === index ? "border-primary-700" : "border-neutral-300 hover:border-neutral-500"}`}
              >
                <ResponsiveImage
                  fileName={image.fileName}
                  alt=""
                  width={image.width}
                  height={image.height}
                  sizes="80px"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomUsed && (
        <Suspense fallback={null}>
          <GalleryZoom
            isOpen={zoomed}
            onOpenChange={setZoomed}
            image={current}
            alt={altOf(current)}
            position={{ index: index + 1, count }}
            onStep={(step) => show(index + step)}
          />
        </Suspense>
      )}
    </section>
  );
}

function GalleryArrow({
  direction,
  label,
  onPress,
}: {
  direction: "previous" | "next";
  label: string;
  onPress: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onPress}
      aria-label={label}
      className={`absolute top-1/2 -translate-y-1/2 ${direction === "previous" ? "left-2" : "right-2"} flex h-11 w-11 items-center justify-center rounded-full border border-neutral-400 bg-white/90 text-2xl text-neutral-900 shadow hover:bg-white`}
    >
      <span aria-hidden="true">{direction === "previous" ? "‹" : "›"}</span>
    </button>
  );
}
