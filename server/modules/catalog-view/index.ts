/** The catalog as shoppers see it: listings, product details and summaries, joined with stock, ratings and prices. Public entry: other floors and modules import only this file. */
export { loadItemCategoryRows } from "./item-set-query.ts";
export { type ListingSource } from "./listing-query.ts";
export { findListingCategory, findListingTag, visibleCategoryIds } from "./listing-source.ts";
export { listProducts } from "./listing.ts";
export { loadProductDetail } from "./product-detail.ts";
export { loadVariationPath } from "./product-queries.ts";
export { sitemapEntries } from "./sitemap.ts";
export { summariesForVariations } from "./variation-summaries.ts";
