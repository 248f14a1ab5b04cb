import type { Locale } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";

/** Availability colours (docs/glossary.md, storefront spec §4): ids 1-3 green, 4-6 amber, 7-8 red, 9-10 dark grey. */
export type AvailabilityTone = "green" | "amber" | "red" | "grey";

export function availabilityTone(availabilityId: number): AvailabilityTone {
  if (availabilityId <= 3) return "green";
  if (availabilityId <= 6) return "amber";
  if (availabilityId <= 8) return "red";
  return "grey";
}

/** An availability as a shopper reads it: the catalogue's, unless the variation cannot be ordered. */
export type ShownAvailability = { id: number; name: string; averageDays: number; tone: AvailabilityTone };

/**
 * The one place that turns a variation's catalogue availability into what the shop shows
 * (product page, listing cards, wishlist). A variation that cannot be ordered never shows a
 * delivery promise (green or amber, "Ships in 3-5 working days"): it reads "Currently
 * unavailable" in grey. One that can be ordered (oversold, say) never reads "Not
 * deliverable" (grey): it reads "Available to order" in amber, without delivery days.
 */
export function shownAvailability(
  availability: { id: number; name: string; averageDays: number },
  isSalable: boolean,
  locale: Locale,
): ShownAvailability {
  const tone = availabilityTone(availability.id);
  const t = translatorFor(locale);
  if (isSalable && tone === "grey") {
    return { id: availability.id, name: t("product.orderable"), averageDays: 0, tone: "amber" };
  }
  if (isSalable || tone === "red" || tone === "grey") return { ...availability, tone };
  return { id: availability.id, name: t("product.unavailable"), averageDays: 0, tone: "grey" };
}

export type StockLevel = { quantity: number; reserved: number; allowOverselling: boolean };

/** Pieces that can still be sold; a variation without a stock row has none. */
export function sellableQuantity(stock: StockLevel | null): number {
  if (!stock) return 0;
  if (stock.allowOverselling) return Number.POSITIVE_INFINITY;
  return Math.max(0, stock.quantity - stock.reserved);
}

/**
 * Whether a shopper can order a variation now: switched on, priced, still on sale, and
 * enough stock for the minimum order quantity (of each component, for a bundle).
 */
export function isVariationSalable(variation: {
  salable: boolean;
  hasPrice: boolean;
  availableUntil: Date | null;
  minimumOrderQuantity: number;
  stock: StockLevel | null;
  /** A bundle's components: their stock counts, not the bundle's own. */
  components?: { quantity: number; stock: StockLevel | null; salable: boolean }[];
  now: Date;
}): boolean {
  if (!variation.salable || !variation.hasPrice) return false;
  if (variation.availableUntil !== null && variation.availableUntil <= variation.now) return false;
  const pieces = variation.minimumOrderQuantity;
  if (variation.components && variation.components.length > 0) {
    return variation.components.every(
      (component) => component.salable && sellableQuantity(component.stock) >= component.quantity * pieces,
    );
  }
  return sellableQuantity(variation.stock) >= pieces;
}
