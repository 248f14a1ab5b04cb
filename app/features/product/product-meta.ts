import type { MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, LOCALES, LOCALE_TAGS, type Locale } from "#common/constants.ts";
import { itemImageUrl } from "#common/media.ts";
import type { ProductDetail, ProductVariation } from "#server/modules/catalog/product-types.ts";
import { productPath } from "~/lib/product-path.ts";
import { imagesOfVariation } from "./variation-images.ts";

const META_DESCRIPTION_LENGTH = 160;

/** The variation id a URL carries: none for the main variation (its URL is the product's). */
export function urlVariationId(product: Pick<ProductDetail, "mainVariationId">, variationId: number): number | null {
  return variationId === product.mainVariationId ? null : variationId;
}

/** A product path in a locale's canonical form: German unprefixed, English under /en. */
export function localizedProductPath(locale: Locale, urlPath: string, itemId: number, variationId: number | null) {
  const prefix = locale === DEFAULT_LOCALE ? "" : `/${locale}`;
  return `${prefix}${productPath(urlPath, itemId, variationId)}`;
}

/** Text of sanitised HTML, for descriptions outside the page body. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

function truncate(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), length / 2))}…`;
}

export type ProductHead = {
  title: string;
  description: string;
  canonicalUrl: string;
  /** Per locale, absolute: hreflang links. */
  alternateUrls: Partial<Record<Locale, string>>;
  imageUrls: string[];
};

export function productHead(
  product: ProductDetail,
  variation: ProductVariation,
  options: { origin: string; locale: Locale },
): ProductHead {
  const { origin, locale } = options;
  const variationId = urlVariationId(product, variation.id);
  const alternateUrls: Partial<Record<Locale, string>> = {};
  for (const other of LOCALES) {
    const urlPath = product.urlPathByLocale[other];
    if (urlPath) alternateUrls[other] = origin + localizedProductPath(other, urlPath, product.item.id, variationId);
  }
  const description =
    product.texts.metaDescription ||
    truncate(plainText(product.texts.shortDescription || product.texts.description), META_DESCRIPTION_LENGTH);
  return {
    title: product.texts.title || variation.name,
    description,
    canonicalUrl: origin + localizedProductPath(locale, product.texts.urlPath, product.item.id, variationId),
    alternateUrls,
    imageUrls: imagesOfVariation(product, variation).map(
      (image) => origin + itemImageUrl(image.fileName, "full", "jpg"),
    ),
  };
}

export function productMeta(head: ProductHead, options: { locale: Locale; shopName: string }): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [
    { title: head.title },
    { tagName: "link", rel: "canonical", href: head.canonicalUrl },
    ...Object.entries(head.alternateUrls).map(([locale, href]) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: locale,
      href,
    })),
    { property: "og:type", content: "product" },
    { property: "og:title", content: head.title },
    { property: "og:url", content: head.canonicalUrl },
    { property: "og:site_name", content: options.shopName },
    { property: "og:locale", content: LOCALE_TAGS[options.locale].replace("-", "_") },
  ];
  if (head.alternateUrls[DEFAULT_LOCALE]) {
    meta.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: head.alternateUrls[DEFAULT_LOCALE] });
  }
  if (head.description) {
    meta.push({ name: "description", content: head.description });
    meta.push({ property: "og:description", content: head.description });
  }
  const image = head.imageUrls[0];
  if (image) meta.push({ property: "og:image", content: image });
  return meta;
}
