import { MAX_RATING, roundRatingHalf } from "#common/rating.ts";

/**
 * Five stars filled to the nearest lower half: grey stars with gold ones over them, cut
 * at the value (a half-star glyph is missing from many fonts). Decorative: the caller
 * says the rating in text.
 */
export function StarMeter({ value, className = "" }: { value: number; className?: string }) {
  const filled = (roundRatingHalf(value) / MAX_RATING) * 100;
  return (
    <span aria-hidden="true" className={`relative inline-flex leading-none whitespace-nowrap ${className}`}>
      <span className="text-neutral-400">★★★★★</span>
      <span
        className="absolute inset-y-0 left-0 overflow-hidden whitespace-nowrap text-secondary-700"
        style={{ width: `${filled}%` }}
      >
        ★★★★★
      </span>
    </span>
  );
}
