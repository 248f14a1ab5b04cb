import type { RatingSummary } from "#common/rating.ts";
import { roundRatingHalf } from "#common/rating.ts";
import { useT } from "~/lib/i18n.tsx";

/** Stars (rounded down to the half) and the average to a tenth, with the number of ratings. */
export function RatingBadge({ rating, reviewsAnchor }: { rating: RatingSummary; reviewsAnchor: boolean }) {
  const t = useT();
  if (rating.ratingsCountTotal === 0) {
    return <p className="text-sm text-neutral-700">{t("product.ratingCount", { count: 0 })}</p>;
  }
  const half = roundRatingHalf(rating.averageValue);
  return (
    <p className="flex items-center gap-2 text-sm">
      <span aria-hidden="true" className="text-lg text-secondary-700">
        {[1, 2, 3, 4, 5].map((star) => (half >= star ? "★" : half >= star - 0.5 ? "⯪" : "☆")).join("")}
      </span>
      <span>{t("product.rating", { average: rating.averageValue })}</span>
      {reviewsAnchor ? (
        <a href="#reviews" className="text-neutral-800 underline underline-offset-2">
          {t("product.ratingCount", { count: rating.ratingsCountTotal })}
        </a>
      ) : (
        <span className="text-neutral-800">{t("product.ratingCount", { count: rating.ratingsCountTotal })}</span>
      )}
    </p>
  );
}
