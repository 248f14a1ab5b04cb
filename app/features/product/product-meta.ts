import type { Locale } from "#common/constants.ts";
import { itemImageUrl } from "#common/media.ts";
import { plainText } from "#common/plain-text.ts";
import type { ProductDetail, ProductVariation } from "#server/modules/catalog/product-types.ts";
import { productPath } from "~/lib/product-path.ts";
import { imagesOfVariation } from "./variation-images.ts";

const META_DESCRIPTION_LENGTH = 160;

/** The variation id a URL carries: none for the main variation (its URL is the product's). */
export function urlVariationId(product: Pick<ProductDetail, "mainVariationId">, variationId: number): number | null {
  return variationId === product.mainVariationId ? null : variationId;
}

/**
 * The variation id the address carries once the shopper chose `variation`: as urlVariationId
 * for a variation that can be ordered, but always its id for one that cannot, even the main
 * one. The address keeps naming what was chosen, so a reload or a shared link shows that
 * variation and its 'not available' state (issue 12).
 */
export function chosenVariationUrlId(
  product: Pick<ProductDetail, "mainVariationId">,
  variation: Pick<ProductVariation, "id" | "isSalable">,
): number | null {
  return variation.isSalable ? urlVariationId(product, variation.id) : variation.id;
}

function truncate(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), length / 2))}…`;
}

/** What the head of a product page says about the shown variation (seo.ts makes the tags). */
export type ProductHead = {
  title: string;
  description: string;
  keywords: string;
  /** The variation's path (without locale prefix) in each language the product has a slug in. */
  paths: Partial<Record<Locale, string>>;
  /** Absolute. */
  imageUrls: string[];
};

export function productHead(product: ProductDetail, variation: ProductVariation, origin: string): ProductHead {
  const variationId = urlVariationId(product, variation.id);
  const paths: Partial<Record<Locale, string>> = {};
  for (const [locale, urlPath] of Object.entries(product.urlPathByLocale) as [Locale, string | undefined][]) {
    if (urlPath) paths[locale] = productPath(urlPath, product.item.id, variationId);
  }
  const description =
    product.texts.metaDescription ||
    truncate(plainText(product.texts.shortDescription || product.texts.description), META_DESCRIPTION_LENGTH);
  return {
    title: product.texts.title || variation.name,
    description,
    keywords: product.texts.keywords,
    paths,
    imageUrls: imagesOfVariation(product, variation).map(
      (image) => origin + itemImageUrl(image.fileName, "full", "jpg"),
    ),
  };
}
