import type {
  attributes,
  attributeValues,
  availabilities,
  bundleComponents,
  itemCategories,
  itemImages,
  items,
  itemTags,
  itemTexts,
  manufacturers,
  priceHistory,
  tags,
  units,
  variationAttributeValues,
  variationImages,
  variationPrices,
  variations,
  itemProperties,
  properties,
  propertyGroups,
  propertySelectionValues,
} from "#server/modules/catalog/index.ts";
import type { ImageJob } from "#server/demo/product-art/product-image.ts";
import type { reviewReplies, reviews } from "#server/modules/review/index.ts";
import type { stock, stockMovements } from "#server/modules/stock/index.ts";

/** Every row of the demo catalog, ready for insert, plus the images to render. */
export type CatalogRows = {
  manufacturers: (typeof manufacturers.$inferInsert)[];
  availabilities: (typeof availabilities.$inferInsert)[];
  units: (typeof units.$inferInsert)[];
  tags: (typeof tags.$inferInsert)[];
  attributes: (typeof attributes.$inferInsert)[];
  attributeValues: (typeof attributeValues.$inferInsert)[];
  propertyGroups: (typeof propertyGroups.$inferInsert)[];
  properties: (typeof properties.$inferInsert)[];
  propertySelectionValues: (typeof propertySelectionValues.$inferInsert)[];
  items: (typeof items.$inferInsert & { id: number })[];
  itemTexts: (typeof itemTexts.$inferInsert)[];
  itemCategories: (typeof itemCategories.$inferInsert)[];
  itemTags: (typeof itemTags.$inferInsert)[];
  itemProperties: (typeof itemProperties.$inferInsert)[];
  variations: (typeof variations.$inferInsert & { id: number })[];
  variationAttributeValues: (typeof variationAttributeValues.$inferInsert)[];
  variationPrices: (typeof variationPrices.$inferInsert)[];
  priceHistory: (typeof priceHistory.$inferInsert)[];
  bundleComponents: (typeof bundleComponents.$inferInsert)[];
  stock: (typeof stock.$inferInsert)[];
  stockMovements: (typeof stockMovements.$inferInsert)[];
  itemImages: (typeof itemImages.$inferInsert & { id: number })[];
  variationImages: (typeof variationImages.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert & { id: number })[];
  reviewReplies: (typeof reviewReplies.$inferInsert)[];
  imageJobs: ImageJob[];
};

/** Hands out consecutive explicit ids per table, so every run produces the same ids. */
export function idSequence(first: number): () => number {
  let next = first;
  return () => next++;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}
