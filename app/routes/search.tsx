import { SearchPage } from "~/features/catalog/search-page.tsx";
import { loadSearchPage } from "~/features/catalog/search-page.server.ts";
import { cardAddButtonFor } from "~/features/cart/card-add-button.tsx";
import { WishlistCardsForm } from "~/features/wishlist/wishlist-form.tsx";
import { wishlistToggleFor } from "~/features/wishlist/wishlist-toggle.tsx";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/search";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadSearchPage(context, request);
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** /search (docs/glossary.md, storefront spec §2: no layout). */
export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SearchPage data={loaderData} cardActions={wishlistToggleFor} cardBuyAction={cardAddButtonFor} />
      <WishlistCardsForm />
    </>
  );
}
