import { useMemo } from "react";
import { useActionData, useFetcher } from "react-router";
import { useFormFeedback } from "~/features/auth/use-form-feedback.ts";
import { useRootData } from "~/lib/root-data.ts";
import type { checkoutAction } from "./checkout-action.server.ts";
import { CHECKOUT_FORM_FIELD, checkoutFormAnswer, conformRefusalAsFailure } from "./checkout-form-answer.ts";

/**
 * A fetcher for one checkout section's form (POST /checkout). Without JavaScript the same
 * form is a plain POST: its answer is the route's action data, which the action marks with
 * the form's key (`formKeyField`, inside the form), so the section still shows its field
 * errors and refused values.
 */
export function useCheckoutFetcher(key: string) {
  const { locale } = useRootData();
  const fetcher = useFetcher<typeof checkoutAction>({ key });
  const answer = checkoutFormAnswer(key, fetcher.data, useActionData<typeof checkoutAction>());
  // The address form answers Conform's reply, the other sections formAction's (docs/forms.md);
  // one object per answer, so its notice is given once.
  const failure = useMemo(() => conformRefusalAsFailure(answer), [answer]);
  const feedback = useFormFeedback(failure, locale);
  const succeeded = (intent: string) =>
    fetcher.state === "idle" &&
    typeof answer === "object" &&
    answer !== null &&
    "ok" in answer &&
    answer.ok === true &&
    "intent" in answer &&
    answer.intent === intent;
  return {
    fetcher,
    /** The answer to this form: the fetcher's, or the page's after a plain POST. */
    answer,
    feedback,
    busy: fetcher.state !== "idle",
    succeeded,
    /** Sent by fetcher.submit with a plain object instead of a form. */
    formKey: { [CHECKOUT_FORM_FIELD]: key },
    formKeyField: <input type="hidden" name={CHECKOUT_FORM_FIELD} value={key} />,
  };
}
