import { useFetcher } from "react-router";
import { useFormFeedback } from "~/features/auth/use-form-feedback.ts";
import { useRootData } from "~/lib/root-data.ts";
import type { checkoutAction } from "./checkout-action.server.ts";

/**
 * A fetcher for one checkout section's form (POST /checkout). Without JavaScript the same
 * form is a plain POST; the page re-renders with the new choices.
 */
export function useCheckoutFetcher(key: string) {
  const { locale } = useRootData();
  const fetcher = useFetcher<typeof checkoutAction>({ key });
  const feedback = useFormFeedback(fetcher.data, locale);
  const succeeded = (intent: string) =>
    fetcher.state === "idle" &&
    typeof fetcher.data === "object" &&
    fetcher.data !== null &&
    "ok" in fetcher.data &&
    fetcher.data.ok === true &&
    "intent" in fetcher.data &&
    fetcher.data.intent === intent;
  return { fetcher, feedback, busy: fetcher.state !== "idle", succeeded };
}
