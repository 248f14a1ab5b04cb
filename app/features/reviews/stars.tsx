import { roundRatingHalf } from "#common/rating.ts";

/** Five stars filled to the nearest lower half; the text next to it carries the meaning. */
export function Stars({ value, size = "text-base" }: { value: number; size?: string }) {
  const rounded = roundRatingHalf(value);
  return (
    <span aria-hidden="true" className={`inline-flex text-secondary-600 ${size}`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star}>{rounded >= star ? "★" : rounded >= star - 0.5 ? "⯪" : "☆"}</span>
      ))}
    </span>
  );
}
