import { StarMeter } from "~/components/ui/star-meter.tsx";
import { useT } from "~/lib/i18n.tsx";

/** Stars rounded to the nearest lower half (docs/glossary.md, storefront spec §9), read out as text. */
export function RatingStars({ average, count }: { average: number; count: number }) {
  const t = useT();
  return (
    // The visible "(12)" is the paragraph's ::after (app.css, data-count): one element less on each of twenty cards.
    <p data-count={count} className="flex items-center gap-1.5 text-sm text-neutral-700">
      <StarMeter value={average} />
      <span className="sr-only">{t("catalog.ratingText", { rating: average, count })}</span>
    </p>
  );
}
