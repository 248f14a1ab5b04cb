/**
 * Tags of the page cache (docs/page-cache.md): a shared page lists what it shows, and a write
 * retires every page with one of its tags.
 */

/** Every shared page shows the shop's frame (design, navigation, settings): this tag retires them all. */
export const SHOP_TAG = "shop";
/** A product's page and every listing or block that shows it. */
export const itemTag = (itemId: number) => `item:${itemId}`;
/** A page's own blocks (content module: entity type and identifier of the page). */
export const blocksTag = (type: string, identifier: string) => `blocks:${type}:${identifier}`;
