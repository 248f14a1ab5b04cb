import { lazy } from "react";
import { withTexts } from "#common/i18n/catalogues.ts";
import { preloadModule } from "react-dom";
import pageChunks from "virtual:page-chunks";
import type { PageBlocksData } from "~/features/blocks/page-blocks.server.ts";
import { cardAddButtonFor } from "~/features/cart/card-add-button.tsx";
import type { CategoryPageData } from "~/features/catalog/category-page.server.ts";
import { CategoryPage } from "~/features/catalog/category-page.tsx";
import { WishlistCardsForm } from "~/features/wishlist/wishlist-form.tsx";
import { wishlistToggleFor } from "~/features/wishlist/wishlist-toggle.tsx";
import { preloadTexts } from "~/lib/preload-texts.ts";
import { useRootData } from "~/lib/root-data.ts";

// The block renderer, its blocks and the newsletter form are a chunk of their own: most
// categories have no blocks. No Suspense boundary, on purpose: the server's render waits for
// the chunk (the blocks are in the first HTML), and so does hydration, which runs in a
// transition; the server names the chunk as a modulepreload (below), so it is usually in.
const CategoryBlocks = lazy(withTexts(["blocks"], () => import("./category-blocks.tsx")));

/**
 * The catch-all route's category or content page with its blocks and the cards' buttons. A
 * chunk of its own (catch-all-views.ts), so product pages do not carry the listing's code.
 */
export default function CatchAllCategory({ data }: { data: CategoryPageData & { content: PageBlocksData } }) {
  const { editor, locale } = useRootData();
  const editing = editor.editing;
  const withBlocks = editing || data.content.blocks.length > 0;
  // On the server: the blocks' chunk and texts as modulepreloads in the head (empty in the browser).
  if (withBlocks) {
    for (const href of pageChunks["category-blocks"] ?? []) preloadModule(href, { as: "script" });
    preloadTexts(locale, ["blocks"]);
  }
  return (
    <>
      <CategoryPage
        data={data}
        cardActions={wishlistToggleFor}
        cardBuyAction={cardAddButtonFor}
        blocks={
          withBlocks ? (
            <CategoryBlocks content={data.content} categoryId={data.page.category.id} editing={editing} />
          ) : undefined
        }
      />
      <WishlistCardsForm />
    </>
  );
}
