/** The catalog as it is stored: items, variations, properties, categories, search index. Public entry: other floors and modules import only this file. */
export { addCategory, categoryTemplate, checkDeletable, deleteCategoryRows } from "./category-pages.ts";
export { readCategorySettings, saveCategorySettings } from "./category-settings.ts";
export { findRedirect } from "./category-tree-write.ts";
export { categories, categoryDetails } from "./category.table.ts";
export { categoryAudience, findCategoryByPath, getCategoryTree, type CategoryNode } from "./category.ts";
export {
  attributeValues,
  attributes,
  availabilities,
  bundleComponents,
  itemCategories,
  itemImages,
  itemTags,
  itemTexts,
  items,
  manufacturers,
  priceHistory,
  tags,
  units,
  variationAttributeValues,
  variationImages,
  variationPrices,
  variations,
} from "./item.table.ts";
export { buildFacets, type ListingFacets } from "./listing-facet-view.ts";
export { countFacets, evaluate, offeredValues, resolveFilters, sortProducts } from "./listing-facets.ts";
export type { FacetCounts, ListedProduct, ResolvedFilters } from "./listing-facets.ts";
export {
  canAddToCartDirectly,
  grossPriceNow,
  isSalable,
  needsChoiceBeforeAdding,
  type ItemFacts,
  type VariationFacts,
} from "./listing-rules.ts";
export { findItemOrderProperty } from "./order-property-lookup.ts";
export {
  isVariationSalable,
  shownAvailability,
  type AvailabilityTone,
  type StockLevel,
} from "./product-availability.ts";
export { findDefaultCategory } from "./product-category.ts";
export { groupImages } from "./product-images.ts";
export { bundleSaving, specialOfferEnd, vatRatePercent } from "./product-pricing.ts";
export { groupOrderProperties } from "./product-properties.ts";
export { toProductTag, type ProductTag } from "./product-tags.ts";
export {
  type BundleComponent,
  type ProductDetail,
  type ProductRequest,
  type ProductVariation,
} from "./product-types.ts";
export { buildVariationAttributeMap, variationLabel, type VariationAttributeRow } from "./product-variation-map.ts";
export { itemProperties, properties, propertyGroups, propertySelectionValues } from "./property.table.ts";
export { cachedRead, forgetCachedRead, invalidateCatalogReads } from "./read-cache.ts";
export { itemsWithPriceChangesBetween } from "./price-windows.ts";
export { isSearchIndexMissing, rebuildSearchIndex } from "./search-index.ts";
export { searchItems } from "./search.ts";
export { activeVariationIds, isActiveItem, loadActiveVariationItems } from "./variation-lookup.ts";
