/** Rating display (docs/glossary.md, storefront spec §9): maximum 5, rounded to half stars or tenths. */
export const MAX_RATING = 5;

/**
 * Review and reply limits (docs/glossary.md, storefront spec §§5 and 9). Here, not beside the zod
 * schemas, so the review form does not download the schema library.
 */
export const REVIEW_TEXT_MAX = 500;
export const REVIEW_TITLE_MAX = 100;
export const REVIEWS_PER_PAGE = 10;

/** The nearest lower half: 4.74 -> 4.5, 4.75 -> 4.5, 4.99 -> 4.5, 5 -> 5. */
export function roundRatingHalf(value: number): number {
  return Math.min(MAX_RATING, Math.max(0, Math.floor(value * 2) / 2));
}

/** One decimal: 4.74 -> 4.7, 4.75 -> 4.8. */
export function roundRatingTenth(value: number): number {
  return Math.min(MAX_RATING, Math.max(0, Math.round(value * 10) / 10));
}

export type RatingSummary = {
  ratingsCountTotal: number;
  /** Average to one decimal; 0 without ratings. */
  averageValue: number;
  ratingsCountOf1: number;
  ratingsCountOf2: number;
  ratingsCountOf3: number;
  ratingsCountOf4: number;
  ratingsCountOf5: number;
};

export function ratingSummary(countsByStar: Partial<Record<1 | 2 | 3 | 4 | 5, number>>): RatingSummary {
  const counts = [1, 2, 3, 4, 5].map((star) => countsByStar[star as 1] ?? 0);
  const total = counts.reduce((sum, n) => sum + n, 0);
  const sum = counts.reduce((acc, n, index) => acc + n * (index + 1), 0);
  return {
    ratingsCountTotal: total,
    averageValue: total === 0 ? 0 : roundRatingTenth(sum / total),
    ratingsCountOf1: counts[0] ?? 0,
    ratingsCountOf2: counts[1] ?? 0,
    ratingsCountOf3: counts[2] ?? 0,
    ratingsCountOf4: counts[3] ?? 0,
    ratingsCountOf5: counts[4] ?? 0,
  };
}
