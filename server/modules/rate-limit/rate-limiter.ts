import type { Redis } from "ioredis";

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/** Fixed-window counters: in process by default, shared through Redis when configured. */
export interface RateLimiter {
  consume(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return {
    async consume(key, limit, windowMs) {
      const time = now();
      if (time - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
        lastSweep = time;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt - time) / 1000));
      return { allowed: window.count <= limit, retryAfterSeconds };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function createRedisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  return {
    async consume(key, limit, windowMs) {
      const redisKey = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().incr(redisKey).pttl(redisKey).exec()) as [
        [null, number],
        [null, number],
      ];
      let remainingMs = ttl;
      if (ttl < 0) {
        await redis.pexpire(redisKey, windowMs);
        remainingMs = windowMs;
      }
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
