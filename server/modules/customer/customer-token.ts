import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { hashToken, isWellFormedToken, newToken } from "../../security/link-token.ts";
import { customerTokens, type CustomerTokenPurpose } from "./customer-token.table.ts";

/**
 * A new single-use link for a customer. Earlier unused links of the same purpose stop
 * working: only the newest mail counts, so a forwarded or stolen older one is worthless.
 */
export async function issueCustomerToken(
  tx: Database,
  input: { customerId: number; purpose: CustomerTokenPurpose; ttlMs: number; newEmail?: string },
): Promise<string> {
  const token = newToken();
  await tx
    .delete(customerTokens)
    .where(
      and(
        eq(customerTokens.customerId, input.customerId),
        eq(customerTokens.purpose, input.purpose),
        isNull(customerTokens.usedAt),
      ),
    );
  await tx.insert(customerTokens).values({
    customerId: input.customerId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    newEmail: input.newEmail ?? null,
    expiresAt: new Date(Date.now() + input.ttlMs),
  });
  return token;
}

export type TokenHolder = { customerId: number; newEmail: string | null };

/** The link's customer while it is unused and unexpired; null for a forged, used or expired one alike. */
export async function findUsableToken(
  db: Database,
  token: string,
  purpose: CustomerTokenPurpose,
): Promise<TokenHolder | null> {
  if (!isWellFormedToken(token)) return null;
  const rows = await db
    .select({ customerId: customerTokens.customerId, newEmail: customerTokens.newEmail })
    .from(customerTokens)
    .where(usable(token, purpose))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Uses the link up: one UPDATE that only an unused, unexpired row passes, so of two
 * parallel requests with the same link exactly one gets the customer.
 */
export async function consumeCustomerToken(
  tx: Database,
  token: string,
  purpose: CustomerTokenPurpose,
): Promise<TokenHolder | null> {
  if (!isWellFormedToken(token)) return null;
  const rows = await tx
    .update(customerTokens)
    .set({ usedAt: new Date() })
    .where(usable(token, purpose))
    .returning({ customerId: customerTokens.customerId, newEmail: customerTokens.newEmail });
  return rows[0] ?? null;
}

/** Every unused link of this purpose stops working (a password reset ends the older reset mails). */
export async function revokeCustomerTokens(tx: Database, customerId: number, purpose: CustomerTokenPurpose) {
  await tx
    .update(customerTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(customerTokens.customerId, customerId),
        eq(customerTokens.purpose, purpose),
        isNull(customerTokens.usedAt),
      ),
    );
}

/** Hourly: expired links, used or not, are no longer needed. */
export async function purgeExpiredCustomerTokens(db: Database): Promise<void> {
  await db.delete(customerTokens).where(lt(customerTokens.expiresAt, new Date()));
}

function usable(token: string, purpose: CustomerTokenPurpose) {
  return and(
    eq(customerTokens.tokenHash, hashToken(token)),
    eq(customerTokens.purpose, purpose),
    isNull(customerTokens.usedAt),
    gt(customerTokens.expiresAt, new Date()),
  );
}
