import type { Locale } from "#common/constants.ts";
import type { Database } from "../../db/client.ts";
import { priceView, type PriceView } from "../pricing/index.ts";
import { groupBy } from "./listing-facts.ts";
import { loadPageDetails } from "./listing-query.ts";
import {
  canAddToCartDirectly,
  isSalable,
  needsChoiceBeforeAdding,
  type ItemFacts,
  type VariationFacts,
  shownAvailability,
  type AvailabilityTone,
  toProductTag,
  type ProductTag,
} from "../catalog/index.ts";

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
  /** The variation's order quantities: an add puts in at least `minimum`, more in steps of `interval`. */
  orderQuantity: { minimum: number; interval: number };
  /** The product page must ask first (a required order property, a set): needsChoiceBeforeAdding. */
  needsChoice: boolean;
};

/** A card to build: the item and the variation it shows, and its title when not the item's name. */
export type CardChoice = { item: ItemFacts; variation: VariationFacts; name?: string };

export type SummaryContext = { locale: Locale; showNetPrices: boolean; now: Date };

const LOWEST_PRICE_DAYS = 30;

/**
 * The cards for chosen variations, in the given order: four queries whatever their number
 * (images, variation images, tags, price history). A variation without a valid price has
 * no card. Category, tag and wishlist pages all build their cards here.
 */
export async function buildProductSummaries(
  db: Database,
  cards: CardChoice[],
  context: SummaryContext,
): Promise<ProductSummary[]> {
  const { locale, showNetPrices, now } = context;
  const since = new Date(now.getTime() - LOWEST_PRICE_DAYS * 24 * 60 * 60 * 1000);
  const details = await loadPageDetails(
    db,
    [...new Set(cards.map((card) => card.item.id))],
    cards.map((card) => card.variation.id),
    since,
  );
  const imagesOf = groupBy(details.images, (image) => image.itemId);
  const variationImageIds = groupBy(details.variationImages, (row) => row.variationId);
  const tagsOf = groupBy(details.tags, (tag) => tag.itemId);
  const lowestOf = new Map(details.lowestPrices.map((row) => [row.variationId, row.lowestCents]));

  return cards.flatMap(({ item, variation, name = item.name }): ProductSummary[] => {
    const prices = priceView(variation.prices, {
      now,
      lowest30DaysCents: lowestOf.get(variation.id) ?? null,
      unit: variation.unit,
      display: { locale, showNetPrices, vatRatePercent: item.vatRatePercent },
    });
    if (!prices) return [];
    const salable = isSalable(variation, now);
    const own = new Set((variationImageIds.get(variation.id) ?? []).map((row) => row.imageId));
    const itemImages = imagesOf.get(item.id) ?? [];
    const shown = own.size > 0 ? itemImages.filter((image) => own.has(image.id)) : itemImages;
    return [
      {
        itemId: item.id,
        variationId: variation.id,
        linkVariationId: variation.isMain ? null : variation.id,
        name,
        urlPath: item.urlPath,
        manufacturer: item.manufacturerName,
        images: shown.slice(0, 2).map((image) => ({
          fileName: image.fileName,
          width: image.width,
          height: image.height,
          alt: image.alt[locale] || name,
        })),
        prices,
        availability: cardAvailability(variation, salable, locale),
        rating: { average: item.ratingAverage, count: item.ratingCount },
        tags: (tagsOf.get(item.id) ?? []).map((row) => toProductTag(row.tag, locale)),
        salable,
        canAddToCartDirectly: canAddToCartDirectly(item, variation, now),
        orderQuantity: { minimum: variation.minimumOrderQuantity, interval: variation.intervalOrderQuantity },
        needsChoice: needsChoiceBeforeAdding(item),
      },
    ];
  });
}

/** The card's availability (without the delivery days, which cards do not show). */
function cardAvailability(variation: VariationFacts, salable: boolean, locale: Locale): ProductSummary["availability"] {
  const { id, name, tone } = shownAvailability(
    { id: variation.availabilityId, name: variation.availabilityName, averageDays: 0 },
    salable,
    locale,
  );
  return { id, name, tone };
}
