import type { PageBlocksData } from "~/features/blocks/page-blocks.server.ts";
import { BlockRenderer } from "~/features/blocks/block-renderer.tsx";
import { cardAddButtonFor } from "~/features/cart/card-add-button.tsx";
import type { CategoryPageData } from "~/features/catalog/category-page.server.ts";
import { CategoryPage } from "~/features/catalog/category-page.tsx";
import { WishlistCardsForm } from "~/features/wishlist/wishlist-form.tsx";
import { wishlistToggleFor } from "~/features/wishlist/wishlist-toggle.tsx";
import { EditableBlocksSlot } from "~/editable-blocks-loader.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { useBlockSlots } from "./block-slots.tsx";

/**
 * The catch-all route's category or content page with its blocks and the cards' buttons. A
 * chunk of its own (catch-all-views.ts), so product pages do not carry the listing's code.
 */
export default function CatchAllCategory({ data }: { data: CategoryPageData & { content: PageBlocksData } }) {
  const editing = useRootData().editor.editing;
  return (
    <>
      <CategoryPage
        data={data}
        cardActions={wishlistToggleFor}
        cardBuyAction={cardAddButtonFor}
        blocks={
          editing || data.content.blocks.length > 0 ? (
            <CategoryBlocks content={data.content} categoryId={data.page.category.id} editing={editing} />
          ) : undefined
        }
      />
      <WishlistCardsForm />
    </>
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
