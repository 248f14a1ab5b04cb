import type { Locale } from "#common/constants.ts";
import type { Money } from "#common/money.ts";
import type { RatingSummary } from "#common/rating.ts";
import type { PriceView } from "../pricing/index.ts";
import type { AvailabilityTone } from "./product-availability.ts";
import type { ProductCategory } from "./product-category.ts";
import type { ProductImage } from "./product-images.ts";
import type { OrderProperties } from "./product-properties.ts";
import type { ProductTag } from "./product-tags.ts";
import type { VariationAttributeMap } from "./product-variation-map.ts";

/** What getProduct answers (the DTO of the product page); dates are ISO strings. */

export type ProductManufacturer = {
  id: number;
  name: string;
  street: string;
  postcode: string;
  city: string;
  countryCode: string;
  email: string;
  url: string;
  /** EU responsible person (GPSR) of a manufacturer outside the EU. */
  responsiblePerson: {
    name: string;
    street: string;
    postcode: string;
    city: string;
    countryCode: string;
    email: string;
  } | null;
};

export type BundleComponent = {
  variationId: number;
  itemId: number;
  name: string;
  urlPath: string;
  quantity: number;
  image: ProductImage | null;
  /** Price of one piece as shown (gross, or net with showNetPrices). */
  price: Money | null;
};

export type ProductVariation = {
  id: number;
  number: string;
  gtin: string;
  mpn: string;
  isMain: boolean;
  /** Item name plus attribute values: "Kissen Lina, Sand, 40 × 40 cm". */
  name: string;
  /** Attribute values only: "Sand, 40 × 40 cm"; empty without attributes. */
  label: string;
  isSalable: boolean;
  minimumOrderQuantity: number;
  intervalOrderQuantity: number;
  maximumOrderQuantity: number | null;
  availableUntil: string | null;
  dimensions: { widthMm: number; heightMm: number; lengthMm: number; weightG: number };
  availability: { id: number; name: string; averageDays: number; tone: AvailabilityTone };
  unit: { code: string; content: number; name: string };
  prices: PriceView | null;
  /** End of the special offer shown, ISO time (schema.org priceValidUntil). */
  specialOfferValidUntil: string | null;
  /** Ids into ProductDetail.images; empty means all images. */
  imageIds: number[];
  /** Informational properties: the technical data table. */
  properties: { name: string; value: string }[];
  bundle: {
    components: BundleComponent[];
    saving: { componentsTotal: Money; amount: Money; percent: number } | null;
  } | null;
};

export type ProductTexts = {
  name: string;
  urlPath: string;
  title: string;
  shortDescription: string;
  /** Sanitised HTML. */
  description: string;
  /** Sanitised HTML. */
  technicalData: string;
  metaDescription: string;
  keywords: string;
};

export type ProductDetail = {
  item: { id: number; itemType: "default" | "bundle" | "set" };
  texts: ProductTexts;
  /** The product's slug per language (language switcher, hreflang). */
  urlPathByLocale: Partial<Record<Locale, string>>;
  selectedVariationId: number;
  mainVariationId: number;
  variations: ProductVariation[];
  images: ProductImage[];
  variationAttributeMap: VariationAttributeMap;
  manufacturer: ProductManufacturer | null;
  defaultCategory: ProductCategory | null;
  orderProperties: OrderProperties;
  tags: ProductTag[];
  rating: RatingSummary;
  salableVariationCount: number;
  showNetPrices: boolean;
  vatRatePercent: number;
};

export type ProductRequest = {
  itemId: number;
  variationId: number | null;
  locale: Locale;
  showNetPrices: boolean;
  /** A logged-in customer may see items of customers-only categories. */
  includeCustomerOnly: boolean;
  now: Date;
};
