import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { useWishlistFetcher, WishlistFields } from "./wishlist-form.tsx";
import { useViewer } from "~/lib/viewer.tsx";

/**
 * The heart on a product: on the list it removes, otherwise it adds (docs/glossary.md,
 * storefront spec §4), with the positive notice of the editor spec §4. Without JavaScript it is
 * a plain form that comes back to this page.
 */
export function WishlistToggle({ variationId, productName }: { variationId: number; productName: string }) {
  const t = useT();
  const { prefix } = useRootData();
  const { session } = useViewer();
  const fetcher = useWishlistFetcher();

  const stored = session.basket.itemWishListIds.includes(variationId);
  const pending = fetcher.formData?.get("intent");
  const onList = pending ? pending === "add" : stored;

  return (
    <fetcher.Form method="post" action={withPrefix(prefix, "/wishlist")}>
      <WishlistFields variationId={variationId} intent={onList ? "remove" : "add"} />
      <button
        type="submit"
        aria-pressed={onList}
        // One name whatever the state: aria-pressed says whether it is on the list (a toggle
        // whose label also changes would announce the opposite of its state).
        aria-label={t("wishlist.toggle", { name: productName })}
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
