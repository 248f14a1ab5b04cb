import type { RatingSummary } from "#common/rating.ts";
import { StarMeter } from "~/components/ui/star-meter.tsx";
import { useT } from "~/lib/i18n.tsx";

/** Stars (rounded down to the half) and the average to a tenth, with the number of ratings. */
export function RatingBadge({ rating, reviewsAnchor }: { rating: RatingSummary; reviewsAnchor: boolean }) {
  const t = useT();
  if (rating.ratingsCountTotal === 0) {
    return <p className="text-sm text-neutral-700">{t("product.ratingCount", { count: 0 })}</p>;
  }
  return (
    <p className="flex items-center gap-2 text-sm">
      <StarMeter value={rating.averageValue} className="text-lg" />
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
