import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { useNotifications } from "~/components/ui/notifications.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import { ReviewFields } from "./review-form.tsx";
import type { ReviewActionResult } from "./reviews.server.ts";

/** A customer's reply to a review, below it (loaded when opened, review-item.tsx). */
export function ReplyForm({ reviewId, onDone }: { reviewId: number; onDone: () => void }) {
  const t = useT();
  const fetcher = useFetcher<ReviewActionResult>();
  const { notify } = useNotifications();
  const result = fetcher.data;
  useEffect(() => {
    if (!result?.ok) return;
    notify({ type: "positive", message: t(result.isVisible ? "reviews.replySaved" : "reviews.replySavedUnderReview") });
    onDone();
  }, [result, notify, onDone, t]);
  return (
    <fetcher.Form method="post" action="/reviews" className="mt-3 space-y-3" noValidate>
      <CsrfField />
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="reviewId" value={reviewId} />
      <ReviewFields withRating={false} fields={result && !result.ok ? result.fields : {}} />
      <Button type="submit" busy={fetcher.state !== "idle"}>
        {t("reviews.submit")}
      </Button>
    </fetcher.Form>
  );
}
