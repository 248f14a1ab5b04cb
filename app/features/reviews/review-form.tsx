import { useState } from "react";
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from "#common/rating.ts";
import { fieldErrorMessage } from "#common/i18n/error-message.ts";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";

type Fields = Record<string, string>;

/** Rating (radio stars), title and text; errors come back from the server as field keys. */
export function ReviewFields({
  initial,
  fields,
  withRating,
}: {
  initial?: { rating: number; title: string; text: string };
  fields: Fields;
  withRating: boolean;
}) {
  const t = useT();
  const { locale } = useRootData();
  const [length, setLength] = useState(initial?.text.length ?? 0);
  const error = (name: string) => (fields[name] ? fieldErrorMessage(locale, fields[name]) : null);
  return (
    <div className="space-y-4">
      {withRating && (
        <fieldset aria-describedby={fields.rating ? "review-rating-error" : undefined}>
          <legend className="text-sm font-semibold">{t("reviews.rating")} *</legend>
          <div className="mt-1 flex gap-3">
            {[1, 2, 3, 4, 5].map((star) => (
              <label key={star} className="flex items-center gap-1">
                <input type="radio" name="rating" value={star} defaultChecked={initial?.rating === star} required />
                {t("reviews.stars", { count: star })}
              </label>
            ))}
          </div>
          {error("rating") && (
            <p id="review-rating-error" className="mt-1 text-sm font-medium text-red-700">
              {error("rating")}
            </p>
          )}
        </fieldset>
      )}
      {withRating && (
        <label className="block text-sm font-semibold">
          {t("reviews.reviewTitle")} *
          <input
            name="title"
            defaultValue={initial?.title}
            maxLength={REVIEW_TITLE_MAX}
            required
            aria-invalid={error("title") ? true : undefined}
            className="mt-1 block w-full rounded-md border border-neutral-400 px-3 py-2 font-normal"
          />
          {error("title") && <span className="mt-1 block font-medium text-red-700">{error("title")}</span>}
        </label>
      )}
      <label className="block text-sm font-semibold">
        {withRating ? t("reviews.reviewText") : t("reviews.replyText")} *
        <textarea
          name="text"
          defaultValue={initial?.text}
          rows={5}
          required
          onChange={(event) => setLength(event.target.value.length)}
          aria-invalid={error("text") ? true : undefined}
          className="mt-1 block w-full rounded-md border border-neutral-400 px-3 py-2 font-normal"
        />
        <span className="mt-1 block font-normal text-neutral-700">
          {t("reviews.characters", { count: length, max: REVIEW_TEXT_MAX })}
        </span>
        {error("text") && <span className="mt-1 block font-medium text-red-700">{error("text")}</span>}
      </label>
    </div>
  );
}
