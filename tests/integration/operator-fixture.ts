import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { EDIT_COOKIE, OPERATOR_SESSION_COOKIE } from "#common/constants.ts";
import type { OperatorRole } from "#common/schemas/operator.ts";
import { createOperator, type OperatorIdentity } from "#server/modules/operator/operator.ts";
import { hashOperatorSessionToken } from "#server/modules/operator/operator-session.ts";
import { operatorSessions } from "#server/modules/operator/operator.table.ts";
import type { Shop } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";

export const OPERATOR_PASSWORD = "Leuchtturm-2026";

export function addOperator(
  shop: Shop,
  fields: { email?: string; name?: string; role?: OperatorRole } = {},
): Promise<OperatorIdentity> {
  return createOperator(shop.db, {
    email: fields.email ?? "editor@example.com",
    name: fields.name ?? "Edith Editor",
    role: fields.role ?? "editor",
    password: OPERATOR_PASSWORD,
  });
}

/** Logs `client` in to the editor; the answer must be a success. */
export async function loginOperator(client: ShopClient, email = "editor@example.com", password = OPERATOR_PASSWORD) {
  const result = await client.call("doOperatorLogin", { email, password });
  expect(result.status).toBe(200);
  return result;
}

export function operatorCookies(client: ShopClient) {
  return { session: client.cookies.get(OPERATOR_SESSION_COOKIE), edit: client.cookies.get(EDIT_COOKIE) };
}

/** The stored row of the client's operator session (looked up by the token's hash). */
export async function storedSession(shop: Shop, client: ShopClient) {
  const token = client.cookies.get(OPERATOR_SESSION_COOKIE);
  if (!token) return undefined;
  const rows = await shop.db
    .select()
    .from(operatorSessions)
    .where(eq(operatorSessions.tokenHash, hashOperatorSessionToken(token)));
  return rows[0];
}

/** Moves the client's session back in time, as if `minutes` had passed since its login and last request. */
export async function ageSession(shop: Shop, client: ShopClient, ages: { sinceLogin: number; sinceLastSeen: number }) {
  const token = client.cookies.get(OPERATOR_SESSION_COOKIE);
  if (!token) throw new Error("the client has no operator session");
  const now = Date.now();
  await shop.db
    .update(operatorSessions)
    .set({
      createdAt: new Date(now - ages.sinceLogin * 60_000),
      lastSeenAt: new Date(now - ages.sinceLastSeen * 60_000),
    })
    .where(eq(operatorSessions.tokenHash, hashOperatorSessionToken(token)));
}
