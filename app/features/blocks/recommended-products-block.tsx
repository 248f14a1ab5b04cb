import type { ReactNode } from "react";
import type { Block } from "#common/blocks/block-schema.ts";
import type { ProductSummary } from "#server/modules/catalog-view/listing.ts";
import { BlockTexts } from "./block-texts.tsx";

export type RecommendedProductsBlockData = Extract<Block, { name: "ProductRecommendedProducts" }>;

/**
 * ProductRecommendedProducts: the block's texts over product cards of its category, loaded
 * on the server (page-blocks.server.ts). The card is the route's (the catalog's product card
 * with its wishlist and cart slots), so this feature does not import the catalog's.
 * Without products (unknown, hidden or empty category) the block shows nothing.
 */
export function RecommendedProductsBlock({
  block,
  products,
  productCard,
}: {
  block: RecommendedProductsBlockData;
  products: readonly ProductSummary[];
  productCard: (product: ProductSummary) => ReactNode;
}) {
  if (products.length === 0) return null;
  const { text } = block.content;
  const headingId = `products-${block.meta.uuid}`;
  return (
    <section aria-labelledby={text?.title ? headingId : undefined} className="mx-auto max-w-7xl px-4">
      <div style={{ color: text?.color }}>
        <BlockTexts text={text} headingId={headingId} />
      </div>
      <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.variationId}>{productCard(product)}</li>
        ))}
      </ul>
    </section>
  );
}
