import { describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "./rate-limiter.ts";

function clock(start = 1_000_000) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe("memory rate limiter", () => {
  it("allows `limit` requests per window and refuses the next", async () => {
    const limiter = createMemoryRateLimiter(clock().now);
    const results = [];
    for (let i = 0; i < 4; i++) results.push((await limiter.consume("login:a", 3, 60_000)).allowed);
    expect(results).toEqual([true, true, true, false]);
  });

  it("counts keys separately", async () => {
    const limiter = createMemoryRateLimiter(clock().now);
    await limiter.consume("a", 1, 1000);
    expect((await limiter.consume("a", 1, 1000)).allowed).toBe(false);
    expect((await limiter.consume("b", 1, 1000)).allowed).toBe(true);
  });

  it("answers the whole seconds until the window ends, at least 1", async () => {
    const time = clock();
    const limiter = createMemoryRateLimiter(time.now);
    expect((await limiter.consume("k", 1, 15 * 60_000)).retryAfterSeconds).toBe(900);
    time.advance(100_500);
    expect(await limiter.consume("k", 1, 15 * 60_000)).toEqual({ allowed: false, retryAfterSeconds: 800 });
    time.advance(799_400);
    expect(await limiter.consume("k", 1, 15 * 60_000)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("opens a new window once the old one has ended (fixed window)", async () => {
    const time = clock();
    const limiter = createMemoryRateLimiter(time.now);
    await limiter.consume("k", 2, 10_000);
    await limiter.consume("k", 2, 10_000);
    time.advance(9_999);
    expect((await limiter.consume("k", 2, 10_000)).allowed).toBe(false);
    time.advance(1);
    expect(await limiter.consume("k", 2, 10_000)).toEqual({ allowed: true, retryAfterSeconds: 10 });
    expect((await limiter.consume("k", 2, 10_000)).allowed).toBe(true);
    expect((await limiter.consume("k", 2, 10_000)).allowed).toBe(false);
  });

  it("keeps refused requests in the count: hammering does not shorten the wait", async () => {
    const time = clock();
    const limiter = createMemoryRateLimiter(time.now);
    for (let i = 0; i < 20; i++) await limiter.consume("k", 5, 60_000);
    time.advance(30_000);
    expect(await limiter.consume("k", 5, 60_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it("forgets a key on reset", async () => {
    const limiter = createMemoryRateLimiter(clock().now);
    await limiter.consume("k", 1, 60_000);
    expect((await limiter.consume("k", 1, 60_000)).allowed).toBe(false);
    await limiter.reset("k");
    expect(await limiter.consume("k", 1, 60_000)).toEqual({ allowed: true, retryAfterSeconds: 60 });
    await limiter.reset("never-used");
  });

  it("still counts live windows after sweeping expired ones", async () => {
    const time = clock();
    const limiter = createMemoryRateLimiter(time.now);
    await limiter.consume("short", 1, 1_000);
    await limiter.consume("long", 1, 10 * 60_000);
    time.advance(61_000);
    expect((await limiter.consume("short", 1, 1_000)).allowed).toBe(true);
    expect((await limiter.consume("long", 1, 10 * 60_000)).allowed).toBe(false);
  });
});
