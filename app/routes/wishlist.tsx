import { CardAddButton } from "~/features/cart/card-add-button.tsx";
import { ProductCard } from "~/features/catalog/product-card.tsx";
import { wishlistAction } from "~/features/wishlist/wishlist-action.server.ts";
import { WishlistPage } from "~/features/wishlist/wishlist-page.tsx";
import { loadWishlistPage } from "~/features/wishlist/wishlist-page.server.ts";
import { useRootData } from "~/lib/root-data.ts";
import { privatePageHeaders } from "~/lib/private-page.ts";
import type { Route } from "./+types/wishlist";
import type { TextsHandle } from "~/lib/i18n.tsx";

export function loader({ context }: Route.LoaderArgs) {
  return loadWishlistPage(context);
}

/** POST /wishlist: the wishlist toggle and the remove buttons of this page. */
export function action({ context, request }: Route.ActionArgs) {
  return wishlistAction(context, request);
}

// A personal list: nothing for search engines (robots.txt also disallows /wishlist).
/** One visitor's page: never cached (private-page.ts). */
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex, follow" }] : [];

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["product"] } satisfies TextsHandle;

/** /wishlist (docs/glossary.md, storefront spec §2: the guest wishlist; customers see their stored list). */
export default function WishlistRoute({ loaderData }: Route.ComponentProps) {
  const { prefix } = useRootData();
  return (
    <WishlistPage
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
