/** The rules every page cache keeps: the memory one (page-cache.test.ts) and the Redis one (tests/integration/page-cache-redis.test.ts). */
import { expect, it } from "vitest";
import type { CachedPage, PageCache } from "./page-cache.ts";

export function page(overrides: Partial<CachedPage> = {}): CachedPage {
  return {
    body: "<html>page</html>",
    headers: { "content-type": "text/html; charset=utf-8" },
    etag: '"e"',
    scriptHashes: [],
    tags: ["shop", "item:1"],
    renderedAt: 0,
    expiresAt: Date.now() + 60_000,
    ...overrides,
  };
}

export function pageCacheRules(make: () => Promise<PageCache>) {
  it("serves a stored page until it expires", async () => {
    const cache = await make();
    await cache.set("/a", page({ renderedAt: await cache.clock(), expiresAt: Date.now() + 60_000 }));
    expect((await cache.get("/a"))?.body).toBe("<html>page</html>");
    expect(await cache.get("/a", Date.now() + 61_000)).toBeNull();
    expect(await cache.get("/b")).toBeNull();
  });

  it("retires a page when one of its tags is written, and keeps the others", async () => {
    const cache = await make();
    const renderedAt = await cache.clock();
    await cache.set("/one", page({ tags: ["shop", "item:1"], renderedAt }));
    await cache.set("/two", page({ tags: ["shop", "item:2"], renderedAt }));
    await cache.invalidate(["item:1"]);
    expect(await cache.get("/one")).toBeNull();
    expect(await cache.get("/two")).not.toBeNull();
    await cache.invalidate(["shop"]);
    expect(await cache.get("/two")).toBeNull();
  });

  it("does not keep a page whose tag was written while it was rendered", async () => {
    const cache = await make();
    const renderedAt = await cache.clock();
    // The write lands after the render read the clock (and perhaps the old rows).
    await cache.invalidate(["item:1"]);
    await cache.set("/racing", page({ tags: ["shop", "item:1"], renderedAt }));
    expect(await cache.get("/racing")).toBeNull();
    // A render that began after the write is good.
    await cache.set("/racing", page({ tags: ["shop", "item:1"], renderedAt: await cache.clock() }));
    expect(await cache.get("/racing")).not.toBeNull();
  });

  it("clears every page", async () => {
    const cache = await make();
    await cache.set("/a", page({ renderedAt: await cache.clock() }));
    await cache.clear();
    expect(await cache.get("/a")).toBeNull();
  });
}
