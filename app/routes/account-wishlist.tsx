import { CardAddButton } from "~/features/cart/card-add-button.tsx";
import { ProductCard } from "~/features/catalog/product-card.tsx";
import { WishlistList } from "~/features/wishlist/wishlist-page.tsx";
import { loadWishlistPage } from "~/features/wishlist/wishlist-page.server.ts";
import type { TextsHandle } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import type { Route } from "./+types/account-wishlist";

export function loader({ context }: Route.LoaderArgs) {
  return loadWishlistPage(context);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex, nofollow" }] : [];

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["product"] } satisfies TextsHandle;

/**
 * /my-account/wishlist: the customer's stored wishlist inside the account (the wishlist
 * feature's list, as on /wishlist; its forms post to /wishlist and come back here).
 */
export default function AccountWishlistRoute({ loaderData }: Route.ComponentProps) {
  const { prefix } = useRootData();
  return (
    <WishlistList
      data={loaderData}
      renderCard={(product, index) => (
        <ProductCard product={product} prefix={prefix} priority={index === 0} headingLevel={2} />
      )}
      addToCart={(product, quantity) => (
        <CardAddButton variationId={product.variationId} productName={product.name} quantity={quantity} />
      )}
    />
  );
}
