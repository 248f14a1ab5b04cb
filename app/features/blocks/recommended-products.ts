/**
 * What a ProductRecommendedProducts block shows: the first products of its category as the
 * category page lists them (getFacet), one row of four, two on phones. Used by the server's
 * page loader and by the editor's canvas for a gallery added or changed there.
 */
export const RECOMMENDED_PRODUCTS_SHOWN = 8;

/** The getFacet paging both ask with (a page holds more than is shown). */
export const RECOMMENDED_PRODUCTS_QUERY = { itemsPerPage: 10 } as const;
