import type { RequestContext } from "./context.ts";
import { AppError } from "../errors.ts";

/**
 * Counts one attempt under `key` and refuses with 429 tooManyRequests (and Retry-After)
 * once `limit` attempts fall within `windowMs`: login, registration, reviews, uploads.
 */
export async function enforceRateLimit(
  ctx: RequestContext,
  key: string,
  limit: number,
  windowMs: number,
): Promise<void> {
  const result = await ctx.services.rateLimiter.consume(key, limit, windowMs);
  if (!result.allowed) {
    throw new AppError("too_many_requests", "tooManyRequests", {
      retryAfterSeconds: result.retryAfterSeconds,
      values: { seconds: result.retryAfterSeconds },
    });
  }
}
