import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createRedisPageCache } from "#server/modules/page-cache/page-cache.ts";
import { page, pageCacheRules } from "#server/modules/page-cache/page-cache-rules.ts";

/**
 * The page cache in Redis keeps the rules of the memory one, and two nodes (two caches on one
 * Redis) see each other's pages and invalidations. Runs when TEST_REDIS_URL is set (CI sets it).
 */
const redisUrl = process.env.TEST_REDIS_URL;

// Without TEST_REDIS_URL the suite is reported as skipped (a file without any suite fails the run).
describe.runIf(redisUrl !== undefined)("Redis page cache", () => {
  const url = redisUrl ?? "";
  const prefix = `test:${randomBytes(6).toString("hex")}:page:`;
  const redis = new Redis(url, { lazyConnect: true });
  let run = 0;
  const fresh = () => `${prefix}${++run}:`;

  beforeAll(() => redis.connect());
  afterEach(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  });
  afterAll(() => redis.quit());

  pageCacheRules(async () => createRedisPageCache(redis, fresh()));

  it("shares pages and invalidations between nodes", async () => {
    const shared = fresh();
    const nodeA = createRedisPageCache(redis, shared);
    const nodeB = createRedisPageCache(redis, shared);
    await nodeA.set("/wohnen", page({ renderedAt: await nodeA.clock(), tags: ["shop", "item:7"] }));
    expect((await nodeB.get("/wohnen"))?.body).toBe("<html>page</html>");
    await nodeB.invalidate(["item:7"]);
    expect(await nodeA.get("/wohnen")).toBeNull();
  });

  it("lets a page expire in Redis with its time", async () => {
    const cache = createRedisPageCache(redis, fresh());
    await cache.set("/short", page({ renderedAt: 0, expiresAt: Date.now() + 2_000 }));
    const ttl = await redis.pttl(`${prefix}${run}:p:/short`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(2_000);
  });
});
