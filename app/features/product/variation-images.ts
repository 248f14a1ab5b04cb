import type { ProductImage } from "#server/modules/catalog/product-images.ts";
import type { ProductDetail, ProductVariation } from "#server/modules/catalog/product-types.ts";

/** A variation's own images in their order, or all of the item's when it has none assigned. */
export function imagesOfVariation(
  product: Pick<ProductDetail, "images">,
  variation: Pick<ProductVariation, "imageIds">,
): ProductImage[] {
  if (variation.imageIds.length === 0) return product.images;
  const byId = new Map(product.images.map((image) => [image.id, image]));
  const own = variation.imageIds.map((id) => byId.get(id)).filter((image): image is ProductImage => Boolean(image));
  return own.length > 0 ? own : product.images;
}
