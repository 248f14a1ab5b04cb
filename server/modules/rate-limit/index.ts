/** Rate limiters (memory, Redis). Public entry: other floors and modules import only this file. */
export { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from "./rate-limiter.ts";
