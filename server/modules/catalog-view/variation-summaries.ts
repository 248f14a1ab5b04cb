import type { Locale } from "#common/constants.ts";
import type { Database } from "../../db/client.ts";
import { groupBy, loadFactsOfItems } from "./listing-facts.ts";
import { loadAttributeLabels } from "./listing-query.ts";
import {
  isSalable,
  type ItemFacts,
  buildVariationAttributeMap,
  variationLabel,
  type VariationAttributeRow,
} from "../catalog/index.ts";
import { loadItemCategoryRows } from "./item-set-query.ts";
import { findDefaultCategory, loadActiveVariationItems } from "../catalog/index.ts";
import { buildProductSummaries, type CardChoice, type ProductSummary } from "./product-summaries.ts";

export type VariationSummaryRequest = {
  locale: Locale;
  showNetPrices: boolean;
  /** Customers see items that are only in customers-only categories; others do not. */
  includeCustomerOnly: boolean;
  now?: Date;
};

/**
 * Product cards for given variations (a wishlist): one card per variation, in the given
 * order, each showing that variation under its full name ("Kissen, Sand, 40 × 40 cm", as
 * on the product page) and linking to the product page with it preselected.
 *
 * A variation that is gone or inactive, has no valid price, or whose item the visitor may
 * not open (no texts in the locale, or only in customers-only categories for a
 * non-customer) gets no card. One that is active but cannot be bought keeps its card,
 * which says so through its availability and `salable: false`.
 *
 * About a dozen queries whatever the number of variations (the category tree is cached).
 */
export async function summariesForVariations(
  db: Database,
  variationIds: number[],
  request: VariationSummaryRequest,
): Promise<ProductSummary[]> {
  const now = request.now ?? new Date();
  const wanted = [...new Set(variationIds)];
  const itemOf = await loadActiveVariationItems(db, wanted);
  const itemIds = [...new Set(itemOf.values())];
  if (itemIds.length === 0) return [];
  const [facts, categoryRows] = await Promise.all([
    loadFactsOfItems(db, itemIds, request.locale, now),
    loadItemCategoryRows(db, itemIds),
  ]);
  const visible = await visibleItems(db, facts, categoryRows, request);
  const names = await variationNames(db, visible, request.locale, now);

  const cards = wanted.flatMap((variationId): CardChoice[] => {
    const item = visible.get(itemOf.get(variationId) ?? -1);
    const variation = item?.variations.find((candidate) => candidate.id === variationId);
    return item && variation ? [{ item, variation, name: names.get(variationId) ?? item.name }] : [];
  });
  return buildProductSummaries(db, cards, { locale: request.locale, showNetPrices: request.showNetPrices, now });
}

/** The product page's rule (product-category.ts): an item only in customers-only categories is for customers. */
async function visibleItems(
  db: Database,
  facts: ItemFacts[],
  categoryRows: { itemId: number; categoryId: number }[],
  request: VariationSummaryRequest,
): Promise<Map<number, ItemFacts>> {
  const categoriesOf = groupBy(categoryRows, (row) => row.itemId);
  const verdicts = await Promise.all(
    facts.map((item) =>
      findDefaultCategory(db, request.locale, categoriesOf.get(item.id) ?? [], request.includeCustomerOnly),
    ),
  );
  return new Map(facts.flatMap((item, index) => (verdicts[index] === "login-required" ? [] : [[item.id, item]])));
}

/** "Name, Sand, 40 × 40 cm": the item's name with the variation's attribute values, named as on the product page. */
async function variationNames(
  db: Database,
  items: Map<number, ItemFacts>,
  locale: Locale,
  now: Date,
): Promise<Map<number, string>> {
  const valueIds = [...items.values()].flatMap((item) => item.variations.flatMap((v) => v.attributeValueIds));
  const labels = new Map((await loadAttributeLabels(db, [...new Set(valueIds)])).map((row) => [row.valueId, row]));
  const names = new Map<number, string>();
  for (const item of items.values()) {
    const rows = item.variations.flatMap((variation) =>
      variation.attributeValueIds.flatMap((valueId): VariationAttributeRow[] => {
        const label = labels.get(valueId);
        if (!label) return [];
        return [
          {
            variationId: variation.id,
            attributeId: label.attributeId,
            attributeDisplay: label.display,
            attributePosition: label.attributePosition,
            attributeNames: label.attributeNames,
            valueId,
            valuePosition: label.valuePosition,
            valueNames: label.valueNames,
            valueColor: label.color,
          },
        ];
      }),
    );
    const map = buildVariationAttributeMap(
      rows,
      item.variations.map((variation) => ({ id: variation.id, isSalable: isSalable(variation, now) })),
      locale,
    );
    for (const variation of item.variations) {
      const label = variationLabel(map, variation.id);
      names.set(variation.id, label ? `${item.name}, ${label}` : item.name);
    }
  }
  return names;
}
