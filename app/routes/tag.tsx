import { TagPage } from "~/features/catalog/tag-page.tsx";
import { loadTagPage } from "~/features/catalog/tag-page.server.ts";
import { cardAddButtonFor } from "~/features/cart/card-add-button.tsx";
import { WishlistCardsForm } from "~/features/wishlist/wishlist-form.tsx";
import { wishlistToggleFor } from "~/features/wishlist/wishlist-toggle.tsx";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/tag";

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadTagPage(context, request, params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** /tag/{slug} (docs/glossary.md, storefront spec §2: no layout). */
export default function TagRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <TagPage data={loaderData} cardActions={wishlistToggleFor} cardBuyAction={cardAddButtonFor} />
      <WishlistCardsForm />
    </>
  );
}
