import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { sessions } from "#server/modules/session/session.table.ts";
import type { Shop } from "./harness.ts";
import type { ApiResult, ShopClient } from "./shop-client.ts";

/** What a leaked stack trace looks like in an answer. */
export const STACK_TRACE = /\bat .+\.(?:ts|js|mjs):\d+|node:internal|\bstack\b/i;

/** An error envelope: the status and key, no data, and a message for people. */
export function expectError(result: ApiResult<unknown>, status: number, key: string): void {
  expect({ status: result.status, key: result.body.error?.key }).toEqual({ status, key });
  expect(result.body.data).toBeUndefined();
  expect(typeof result.body.error?.message).toBe("string");
}

/** The session data as stored for the client's session cookie. */
export async function storedSession(shop: Shop, client: ShopClient) {
  const id = client.sessionId;
  if (!id) return undefined;
  const rows = await shop.db.select().from(sessions).where(eq(sessions.id, id));
  return rows[0]?.data as Record<string, unknown> | undefined;
}
