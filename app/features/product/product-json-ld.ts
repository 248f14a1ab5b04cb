import type { ProductDetail, ProductVariation } from "#server/modules/catalog/product-types.ts";
import { SCHEMA_CONTEXT, type JsonLdNode } from "~/lib/json-ld.ts";
import type { ProductHead } from "./product-meta.ts";

const SCHEMA = "https://schema.org/";
/** GTIN-8, -12, -13 and -14 are the lengths schema.org names a property for. */
const GTIN = /^(?:\d{8}|\d{12}|\d{13}|\d{14})$/;

const amount = (cents: number) => (cents / 100).toFixed(2);
const day = (iso: string) => iso.slice(0, 10);

/**
 * schema.org Product of the shown variation, for search engines' rich results. `url` is
 * the page's canonical URL; the reviews of the page are added by withReviews (json-ld.ts).
 */
export function productJsonLd(
  product: ProductDetail,
  variation: ProductVariation,
  head: ProductHead,
  page: { url: string; shopName: string },
): JsonLdNode {
  const prices = variation.prices;
  const rating = product.rating;
  // A special offer ends on its date; otherwise the price holds while the variation is sold.
  const validUntil = variation.specialOfferValidUntil ?? variation.availableUntil;
  const gtin = variation.gtin.trim();
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "Product",
    name: variation.name,
    ...(head.description ? { description: head.description } : {}),
    url: page.url,
    sku: variation.number,
    ...(GTIN.test(gtin) ? { [`gtin${gtin.length}`]: gtin } : {}),
    ...(variation.mpn ? { mpn: variation.mpn } : {}),
    ...(head.imageUrls.length > 0 ? { image: head.imageUrls } : {}),
    ...(product.manufacturer ? { brand: { "@type": "Brand", name: product.manufacturer.name } } : {}),
    ...(prices
      ? {
          offers: {
            "@type": "Offer",
            url: page.url,
            price: amount(prices.price.value),
            priceCurrency: prices.price.currency,
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: amount(prices.price.value),
              priceCurrency: prices.price.currency,
              valueAddedTaxIncluded: !prices.isNet,
            },
            ...(validUntil ? { priceValidUntil: day(validUntil) } : {}),
            availability: `${SCHEMA}${variation.isSalable ? "InStock" : "OutOfStock"}`,
            itemCondition: `${SCHEMA}NewCondition`,
            seller: { "@type": "Organization", name: page.shopName },
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
