import { netFromGross } from "#common/money.ts";
import { priceForQuantity, type PriceRow } from "../pricing/index.ts";
import { isVariationSalable, type StockLevel } from "./product-availability.ts";

/** What the listing knows of one active variation with its price rows. */
export type VariationFacts = {
  id: number;
  isMain: boolean;
  position: number;
  /** The shop's switch (variations.salable); stock and dates decide the rest. */
  salableFlag: boolean;
  availabilityId: number;
  availabilityName: string;
  minimumOrderQuantity: number;
  intervalOrderQuantity: number;
  availableUntil: Date | null;
  unit: { code: string; content: number; name: string };
  /** null: no stock row, so nothing to sell (product-availability.ts). */
  stock: StockLevel | null;
  /** A bundle's components: their stock decides (empty for other variations). */
  components: { quantity: number; stock: StockLevel | null; salable: boolean }[];
  attributeValueIds: number[];
  prices: PriceRow[];
  /** Gross cents of one piece now (special offer included); null when it has no valid price. */
  grossCents: number | null;
};

export type ItemFacts = {
  id: number;
  itemType: "default" | "bundle" | "set";
  vatRatePercent: number;
  manufacturerId: number | null;
  manufacturerName: string | null;
  name: string;
  urlPath: string;
  /** Position in the listed category (the lowest over its descendants). */
  position: number;
  /** Average of visible reviews to a tenth; 0 without reviews. */
  ratingAverage: number;
  ratingCount: number;
  hasOrderProperties: boolean;
  hasRequiredOrderProperty: boolean;
  /** Active variations that have a price; an item without any is not listed. */
  variations: VariationFacts[];
  salableVariationCount: number;
};

/** The product page's rule (product-availability.ts), so a card never says otherwise. */
export function isSalable(variation: VariationFacts, now: Date): boolean {
  return isVariationSalable({
    salable: variation.salableFlag,
    hasPrice: variation.grossCents !== null,
    availableUntil: variation.availableUntil,
    minimumOrderQuantity: variation.minimumOrderQuantity,
    stock: variation.stock,
    components: variation.components,
    now,
  });
}

/** The price the shopper sees for one piece: gross, or net when showNetPrices is set. */
export function shownCents(item: ItemFacts, variation: VariationFacts, showNetPrices: boolean): number {
  const gross = variation.grossCents ?? 0;
  return showNetPrices ? netFromGross(gross, item.vatRatePercent) : gross;
}

export function grossPriceNow(rows: PriceRow[], now: Date): number | null {
  return priceForQuantity(rows, 1, now);
}

const byPosition = (a: VariationFacts, b: VariationFacts) => a.position - b.position || a.id - b.id;
const byPrice = (a: VariationFacts, b: VariationFacts) => (a.grossCents ?? 0) - (b.grossCents ?? 0) || byPosition(a, b);

/**
 * The variation a card shows: the main one when it can be bought, else the cheapest one
 * that can, else the main one (shown as not available), else the cheapest.
 */
export function chooseCardVariation(candidates: VariationFacts[], now: Date): VariationFacts | undefined {
  // The schema does not stop an item from having two main variations: the first by position
  // counts, whatever order the rows came in (listing-summary-query.ts decides alike).
  const main = candidates.filter((variation) => variation.isMain).sort(byPosition)[0];
  if (main && isSalable(main, now)) return main;
  const salable = candidates.filter((variation) => isSalable(variation, now)).sort(byPrice);
  return salable[0] ?? main ?? [...candidates].sort(byPrice)[0];
}

/** Same validity rule as price-view: an open bound never expires. */
const isValidNow = (row: PriceRow, now: Date) =>
  (row.validFrom === null || row.validFrom <= now) && (row.validUntil === null || row.validUntil > now);

/** docs/glossary.md, storefront spec §5: when a category page may put the product into the cart directly. */
export function canAddToCartDirectly(item: ItemFacts, variation: VariationFacts, now: Date): boolean {
  const hasGraduatedPrices = variation.prices.some(
    (row) => row.kind === "default" && row.minimumQuantity > 1 && isValidNow(row, now),
  );
  return (
    isSalable(variation, now) &&
    variation.minimumOrderQuantity === 1 &&
    variation.intervalOrderQuantity === 1 &&
    !item.hasOrderProperties &&
    !item.hasRequiredOrderProperty &&
    item.itemType !== "set" &&
    item.salableVariationCount < 2 &&
    !hasGraduatedPrices
  );
}

/**
 * Whether the product page has to ask before this item's variation can go into the cart:
 * a required order property needs an answer, a set its chosen components (the cart refuses
 * both without). A wishlist entry of such an item leads to the product page instead of
 * adding (docs/cart.md).
 */
export function needsChoiceBeforeAdding(item: Pick<ItemFacts, "itemType" | "hasRequiredOrderProperty">): boolean {
  return item.hasRequiredOrderProperty || item.itemType === "set";
}
