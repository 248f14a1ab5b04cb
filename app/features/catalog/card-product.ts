import type { ProductSummary } from "#server/modules/catalog-view/listing.ts";

type Formatted = { formatted: string };

/**
 * What a product card and its buttons read of a ProductSummary. A listing's loader sends its
 * cards in this shape: the hydration data of a 20-card page carried each card's amounts,
 * currencies, graduated prices, image texts and order quantities that no component reads
 * (issue 14). A full ProductSummary is one too, so blocks and the wishlist pass theirs as is.
 */
export type CardProduct = Pick<
  ProductSummary,
  | "itemId"
  | "variationId"
  | "linkVariationId"
  | "name"
  | "urlPath"
  | "manufacturer"
  | "rating"
  | "tags"
  | "canAddToCartDirectly"
> & {
  images: { fileName: string; width: number; height: number }[];
  prices: {
    price: Formatted;
    regularPrice: Formatted | null;
    rrp: Formatted | null;
    lowestPrice: Formatted | null;
    basePrice: string | null;
    isNet: boolean;
  };
  availability: Pick<ProductSummary["availability"], "name" | "tone">;
};

const formatted = (money: Formatted | null): Formatted | null => money && { formatted: money.formatted };

/** The card's fields of a summary, and nothing else. */
export function cardProduct(product: ProductSummary): CardProduct {
  const { prices } = product;
  return {
    itemId: product.itemId,
    variationId: product.variationId,
    linkVariationId: product.linkVariationId,
    name: product.name,
    urlPath: product.urlPath,
    manufacturer: product.manufacturer,
    images: product.images.map(({ fileName, width, height }) => ({ fileName, width, height })),
    prices: {
      price: { formatted: prices.price.formatted },
      regularPrice: formatted(prices.regularPrice),
      rrp: formatted(prices.rrp),
      lowestPrice: formatted(prices.lowestPrice),
      basePrice: prices.basePrice,
      isNet: prices.isNet,
    },
    availability: { name: product.availability.name, tone: product.availability.tone },
    rating: product.rating,
    tags: product.tags,
    canAddToCartDirectly: product.canAddToCartDirectly,
  };
}
