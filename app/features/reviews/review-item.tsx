import { lazy, Suspense, useState } from "react";
import { useFormatter } from "use-intl";
import { useT } from "~/lib/i18n.tsx";
import type { ReviewModal } from "./review-dialog.tsx";
import type { ReviewsData } from "./reviews.server.ts";
import { StarMeter } from "~/components/ui/star-meter.tsx";
import { useViewer } from "~/lib/viewer.tsx";

type Review = ReviewsData["reviews"][number];

// The reply form (and the review fields it shares with the dialogs) is a chunk of its own,
// fetched when a customer opens it: it needs JavaScript anyway, and no first paint shows it.
const ReplyForm = lazy(() => import("./review-reply-form.tsx").then((module) => ({ default: module.ReplyForm })));

export function ReviewItem({ review, onModal }: { review: Review; onModal: (modal: ReviewModal) => void }) {
  const t = useT();
  const format = useFormatter();
  const { session } = useViewer();
  const [replying, setReplying] = useState(false);
  // In the shop's time zone (the provider's), so the server and the browser show the same day.
  const date = format.dateTime(new Date(review.createdAt), { dateStyle: "medium" });
  return (
    <li className="border-b border-neutral-200 py-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarMeter value={review.rating} />
        <span className="sr-only">{t("reviews.averageLabel", { average: review.rating })}</span>
        <h3 className="font-semibold">{review.title}</h3>
      </div>
      <p className="mt-1 text-sm text-neutral-700">
        {review.authorName || t("reviews.anonymous")} · <time dateTime={review.createdAt}>{date}</time>
        {review.verifiedPurchase && <> · {t("reviews.verified")}</>}
      </p>
      {review.isOwn && (
        <p className="mt-1 text-sm font-medium text-primary-800">
          {review.isVisible ? t("reviews.visible") : t("reviews.underReview")}
        </p>
      )}
      <p className="mt-2 whitespace-pre-line">{review.text}</p>
      <div className="mt-2 flex flex-wrap gap-3 text-sm">
        {review.isOwn && (
          <>
            <button
              type="button"
              className="underline"
              onClick={() =>
                onModal({
                  kind: "update-review",
                  reviewId: review.id,
                  rating: review.rating,
                  title: review.title,
                  text: review.text,
                })
              }
            >
              {t("reviews.edit")}
            </button>
            <button
              type="button"
              className="underline"
              onClick={() => onModal({ kind: "delete-review", reviewId: review.id })}
            >
              {t("reviews.delete")}
            </button>
          </>
        )}
        {session.state === "authorized" && (
          <button type="button" className="underline" aria-expanded={replying} onClick={() => setReplying(!replying)}>
            {t("reviews.reply")}
          </button>
        )}
      </div>
      {replying && (
        <Suspense>
          <ReplyForm reviewId={review.id} onDone={() => setReplying(false)} />
        </Suspense>
      )}
      {review.replies.length > 0 && (
        <ul className="mt-3 space-y-3 border-l-2 border-primary-200 pl-4">
          {review.replies.map((reply) => (
            <li key={reply.id}>
              <p className="text-sm font-semibold">{reply.authorName || t("reviews.anonymous")}</p>
              {reply.isOwn && (
                <p className="text-sm text-primary-800">
                  {reply.isVisible ? t("reviews.visible") : t("reviews.underReview")}
                </p>
              )}
              <p className="whitespace-pre-line">{reply.text}</p>
              {reply.isOwn && (
                <div className="mt-1 flex gap-3 text-sm">
                  <button
                    type="button"
                    className="underline"
                    onClick={() => onModal({ kind: "update-reply", replyId: reply.id, text: reply.text })}
                  >
                    {t("reviews.editReply")}
                  </button>
                  <button
                    type="button"
                    className="underline"
                    onClick={() => onModal({ kind: "delete-reply", replyId: reply.id })}
                  >
                    {t("reviews.deleteReply")}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
