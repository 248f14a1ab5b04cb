import { lazy, Suspense, useCallback, useState } from "react";
import { Link, useLocation } from "react-router";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import type { ReviewModal } from "./review-dialog.tsx";
import { ReviewItem } from "./review-item.tsx";
import type { ReviewsData } from "./reviews.server.ts";
import { StarMeter } from "~/components/ui/star-meter.tsx";
import { useViewer } from "~/lib/viewer.tsx";

// The dialogs (and react-aria's modal code) are a chunk of their own, fetched when the shopper
// points at or focuses the write button, or opens a dialog from a review.
const importDialog = () => import("./review-dialog.tsx");
const ReviewDialog = lazy(() => importDialog().then((module) => ({ default: module.ReviewDialog })));
const preloadDialog = () => void importDialog();

/** Rating summary, reviews (10 per page) and the ways to write, edit and delete them. */
export function ReviewsSection({ data, itemId }: { data: ReviewsData; itemId: number }) {
  const t = useT();
  const { prefix } = useRootData();
  const { session } = useViewer();
  const location = useLocation();
  const [modal, setModal] = useState<ReviewModal | null>(null);
  // Mounted from the first opening on, so closing it returns the focus as before.
  const [dialogUsed, setDialogUsed] = useState(false);
  const open = useCallback((next: ReviewModal) => {
    preloadDialog();
    setDialogUsed(true);
    setModal(next);
  }, []);
  const close = useCallback(() => setModal(null), []);
  const summary = data.summary;
  const total = summary?.ratingsCountTotal ?? 0;
  const pageLink = (page: number) => {
    const params = new URLSearchParams(location.search);
    params.set("reviewsPage", String(page));
    return `${location.pathname}?${params.toString()}#reviews`;
  };
  const { page, totalPages } = data.pagination;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-12">
      <h2 id="reviews-heading" className="text-2xl font-semibold">
        {t("reviews.title")}
      </h2>
      <div className="mt-4 grid gap-8 md:grid-cols-[16rem_1fr]">
        <div>
          <p className="flex items-center gap-2 text-lg">
            <StarMeter value={summary?.averageValue ?? 0} className="text-2xl" />
            <span>{t("reviews.averageLabel", { average: summary?.averageValue ?? 0 })}</span>
          </p>
          <p className="text-neutral-700">{t("reviews.count", { count: total })}</p>
          <ul className="mt-3 space-y-1 text-sm">
            {([5, 4, 3, 2, 1] as const).map((star) => {
              const count = summary?.[`ratingsCountOf${star}`] ?? 0;
              return (
                <li key={star} className="flex items-center gap-2">
                  <span className="w-20">{t("reviews.stars", { count: star })}</span>
                  <span aria-hidden="true" className="h-2 flex-1 rounded bg-neutral-200">
                    <span
                      className="block h-2 rounded bg-secondary-600"
                      style={{ width: `${total ? (count / total) * 100 : 0}%` }}
                    />
                  </span>
                  <span className="sr-only">{t("reviews.starCount", { star, count })}</span>
                  <span aria-hidden="true" className="w-8 text-right">
                    {count}
                  </span>
                </li>
              );
            })}
          </ul>
          <div className="mt-4">
            {session.state === "authorized" ? (
              <button
                type="button"
                onClick={() => open({ kind: "create-review", itemId })}
                onPointerEnter={preloadDialog}
                onFocus={preloadDialog}
                className="rounded-md bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
              >
                {t("reviews.write")}
              </button>
            ) : (
              <Link
                to={`${withPrefix(prefix, "/login")}?redirect=${encodeURIComponent(location.pathname + location.search)}`}
                className="font-semibold text-primary-800 underline"
              >
                {t("reviews.loginToWrite")}
              </Link>
            )}
          </div>
        </div>
        <div>
          <ul>
            {data.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} onModal={open} />
            ))}
          </ul>
          {totalPages > 1 && (
            <nav aria-label={t("reviews.pagination")} className="mt-4 flex gap-4">
              {page > 1 && (
                <Link to={pageLink(page - 1)} preventScrollReset className="underline">
                  {t("reviews.previous")}
                </Link>
              )}
              {page < totalPages && (
                <Link to={pageLink(page + 1)} preventScrollReset className="underline">
                  {t("reviews.next")}
                </Link>
              )}
            </nav>
          )}
        </div>
      </div>
      {dialogUsed && (
        <Suspense fallback={null}>
          <ReviewDialog modal={modal} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
