import type { ProductDetail, ProductVariation } from "#server/modules/catalog/product-types.ts";
import type { ProductHead } from "./product-meta.ts";

const SCHEMA = "https://schema.org/";

/**
 * JSON for a <script type="application/ld+json">: "<" (and the line separators that
 * some parsers treat as line ends) escaped, so no text can close the script element.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** schema.org Product of the shown variation, for search engines' rich results. */
export function productJsonLd(product: ProductDetail, variation: ProductVariation, head: ProductHead) {
  const prices = variation.prices;
  const rating = product.rating;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: variation.name,
    ...(head.description ? { description: head.description } : {}),
    url: head.canonicalUrl,
    sku: variation.number,
    ...(/^\d{13}$/.test(variation.gtin) ? { gtin13: variation.gtin } : {}),
    ...(variation.mpn ? { mpn: variation.mpn } : {}),
    ...(head.imageUrls.length > 0 ? { image: head.imageUrls } : {}),
    ...(product.manufacturer ? { brand: { "@type": "Brand", name: product.manufacturer.name } } : {}),
    ...(prices
      ? {
          offers: {
            "@type": "Offer",
            url: head.canonicalUrl,
            price: (prices.price.value / 100).toFixed(2),
            priceCurrency: prices.price.currency,
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: (prices.price.value / 100).toFixed(2),
              priceCurrency: prices.price.currency,
              valueAddedTaxIncluded: !prices.isNet,
            },
            ...(variation.specialOfferValidUntil
              ? { priceValidUntil: variation.specialOfferValidUntil.slice(0, 10) }
              : {}),
            availability: `${SCHEMA}${variation.isSalable ? "InStock" : "OutOfStock"}`,
            itemCondition: `${SCHEMA}NewCondition`,
          },
        }
      : {}),
    ...(rating.ratingsCountTotal > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating.averageValue,
            reviewCount: rating.ratingsCountTotal,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
