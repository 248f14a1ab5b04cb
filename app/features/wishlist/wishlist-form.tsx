import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { errorMessage } from "#common/i18n/error-message.ts";
import type { ErrorKey } from "#common/errors.ts";
import { useNotifications } from "~/components/ui/notifications.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";

/** What the wishlist action answers a fetcher (wishlist-action.server.ts). */
type WishlistResult = { ok: true; added: boolean } | { ok: false; key: ErrorKey };

/** The id of the page's one form that the product cards' hearts submit (WishlistCardsForm). */
export const WISHLIST_CARDS_FORM_ID = "wishlist-cards";

/**
 * A fetcher for POST /wishlist that shows the outcome: the positive notice of docs/glossary.md,
 * editor spec §4 (wishlistInteraction add or delete) or the error. `onSuccess` (keep it
 * stable) runs once per successful answer.
 */
export function useWishlistFetcher(onSuccess?: (added: boolean) => void) {
  const t = useT();
  const { locale } = useRootData();
  const fetcher = useFetcher<WishlistResult>();
  const { notify } = useNotifications();
  const handled = useRef<unknown>(null);

  useEffect(() => {
    const result = fetcher.data;
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      notify({ type: "positive", message: t(result.added ? "wishlist.added" : "wishlist.removed") });
      onSuccess?.(result.added);
    } else {
      notify({ type: "negative", message: errorMessage(locale, result.key) });
    }
  }, [fetcher.data, locale, notify, onSuccess, t]);

  return fetcher;
}

/** Whether a fetcher is sending an add (true), a removal (false) or nothing (undefined). */
export function pendingWishlistAdd(formData: FormData | undefined): boolean | undefined {
  if (formData?.has("add")) return true;
  if (formData?.has("remove")) return false;
  return undefined;
}

/**
 * The fields every wishlist form shares. What to do comes with the submit button, whose name
 * is the intent and whose value the variation (`add=10001`): so twenty hearts of a list can
 * share one form. Without JavaScript the form is a plain POST and the action sends the shopper
 * back to this page with the notice as a flash; `js` asks for the answer as data instead.
 */
export function WishlistFields() {
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <>
      <CsrfField />
      <input type="hidden" name="redirect" value={location.pathname + location.search} />
      {hydrated && <input type="hidden" name="js" value="1" />}
    </>
  );
}

/**
 * The one form of a page that the hearts on its product cards belong to (`form` attribute):
 * four hidden fields once instead of a form of seven elements on each of twenty cards
 * (issue 14, DOM size). Each route whose page shows cards with hearts renders it once (not
 * the root: pages without cards would load this module for nothing).
 */
export function WishlistCardsForm() {
  const { prefix } = useRootData();
  return (
    <form id={WISHLIST_CARDS_FORM_ID} method="post" action={withPrefix(prefix, "/wishlist")} hidden>
      <WishlistFields />
    </form>
  );
}
