import { MAX_RATING, roundRatingHalf } from "#common/rating.ts";

/**
 * Five stars filled to the nearest lower half: the glyphs painted gold up to the value and
 * grey after it (a half-star glyph is missing from many fonts). One element, not two stacked
 * rows of stars: a listing shows twenty of them (DOM size, issue 14). Decorative: the caller
 * says the rating in text.
 */
export function StarMeter({ value, className = "" }: { value: number; className?: string }) {
  const filled = (roundRatingHalf(value) / MAX_RATING) * 100;
  return (
    <span
      aria-hidden="true"
      className={`inline-block bg-clip-text leading-none whitespace-nowrap text-transparent ${className}`}
      style={{
        backgroundImage: `linear-gradient(to right, var(--color-secondary-700) ${filled}%, var(--color-neutral-400) ${filled}%)`,
      }}
    >
      ★★★★★
    </span>
  );
}
