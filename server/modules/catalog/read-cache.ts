import type { Database } from "../../db/client.ts";

/**
 * A short-lived cache of catalog reads, per database. Every shopper page reads the same
 * rows (the navigation, a category's products with their prices and stock) and the
 * embedded database answers one query at a time, so repeated reads are served from here.
 *
 * What may be cached: rows, never values computed for a moment (a special price valid
 * "now" is decided per request from the cached price rows). Writes through the catalog
 * and review modules call invalidateCatalogReads; the TTL bounds how stale a row can be
 * after a write elsewhere (another node, a stock change): at most 30 seconds in a list,
 * while the cart and checkout always read stock and prices afresh.
 */
export const CATALOG_READ_TTL_MS = 30_000;
/** Enough for every category, tag and recent search of a shop in two languages. */
const MAX_ENTRIES = 500;

type Entry = { value: Promise<unknown>; expires: number };
const caches = new WeakMap<Database, Map<string, Entry>>();

export function invalidateCatalogReads(db: Database): void {
  caches.delete(db);
}

export function cachedRead<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) {
    // Map order is insertion order: moving a hit to the end makes the first entry the least recently used.
    cache.delete(key);
    cache.set(key, hit);
    return hit.value as Promise<T>;
  }
  const value = load();
  cache.set(key, { value, expires: now + CATALOG_READ_TTL_MS });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  // A failed read must not stay cached.
  const entries = cache;
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/** Drops one entry, so the next cachedRead loads it afresh: a value decided for a moment the clock has passed. */
export function forgetCachedRead(db: Database, key: string): void {
  caches.get(db)?.delete(key);
}
