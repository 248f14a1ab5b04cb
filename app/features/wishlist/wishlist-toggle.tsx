import { useCallback, useEffect, useRef } from "react";
import { hasMessage } from "#common/i18n/translator.ts";
import { useFetcher, useLocation } from "react-router";
import { useNotifications } from "~/components/ui/notifications.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";

type ToggleResult = { ok: true; added: boolean } | { ok: false; key: string };

/**
 * The heart on a product: on the list it removes, otherwise it adds (storefront.md
 * section 4), with the positive notice of editor.md section 4. Without JavaScript it is
 * a plain form that comes back to this page.
 */
export function WishlistToggle({ variationId, productName }: { variationId: number; productName: string }) {
  const t = useT();
  const { prefix, session, locale } = useRootData();
  const location = useLocation();
  const fetcher = useFetcher<ToggleResult>();
  const { notify } = useNotifications();
  const hydrated = useHydrated();
  const notified = useRef<unknown>(null);
  const translateError = useCallback(
    (key: string) => (hasMessage(locale, `errors.${key}`) ? t(`errors.${key}` as never) : t("errors.unknownError")),
    [locale, t],
  );

  const stored = session.basket.itemWishListIds.includes(variationId);
  const pending = fetcher.formData?.get("intent");
  const onList = pending ? pending === "add" : stored;

  useEffect(() => {
    const result = fetcher.data;
    if (!result || notified.current === result) return;
    notified.current = result;
    if (result.ok) notify({ type: "positive", message: t(result.added ? "wishlist.added" : "wishlist.removed") });
    else notify({ type: "negative", message: translateError(result.key) });
  }, [fetcher.data, notify, t, translateError]);

  return (
    <fetcher.Form method="post" action={withPrefix(prefix, "/wishlist")}>
      <CsrfField />
      <input type="hidden" name="variationId" value={variationId} />
      <input type="hidden" name="intent" value={onList ? "remove" : "add"} />
      <input type="hidden" name="redirect" value={location.pathname + location.search} />
      {hydrated && <input type="hidden" name="js" value="1" />}
      <button
        type="submit"
        aria-pressed={onList}
        aria-label={t(onList ? "wishlist.remove" : "wishlist.add", { name: productName })}
        className="flex h-10 w-10 items-center justify-center rounded-full border border-neutral-300 bg-white text-xl text-primary-800 shadow-sm hover:border-primary-700"
      >
        <span aria-hidden="true">{onList ? "♥" : "♡"}</span>
      </button>
    </fetcher.Form>
  );
}

/** The card slot of product lists: one toggle per card, for the variation the card shows. */
export function wishlistToggleFor(product: { variationId: number; name: string }) {
  return <WishlistToggle variationId={product.variationId} productName={product.name} />;
}
