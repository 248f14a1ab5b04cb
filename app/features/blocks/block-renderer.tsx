import { lazy, type ReactNode } from "react";
import type { Block } from "#common/blocks/block-schema.ts";
import type { ProductSummary } from "#server/modules/catalog-view/listing.ts";
import { BannerBlock } from "./banner-block.tsx";
import { artDirection } from "./block-image-sources.ts";
import { CarouselBlock } from "./carousel-block.tsx";
import { ImageBlock } from "./image-block.tsx";
import { MultiGridBlock } from "./multi-grid-block.tsx";
import { NewsletterBlock } from "./newsletter-block.tsx";
import { RecommendedProductsBlock } from "./recommended-products-block.tsx";
import { TextCardBlock } from "./text-card-block.tsx";

/** The products of each ProductRecommendedProducts block, by the block's uuid (page-blocks.server.ts). */
export type BlockProducts = Record<string, readonly ProductSummary[]>;

/** The block's settings for the newsletter form the route passes in (the newsletter feature's). */
export type NewsletterFormSettings = { showName: boolean; nameRequired: boolean; buttonLabel?: string | undefined };

/** What the route gives the renderer: other features' components, so this feature imports none of them. */
export type BlockSlots = {
  productCard: (product: ProductSummary) => ReactNode;
  newsletterForm: (settings: NewsletterFormSettings) => ReactNode;
};

// Few pages have a video: its placeholder and player are a chunk of their own. No Suspense
// boundary, as with the category's blocks: the server's render waits for it (the placeholder is
// in the first HTML), and so does hydration.
const VideoBlock = lazy(() => import("./video-block.tsx").then((module) => ({ default: module.VideoBlock })));

const reportedUnknown = new Set<string>();

/** A block this renderer does not know (a newer document, a removed type): skipped, reported once per name. */
function skipUnknown(name: string): null {
  if (!reportedUnknown.has(name)) {
    reportedUnknown.add(name);
    console.warn(`BlockRenderer: skipped the unknown block "${name}"`);
  }
  return null;
}

/**
 * The storefront's renderer of a page's blocks (docs/blocks.md "Rendering"), server-side
 * first. It imports no editor code. The blocks are spaced by the design's --block-spacing;
 * the first block may hold the page's LCP image.
 */
export function BlockRenderer({
  blocks,
  products,
  slots,
}: {
  blocks: readonly Block[];
  products: BlockProducts;
  slots: BlockSlots;
}) {
  const rendered = blocks.flatMap((block, index) => {
    const node = renderBlock(block, { priority: index === 0, products, slots });
    return node ? [{ key: block.meta.uuid, node }] : [];
  });
  return (
    <div className="flex flex-col gap-(--block-spacing)">
      {rendered.map(({ key, node }) => (
        <div key={key}>{node}</div>
      ))}
    </div>
  );
}

function renderBlock(
  block: Block,
  options: { priority: boolean; products: BlockProducts; slots: BlockSlots },
): ReactNode {
  switch (block.name) {
    case "Carousel":
      if (block.content.length === 0) return null;
      return <CarouselBlock block={block} priority={options.priority} />;
    case "Banner":
      return <BannerBlock block={block} priority={options.priority} />;
    case "TextCard":
      return <TextCardBlock block={block} />;
    case "Image":
      if (artDirection(block.content).length === 0) return null;
      return <ImageBlock block={block} />;
    case "MultiGrid":
      return <MultiGridBlock block={block} />;
    case "ProductRecommendedProducts": {
      const products = options.products[block.meta.uuid] ?? [];
      if (products.length === 0) return null;
      return <RecommendedProductsBlock block={block} products={products} productCard={options.slots.productCard} />;
    }
    case "NewsletterSubscribe":
      return <NewsletterBlock block={block} newsletterForm={options.slots.newsletterForm} />;
    case "Video":
      return <VideoBlock block={block} />;
    default:
      return skipUnknown((block as { name?: unknown }).name as string);
  }
}
