import { BLOCK_LIMITS } from "#common/blocks/block-fields.ts";
import type { CarouselBlock } from "#common/blocks/block-schema.ts";

/**
 * The slide list of a Carousel form: pure edits of its Banners that answer the new list and
 * the slide to show next. A new slide is an empty Banner (every content field is optional).
 */
export type Slide = CarouselBlock["content"][number];
export type SlideEdit = { slides: Slide[]; selected: number };

export const MAX_SLIDES = BLOCK_LIMITS.maxBannersPerCarousel;
/** A carousel keeps at least one slide; a save of one without is refused (docs/blocks.md). */
export const MIN_SLIDES = BLOCK_LIMITS.minBannersPerCarousel;

export function emptyBanner(uuid: string): Slide {
  return { name: "Banner", type: "content", meta: { uuid }, content: {} };
}

/** A new empty slide right after `after` (at the end when out of range); null when full. */
export function addSlide(slides: readonly Slide[], after: number, uuid: string): SlideEdit | null {
  if (slides.length >= MAX_SLIDES) return null;
  const at = after >= 0 && after < slides.length ? after + 1 : slides.length;
  const next = [...slides];
  next.splice(at, 0, emptyBanner(uuid));
  return { slides: next, selected: at };
}

/**
 * Without slide `index`; the slide now in its place (or the new last one) is selected. null
 * when only MIN_SLIDES are left: the last slide stays.
 */
export function removeSlide(slides: readonly Slide[], index: number): SlideEdit | null {
  if (slides.length <= MIN_SLIDES) return null;
  if (index < 0 || index >= slides.length) return { slides: [...slides], selected: Math.max(0, slides.length - 1) };
  const next = slides.filter((_, i) => i !== index);
  return { slides: next, selected: Math.max(0, Math.min(index, next.length - 1)) };
}

/** Slide `index` one place earlier or later; at the edge nothing moves. It stays selected. */
export function moveSlide(slides: readonly Slide[], index: number, direction: "up" | "down"): SlideEdit {
  const to = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || index >= slides.length || to < 0 || to >= slides.length) {
    return { slides: [...slides], selected: index };
  }
  const next = [...slides];
  [next[index], next[to]] = [next[to] as Slide, next[index] as Slide];
  return { slides: next, selected: to };
}

/** Slide `index` replaced by `slide` (its edited version). */
export function replaceSlide(slides: readonly Slide[], index: number, slide: Slide): Slide[] {
  return slides.map((current, i) => (i === index ? slide : current));
}
