/** The shared page cache (docs/page-cache.md). Public entry: other floors and modules import only this file. */
export { createMemoryPageCache, createRedisPageCache, type CachedPage, type PageCache } from "./page-cache.ts";
export { blocksTag, itemTag, SHOP_TAG } from "#common/page-cache-tags.ts";
