import type { MouseEvent } from "react";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { useViewer } from "~/lib/viewer.tsx";
import { pendingWishlistAdd, useWishlistFetcher, WISHLIST_CARDS_FORM_ID, WishlistFields } from "./wishlist-form.tsx";

const HEART_CLASS =
  "flex h-10 w-10 items-center justify-center rounded-full border border-neutral-300 bg-white text-xl text-primary-800 shadow-sm hover:border-primary-700";

/** Whether the variation is on the list: the pending request's intent, else the session's list. */
function useOnList(variationId: number, formData: FormData | undefined): boolean {
  const { session } = useViewer();
  return pendingWishlistAdd(formData) ?? session.basket.itemWishListIds.includes(variationId);
}

/**
 * The heart on a product page: on the list it removes, otherwise it adds (docs/glossary.md,
 * storefront spec §4), with the positive notice of the editor spec §4. Without JavaScript it is
 * a plain form that comes back to this page.
 */
export function WishlistToggle({ variationId, productName }: { variationId: number; productName: string }) {
  const t = useT();
  const { prefix } = useRootData();
  const fetcher = useWishlistFetcher();
  const onList = useOnList(variationId, fetcher.formData);
  return (
    <fetcher.Form method="post" action={withPrefix(prefix, "/wishlist")}>
      <WishlistFields />
      <button
        type="submit"
        name={onList ? "remove" : "add"}
        value={variationId}
        aria-pressed={onList}
        // One name whatever the state: aria-pressed says whether it is on the list (a toggle
        // whose label also changes would announce the opposite of its state).
        aria-label={t("wishlist.toggle", { name: productName })}
        className={HEART_CLASS}
      >
        <span aria-hidden="true">{onList ? "♥" : "♡"}</span>
      </button>
    </fetcher.Form>
  );
}

/**
 * The heart on a product card: a lone button of the page's shared wishlist form
 * (WishlistCardsForm), placed in the card's image corner. Without JavaScript it submits that
 * form; with it, the same fields go through this card's fetcher (its own pending state).
 */
function WishlistCardToggle({ variationId, productName }: { variationId: number; productName: string }) {
  const t = useT();
  const fetcher = useWishlistFetcher();
  const onList = useOnList(variationId, fetcher.formData);
  const submit = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    event.preventDefault();
    void fetcher.submit(new FormData(form, event.currentTarget), {
      method: "post",
      action: form.getAttribute("action") ?? undefined,
    });
  };
  return (
    <button
      type="submit"
      form={WISHLIST_CARDS_FORM_ID}
      name={onList ? "remove" : "add"}
      value={variationId}
      aria-pressed={onList}
      aria-label={t("wishlist.toggle", { name: productName })}
      onClick={submit}
      // The heart is the button's only text, and the label names it (no span of its own: twenty cards).
      className={`absolute top-2 right-2 ${HEART_CLASS}`}
    >
      {onList ? "♥" : "♡"}
    </button>
  );
}

/** The card slot of product lists: one toggle per card, for the variation the card shows. */
export function wishlistToggleFor(product: { variationId: number; name: string }) {
  return <WishlistCardToggle variationId={product.variationId} productName={product.name} />;
}
