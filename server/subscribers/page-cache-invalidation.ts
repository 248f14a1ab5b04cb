import { itemTag } from "#common/page-cache-tags.ts";
import { invalidateCatalogReads } from "../modules/catalog/index.ts";
import { listOrderItems } from "../modules/order/index.ts";
import type { Services } from "../rpc/context.ts";

/**
 * A placed order moves its products' stock: their pages and the listings that show them are
 * retired from the page cache (docs/page-cache.md), after this node's catalog rows (the next
 * render must read the new stock). After the commit: a failure is logged, the order stays.
 */
export function subscribePageCacheInvalidation(services: Services): () => void {
  const retireItemsOf = async ({ order }: { order: { id: number } }) => {
    const lines = await listOrderItems(services.db, order.id);
    const itemIds = new Set(lines.flatMap((line) => (line.itemId === null ? [] : [line.itemId])));
    invalidateCatalogReads(services.db);
    await services.pageCache.invalidate([...itemIds].map(itemTag));
  };
  const offPlaced = services.events.on("orderPlaced", retireItemsOf);
  // A canceled order gives its stock back: the same pages show it again.
  const offCanceled = services.events.on("orderCanceled", retireItemsOf);
  return () => {
    offPlaced();
    offCanceled();
  };
}
