import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { errorMessage } from "#common/i18n/error-message.ts";
import type { ErrorKey } from "#common/errors.ts";
import { useNotifications } from "~/components/ui/notifications.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";

/** What the wishlist action answers a fetcher (wishlist-action.server.ts). */
type WishlistResult = { ok: true; added: boolean } | { ok: false; key: ErrorKey };

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

/**
 * The fields of a wishlist form. Without JavaScript the form is a plain POST and the
 * action sends the shopper back to this page with the notice as a flash; `js` asks for
 * the answer as data instead.
 */
export function WishlistFields({ variationId, intent }: { variationId: number; intent: "add" | "remove" }) {
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <>
      <CsrfField />
      <input type="hidden" name="variationId" value={variationId} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirect" value={location.pathname + location.search} />
      {hydrated && <input type="hidden" name="js" value="1" />}
    </>
  );
}
