import type { Redis } from "ioredis";
import { SHOP_TAG } from "#common/page-cache-tags.ts";

/**
 * A page shared by every visitor who may see it (docs/page-cache.md): the rendered HTML with
 * the headers that belong to it, and what it was made from.
 */
export type CachedPage = {
  body: string;
  /** The rendered answer's headers (Content-Type), without anything of the visitor's. */
  headers: Record<string, string>;
  etag: string;
  /** `'sha256-…'` of its inline scripts, for its Content-Security-Policy (no nonce on a shared page). */
  scriptHashes: string[];
  /** What the page shows (tags, page-tags.ts); a write to any of them retires it. */
  tags: string[];
  /** The cache's clock when rendering began: a tag written later makes the page stale. */
  renderedAt: number;
  /** Epoch ms after which the page is no longer served (its s-maxage). */
  expiresAt: number;
};

/**
 * The shop's own page cache, in process or in Redis (shared by every node). Invalidation
 * is by tag: `invalidate` stamps the tags with a new clock value, and a page rendered
 * before that stamp is not served again. Reading the clock before rendering makes a write
 * that lands during the render retire the page too.
 */
export type PageCache = {
  /** The clock before rendering (pass it to `set` as `renderedAt`). */
  clock(): Promise<number>;
  /** A page still valid (not expired, none of its tags written since it was rendered). */
  get(key: string, now?: number): Promise<CachedPage | null>;
  set(key: string, page: CachedPage): Promise<void>;
  invalidate(tags: string[]): Promise<void>;
  /** Every page (a deployment, a test). */
  clear(): Promise<void>;
};

type MemoryOptions = { maxEntries?: number; maxBytes?: number };

/** In one process: pages in insertion (least recently used first) order, bounded in count and bytes. */
export function createMemoryPageCache({
  maxEntries = 2000,
  maxBytes = 64 * 1024 * 1024,
}: MemoryOptions = {}): PageCache {
  const pages = new Map<string, CachedPage>();
  const tagStamps = new Map<string, number>();
  let clock = 0;
  let bytes = 0;
  const remove = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    bytes -= page.body.length;
    pages.delete(key);
  };
  return {
    clock: async () => clock,
    async get(key, now = Date.now()) {
      const page = pages.get(key);
      if (!page) return null;
      if (page.expiresAt <= now || page.tags.some((tag) => (tagStamps.get(tag) ?? 0) > page.renderedAt)) {
        remove(key);
        return null;
      }
      // Most recently used last.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    async set(key, page) {
      remove(key);
      if (page.body.length > maxBytes) return;
      pages.set(key, page);
      bytes += page.body.length;
      for (const oldest of pages.keys()) {
        if (pages.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    async invalidate(tags) {
      if (tags.length === 0) return;
      clock += 1;
      for (const tag of tags) tagStamps.set(tag, clock);
    },
    async clear() {
      pages.clear();
      bytes = 0;
      clock += 1;
    },
  };
}

/** One step: a new clock value, stamped on every tag given. */
const STAMP_TAGS = `
local stamp = redis.call('INCR', KEYS[1])
for i = 1, #ARGV do redis.call('HSET', KEYS[2], ARGV[i], stamp) end
return stamp
`;

/**
 * In Redis, shared by every node: `{prefix}p:{key}` holds a page (expiring with it),
 * `{prefix}clock` the clock and `{prefix}tags` each tag's last stamp. A read is two round
 * trips (the page, then its tags' stamps).
 */
export function createRedisPageCache(redis: Redis, prefix: string): PageCache {
  const clockKey = `${prefix}clock`;
  const tagsKey = `${prefix}tags`;
  const pageKey = (key: string) => `${prefix}p:${key}`;
  return {
    async clock() {
      return Number((await redis.get(clockKey)) ?? 0);
    },
    async get(key, now = Date.now()) {
      const raw = await redis.get(pageKey(key));
      if (!raw) return null;
      let page: CachedPage;
      try {
        page = JSON.parse(raw) as CachedPage;
      } catch {
        return null;
      }
      if (page.expiresAt <= now) return null;
      if (page.tags.length > 0) {
        const stamps = await redis.hmget(tagsKey, ...page.tags);
        if (stamps.some((stamp) => Number(stamp ?? 0) > page.renderedAt)) return null;
      }
      return page;
    },
    async set(key, page) {
      const ttlMs = Math.max(1, Math.ceil(page.expiresAt - Date.now()));
      await redis.set(pageKey(key), JSON.stringify(page), "PX", ttlMs);
    },
    async invalidate(tags) {
      if (tags.length === 0) return;
      await redis.eval(STAMP_TAGS, 2, clockKey, tagsKey, ...tags);
    },
    async clear() {
      // Every page rendered before now is retired by the shop-wide tag every page has.
      await redis.eval(STAMP_TAGS, 2, clockKey, tagsKey, SHOP_TAG);
    },
  };
}
