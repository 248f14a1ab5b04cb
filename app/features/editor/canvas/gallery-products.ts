import { useEffect, useMemo, useRef, useState } from "react";
import type { Block } from "#common/blocks/block-schema.ts";
import type { ProductSummary } from "#server/modules/catalog-view/listing.ts";
import type { BlockProducts } from "~/features/blocks/block-renderer.tsx";
import { RECOMMENDED_PRODUCTS_QUERY, RECOMMENDED_PRODUCTS_SHOWN } from "~/features/blocks/recommended-products.ts";
import { ApiError } from "~/lib/api-client.ts";
import { useApi } from "~/lib/api.tsx";

/** The products a gallery block shows, and the category they are of. */
export type GalleryProducts = { categoryId: number; products: readonly ProductSummary[] };

/** What the page's loader brought: the products of each saved gallery, by block uuid. */
export function galleriesOfLoader(blocks: readonly Block[], products: BlockProducts): Map<string, GalleryProducts> {
  const known = new Map<string, GalleryProducts>();
  for (const block of blocks) {
    if (block.name !== "ProductRecommendedProducts" || block.content.categoryId === undefined) continue;
    known.set(block.meta.uuid, { categoryId: block.content.categoryId, products: products[block.meta.uuid] ?? [] });
  }
  return known;
}

/**
 * The top-level gallery blocks whose products are not known for their category: added in the
 * editor, or given another category in their settings.
 */
export function galleriesToLoad(
  blocks: readonly Block[],
  known: ReadonlyMap<string, GalleryProducts>,
): { uuid: string; categoryId: number }[] {
  return blocks.flatMap((block) =>
    block.name === "ProductRecommendedProducts" &&
    block.content.categoryId !== undefined &&
    known.get(block.meta.uuid)?.categoryId !== block.content.categoryId
      ? [{ uuid: block.meta.uuid, categoryId: block.content.categoryId }]
      : [],
  );
}

/**
 * The canvas's products per gallery block: the loader's for saved galleries, and for a
 * gallery added or changed in the editor, its category's first products fetched as the
 * server does (getFacet), so the operator sees the block as shoppers will. A category that
 * does not exist or is for customers only shows no products, as on the storefront.
 */
export function useGalleryProducts(shown: readonly Block[], loaderBlocks: readonly Block[], products: BlockProducts) {
  const api = useApi();
  const [known, setKnown] = useState(() => galleriesOfLoader(loaderBlocks, products));
  const asked = useRef(new Set<string>());
  const missing = galleriesToLoad(shown, known);
  const missingKey = missing.map(({ uuid, categoryId }) => `${uuid}:${categoryId}`).join(",");

  useEffect(() => {
    for (const { uuid, categoryId } of missing) {
      const key = `${uuid}:${categoryId}`;
      if (asked.current.has(key)) continue;
      asked.current.add(key);
      const store = (list: readonly ProductSummary[]) =>
        setKnown((current) => new Map(current).set(uuid, { categoryId, products: list }));
      api.call("getFacet", { categoryId, ...RECOMMENDED_PRODUCTS_QUERY }, { ownErrorHandling: true }).then(
        (listing) => store(listing.products.slice(0, RECOMMENDED_PRODUCTS_SHOWN)),
        (error: unknown) => {
          if (error instanceof ApiError && (error.status === 404 || error.status === 401)) store([]);
          // Anything else (offline): asked again when the block changes next.
          else asked.current.delete(key);
        },
      );
    }
    // `missingKey` stands for `missing`, which is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, missingKey]);

  return useMemo(() => {
    const merged: Record<string, readonly ProductSummary[]> = { ...products };
    for (const [uuid, entry] of known) merged[uuid] = entry.products;
    return merged;
  }, [known, products]);
}
