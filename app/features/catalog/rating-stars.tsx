import { MAX_RATING, roundRatingHalf } from "#common/rating.ts";
import { useT } from "~/lib/i18n.tsx";

/** Stars rounded to the nearest lower half (storefront.md section 9), read out as text. */
export function RatingStars({ average, count }: { average: number; count: number }) {
  const t = useT();
  const filled = (roundRatingHalf(average) / MAX_RATING) * 100;
  return (
    <p className="flex items-center gap-1.5 text-sm text-neutral-700">
      <span aria-hidden="true" className="relative inline-flex leading-none tracking-tight whitespace-nowrap">
        <span className="text-neutral-300">★★★★★</span>
        <span
          className="absolute inset-y-0 left-0 overflow-hidden whitespace-nowrap text-amber-500"
          style={{ width: `${filled}%` }}
        >
          ★★★★★
        </span>
      </span>
      <span className="sr-only">{t("catalog.ratingText", { rating: average, count })}</span>
      <span aria-hidden="true">({count})</span>
    </p>
  );
}
