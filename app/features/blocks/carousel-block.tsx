import { useRef, useState } from "react";
import type { CarouselBlock as CarouselBlockData } from "#common/blocks/block-schema.ts";
import { useT } from "~/lib/i18n.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { BannerBlock } from "./banner-block.tsx";

/**
 * A Carousel of Banners after the APG carousel pattern: a labelled region, each slide a
 * group named "Slide x of y", previous/next buttons when controls.displayArrows, no
 * automatic rotation. The slides sit in a horizontal scroll-snap strip, so without
 * JavaScript the first slide shows and the others are reached by scrolling, swiping or
 * tabbing to their links; the buttons need JavaScript and appear after hydration.
 */
export function CarouselBlock({ block, priority = false }: { block: CarouselBlockData; priority?: boolean }) {
  const t = useT();
  const hydrated = useHydrated();
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  /** The slide an arrow is scrolling to, until the strip is there. */
  const pendingTarget = useRef<number | null>(null);
  const slides = block.content;
  if (slides.length === 0) return null;
  const total = slides.length;
  const controls = block.configuration?.controls;
  const showArrows = hydrated && total > 1 && controls?.displayArrows === true;

  const show = (index: number) => {
    const track = trackRef.current;
    if (!track) return;
    const target = (index + total) % total;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    pendingTarget.current = target;
    track.scrollTo({ left: target * track.clientWidth, behavior: smooth ? "smooth" : "auto" });
    setCurrent(target);
  };
  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const position = track.scrollLeft / track.clientWidth;
    if (pendingTarget.current !== null) {
      // A scroll the arrows started: the counter names its target already, and the frames on
      // the way must not change it (a quick second click would count from a slide in between
      // and could even wrap round the wrong way).
      if (Math.abs(position - pendingTarget.current) > 0.01) return;
      pendingTarget.current = null;
    }
    setCurrent(Math.round(position));
  };
  // The scroll ended, reached or not (the shopper may have swiped meanwhile): follow it again.
  const onScrollEnd = () => {
    pendingTarget.current = null;
    onScroll();
  };
  const arrowStyle = { color: controls?.color, borderColor: controls?.color };

  return (
    <section
      aria-roledescription={t("blocks.carousel.roleDescription")}
      aria-label={t("blocks.carousel.label")}
      className="relative"
    >
      <div
        ref={trackRef}
        onScroll={onScroll}
        onScrollEnd={onScrollEnd}
        // A scrollable strip must be reachable by keyboard even when no slide has a link
        // (WCAG 2.1.1, axe scrollable-region-focusable); the rule does not know scroll containers.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:thin]"
      >
        {slides.map((banner, index) => (
          <div
            key={banner.meta.uuid}
            role="group"
            aria-roledescription={t("blocks.carousel.slide")}
            aria-label={t("blocks.carousel.slideOf", { index: index + 1, total })}
            className="w-full shrink-0 snap-start"
          >
            <BannerBlock block={banner} priority={priority && index === 0} />
          </div>
        ))}
      </div>
      {total > 1 && (
        <p
          aria-live={hydrated ? "polite" : undefined}
          className="absolute right-4 bottom-4 rounded bg-black/60 px-2 py-1 text-sm text-white"
        >
          {t("blocks.carousel.slideOf", { index: current + 1, total })}
        </p>
      )}
      {showArrows && (
        <>
          <button
            type="button"
            onClick={() => show(current - 1)}
            aria-label={t("blocks.carousel.previous")}
            style={arrowStyle}
            className="absolute top-1/2 left-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-black/50 text-2xl text-white hover:bg-black/70"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            onClick={() => show(current + 1)}
            aria-label={t("blocks.carousel.next")}
            style={arrowStyle}
            className="absolute top-1/2 right-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-black/50 text-2xl text-white hover:bg-black/70"
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </section>
  );
}
