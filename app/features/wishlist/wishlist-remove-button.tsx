import { Button } from "~/components/ui/button.tsx";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { useWishlistFetcher, WishlistFields } from "./wishlist-form.tsx";

/**
 * Takes one entry off the wishlist page. With JavaScript the page's data reloads in place
 * (the entry disappears, the count drops) and the notice says so; without, the form posts
 * and the page comes back with the notice.
 */
export function WishlistRemoveButton({
  variationId,
  productName,
  onRemoved,
}: {
  variationId: number;
  productName: string;
  /** Runs once the entry is removed, before the page's data reloads (keep it stable). */
  onRemoved?: () => void;
}) {
  const t = useT();
  const { prefix } = useRootData();
  const fetcher = useWishlistFetcher(onRemoved);
  return (
    <fetcher.Form method="post" action={withPrefix(prefix, "/wishlist")}>
      <WishlistFields />
      {/* Not disabled while pending: that would drop the keyboard focus; a second click removes nothing more. */}
      <Button
        type="submit"
        name="remove"
        value={variationId}
        variant="secondary"
        aria-label={t("wishlist.remove", { name: productName })}
        aria-busy={fetcher.state !== "idle" || undefined}
        className="w-full"
      >
        {t("wishlist.removeButton")}
      </Button>
    </fetcher.Form>
  );
}
