import { blocksTag, itemTag } from "#common/page-cache-tags.ts";
import type { RouterContextProvider } from "react-router";
import type { Block } from "#common/blocks/block-schema.ts";
import type { EntityType } from "#common/blocks/page-key.ts";
import { AppError } from "#server/errors.ts";
import { getAppContext } from "~/lib/context.server.ts";
import type { BlockProducts } from "./block-renderer.tsx";
import { RECOMMENDED_PRODUCTS_QUERY, RECOMMENDED_PRODUCTS_SHOWN } from "./recommended-products.ts";

/**
 * `version` is the stored version getBlocks answered (0: nothing stored), for the editor's saves;
 * `isDefault`: the built-in content shown while nothing is stored (default homepage, sample texts).
 */
export type PageBlocksData = { blocks: Block[]; products: BlockProducts; version: number; isDefault: boolean };

/**
 * A page's blocks as shoppers see them (getBlocks, docs/blocks.md), with the products of
 * every ProductRecommendedProducts block (getFacet of its category, the visitor's view: a
 * customers-only or unknown category gives no products and the block is left out).
 */
export async function loadPageBlocks(
  context: Readonly<RouterContextProvider>,
  key: { identifier: string; type: EntityType },
): Promise<PageBlocksData> {
  const { rpc } = getAppContext(context);
  const page = await rpc.getBlocks(key);
  const wanted = page.blocks.flatMap((block) =>
    block.name === "ProductRecommendedProducts" && block.content.categoryId !== undefined
      ? [{ uuid: block.meta.uuid, categoryId: block.content.categoryId }]
      : [],
  );
  const lists = await Promise.all(
    wanted.map(async ({ uuid, categoryId }) => {
      try {
        const listing = await rpc.getFacet({ categoryId, ...RECOMMENDED_PRODUCTS_QUERY });
        return [uuid, listing.products.slice(0, RECOMMENDED_PRODUCTS_SHOWN)] as const;
      } catch (error) {
        if (error instanceof AppError && (error.kind === "not_found" || error.kind === "unauthorized")) {
          return [uuid, []] as const;
        }
        throw error;
      }
    }),
  );
  // A shared page is retired when its blocks or the products they show change (docs/page-cache.md).
  getAppContext(context).page.tag(
    blocksTag(key.type, key.identifier),
    ...lists.flatMap(([, products]) => products.map((product) => itemTag(product.itemId))),
  );
  return { blocks: page.blocks, products: Object.fromEntries(lists), version: page.version, isDefault: page.isDefault };
}
