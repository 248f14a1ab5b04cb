import { describe, expect, it } from "vitest";
import { createMemoryPageCache } from "./page-cache.ts";
import { page, pageCacheRules } from "./page-cache-rules.ts";

describe("memory page cache", () => {
  pageCacheRules(async () => createMemoryPageCache());

  it("drops the least recently used pages beyond its count and bytes", async () => {
    const cache = createMemoryPageCache({ maxEntries: 2, maxBytes: 1000 });
    await cache.set("/a", page());
    await cache.set("/b", page());
    await cache.get("/a");
    await cache.set("/c", page());
    expect(await cache.get("/b")).toBeNull();
    expect(await cache.get("/a")).not.toBeNull();
    // Over the bytes: the oldest go until the rest fit.
    await cache.set("/big", page({ body: "x".repeat(990) }));
    expect(await cache.get("/c")).toBeNull();
    expect(await cache.get("/a")).toBeNull();
    expect(await cache.get("/big")).not.toBeNull();
    await cache.set("/huge", page({ body: "x".repeat(2000) }));
    expect(await cache.get("/huge")).toBeNull();
  });
});
