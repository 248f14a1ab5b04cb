import { itemTag } from "#common/page-cache-tags.ts";
import { CategoryPage } from "~/features/catalog/category-page.tsx";
import { loadCategoryPage } from "~/features/catalog/category-page.server.ts";
import { ProductPage } from "~/features/product/product-page.tsx";
import { loadProductPage } from "~/features/product/product-page.server.ts";
import { splitLocalePrefix } from "~/lib/locale-path.ts";
import { parseProductPath } from "~/lib/product-path.ts";
import type { Route } from "./+types/catch-all";
import { pageUrl } from "~/lib/page-url.ts";
import { AddToCartForm } from "~/features/cart/add-to-cart-form.tsx";
import { cardAddButtonFor } from "~/features/cart/card-add-button.tsx";
import { ReviewsSection } from "~/features/reviews/reviews-section.tsx";
import { loadReviews } from "~/features/reviews/reviews.server.ts";
import { WishlistToggle, wishlistToggleFor } from "~/features/wishlist/wishlist-toggle.tsx";
import { withReviews } from "~/lib/json-ld.ts";
import { seoMeta } from "~/lib/seo.ts";
import { BlockRenderer } from "~/features/blocks/block-renderer.tsx";
import { loadPageBlocks, type PageBlocksData } from "~/features/blocks/page-blocks.server.ts";
import { useRootData } from "~/lib/root-data.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { EditableBlocksSlot, loadEditableBlocks } from "~/editable-blocks-loader.tsx";
import { useBlockSlots } from "./block-slots.tsx";
import { redirectFromOldPath } from "./category-redirect.server.ts";

/**
 * Every path no other route claims: a product (/{slug...}_{itemId}[_{variationId}]), a
 * category or content page (/{slug...}), or the 404 page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const location = splitLocalePrefix(pageUrl(request).pathname);
  const product = parseProductPath(location.rest);
  if (product) {
    const [page, reviews] = await Promise.all([
      loadProductPage(context, request, { ...location, ...product }),
      loadReviews(context, request, product.itemId),
    ]);
    const seo = { ...page.seo, jsonLd: withReviews(page.seo.jsonLd, reviews?.reviews ?? []) };
    // A shared page is retired when its product changes (stock, reviews; docs/page-cache.md).
    getAppContext(context).page.tag(itemTag(product.itemId));
    return { ...page, reviews, seo };
  }
  const category = await loadCategoryPage(context, request, location).catch((error: unknown) =>
    redirectFromOldPath(context, request, location, error),
  );
  // The page's own blocks (docs/blocks.md "Rendering"); a page without any shows none.
  const [content, editor] = await Promise.all([
    loadPageBlocks(context, { identifier: String(category.page.category.id), type: "category" }),
    getAppContext(context).rpc.getEditorSession(),
  ]);
  // In edit mode the editable canvas is server-rendered: its chunk must be in before rendering.
  if (editor.editing) await loadEditableBlocks();
  return { ...category, content };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function CatchAllPage({ loaderData }: Route.ComponentProps) {
  const editing = useRootData().editor.editing;
  if (loaderData.kind === "product") {
    return (
      <ProductPage
        data={loaderData}
        purchaseForm={AddToCartForm}
        reviews={loaderData.reviews && <ReviewsSection data={loaderData.reviews} itemId={loaderData.product.item.id} />}
        wishlistToggle={(variation) => (
          <WishlistToggle variationId={variation.id} productName={loaderData.product.texts.name} />
        )}
      />
    );
  }
  return (
    <CategoryPage
      data={loaderData}
      cardActions={wishlistToggleFor}
      cardBuyAction={cardAddButtonFor}
      blocks={
        editing || loaderData.content.blocks.length > 0 ? (
          <CategoryBlocks content={loaderData.content} categoryId={loaderData.page.category.id} editing={editing} />
        ) : undefined
      }
    />
  );
}

/**
 * A category page's blocks, with the shop's product cards in its product blocks; in edit
 * mode the editable canvas (an empty page too, so blocks can be added).
 */
function CategoryBlocks({
  content,
  categoryId,
  editing,
}: {
  content: PageBlocksData;
  categoryId: number;
  editing: boolean;
}) {
  const slots = useBlockSlots();
  if (!editing) return <BlockRenderer blocks={content.blocks} products={content.products} slots={slots} />;
  return (
    <EditableBlocksSlot
      page={{ identifier: String(categoryId), type: "category" }}
      version={content.version}
      blocks={content.blocks}
      products={content.products}
      slots={slots}
    />
  );
}
