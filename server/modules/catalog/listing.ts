import { LOCALE_TAGS, type Locale } from "#common/constants.ts";
import type { ListingFilters, ListingSort } from "#common/schemas/listing.ts";
import type { Database } from "../../db/client.ts";
import { priceView, type PriceView } from "../pricing/price-view.ts";
import { buildFacets, type ListingFacets } from "./listing-facet-view.ts";
import { countFacets, evaluate, offeredValues, resolveFilters, sortProducts } from "./listing-facets.ts";
import { groupBy, loadFacts } from "./listing-facts.ts";
import { loadAttributeLabels, loadPageDetails, type ListingSource } from "./listing-query.ts";
import { canAddToCartDirectly, isSalable, type ItemFacts } from "./listing-rules.ts";
import { availabilityTone, type AvailabilityTone } from "./product-availability.ts";
import { toProductTag, type ProductTag } from "./product-tags.ts";

export type { ListingFacets } from "./listing-facet-view.ts";

export type ListingRequest = {
  locale: Locale;
  showNetPrices: boolean;
  page: number;
  itemsPerPage: number;
  sort: ListingSort;
  filters: ListingFilters;
  now?: Date;
};

export type ProductImage = { fileName: string; width: number; height: number; alt: string };

/** One card of a product list: an item, shown through one of its variations. */
export type ProductSummary = {
  itemId: number;
  variationId: number;
  /** Set when the card shows another variation than the main one: the product link preselects it. */
  linkVariationId: number | null;
  name: string;
  /** Slug of the product URL /{urlPath}_{itemId}. */
  urlPath: string;
  manufacturer: string | null;
  /** The first two images: the card shows the second on hover. */
  images: ProductImage[];
  prices: PriceView;
  availability: { id: number; name: string; tone: AvailabilityTone };
  /** average 0 and count 0 without visible reviews. */
  rating: { average: number; count: number };
  tags: ProductTag[];
  salable: boolean;
  canAddToCartDirectly: boolean;
};

export type Listing = {
  pagination: { page: number; itemsPerPage: number; totalItems: number; totalPages: number };
  products: ProductSummary[];
  facets: ListingFacets;
};

const LOWEST_PRICE_DAYS = 30;

/**
 * One page of a product list with its facets. Eleven small queries whatever the page
 * size: five for the candidate set, ratings (through the review module), attribute
 * names, and four for the page's cards (images, variation images, tags, price history).
 */
export async function listProducts(db: Database, source: ListingSource, request: ListingRequest): Promise<Listing> {
  const now = request.now ?? new Date();
  const empty = source.categoryIds.length === 0 || source.itemIds?.length === 0;
  const facts = empty ? [] : await loadFacts(db, source, request.locale, now);
  const presentValueIds = [...new Set(facts.flatMap((item) => item.variations.flatMap((v) => v.attributeValueIds)))];
  const labels = await loadAttributeLabels(db, presentValueIds);
  const offered = offeredValues(facts, new Map(labels.map((label) => [label.valueId, label.attributeId])));
  const filters = resolveFilters(request.filters, offered);
  const ctx = { now, showNetPrices: request.showNetPrices };

  const matching = facts.flatMap((item) => evaluate(item, filters, ctx) ?? []);
  const sorted = sortProducts(matching, request.sort, new Intl.Collator(LOCALE_TAGS[request.locale]));
  const counts = countFacets(facts, filters, offered, ctx);
  const start = (request.page - 1) * request.itemsPerPage;
  const pageProducts = sorted.slice(start, start + request.itemsPerPage);

  const since = new Date(now.getTime() - LOWEST_PRICE_DAYS * 24 * 60 * 60 * 1000);
  const details = await loadPageDetails(
    db,
    pageProducts.map((p) => p.item.id),
    pageProducts.map((p) => p.variation.id),
    since,
  );
  const imagesOf = groupBy(details.images, (image) => image.itemId);
  const variationImageIds = groupBy(details.variationImages, (row) => row.variationId);
  const tagsOf = groupBy(details.tags, (tag) => tag.itemId);
  const lowestOf = new Map(details.lowestPrices.map((row) => [row.variationId, row.lowestCents]));

  const products = pageProducts.flatMap(({ item, variation }): ProductSummary[] => {
    const prices = priceView(variation.prices, {
      now,
      lowest30DaysCents: lowestOf.get(variation.id) ?? null,
      unit: variation.unit,
      display: { locale: request.locale, showNetPrices: request.showNetPrices, vatRatePercent: item.vatRatePercent },
    });
    if (!prices) return [];
    const own = new Set((variationImageIds.get(variation.id) ?? []).map((row) => row.imageId));
    const itemImages = imagesOf.get(item.id) ?? [];
    const shown = own.size > 0 ? itemImages.filter((image) => own.has(image.id)) : itemImages;
    return [
      {
        itemId: item.id,
        variationId: variation.id,
        linkVariationId: variation.isMain ? null : variation.id,
        name: item.name,
        urlPath: item.urlPath,
        manufacturer: item.manufacturerName,
        images: shown.slice(0, 2).map((image) => ({
          fileName: image.fileName,
          width: image.width,
          height: image.height,
          alt: image.alt[request.locale] || item.name,
        })),
        prices,
        availability: {
          id: variation.availabilityId,
          name: variation.availabilityName,
          tone: availabilityTone(variation.availabilityId),
        },
        rating: { average: item.ratingAverage, count: item.ratingCount },
        tags: (tagsOf.get(item.id) ?? []).map((row) => toProductTag(row.tag, request.locale)),
        salable: isSalable(variation, now),
        canAddToCartDirectly: canAddToCartDirectly(item, variation, now),
      },
    ];
  });

  return {
    pagination: {
      page: request.page,
      itemsPerPage: request.itemsPerPage,
      totalItems: sorted.length,
      totalPages: Math.ceil(sorted.length / request.itemsPerPage),
    },
    products,
    facets: buildFacets({ facts, labels, filters, counts, locale: request.locale, currency: currencyOf(facts) }),
  };
}

function currencyOf(facts: ItemFacts[]): string {
  return facts[0]?.variations[0]?.prices[0]?.currency ?? "EUR";
}
