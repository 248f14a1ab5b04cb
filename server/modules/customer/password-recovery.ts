import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { hashPassword } from "../../security/password.ts";
import { consumeCustomerToken, findUsableToken, issueCustomerToken, revokeCustomerTokens } from "./customer-token.ts";
import { customers } from "./customer.table.ts";
import { findCustomerByEmail, type Customer } from "./customer.ts";

/** A reset link works this long (docs/account.md). */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/**
 * A reset link for the account of this address, or null when there is none (or it is
 * blocked). The caller answers both alike: the form never tells who has an account. Runs in
 * the caller's transaction (`tx`), which also puts the mail into the outbox.
 */
export async function requestPasswordReset(
  tx: Database,
  email: string,
): Promise<{ customer: Customer; token: string } | null> {
  const customer = await findCustomerByEmail(tx, email);
  if (!customer || customer.blocked) return null;
  const token = await issueCustomerToken(tx, {
    customerId: customer.id,
    purpose: "password_reset",
    ttlMs: PASSWORD_RESET_TTL_MS,
  });
  return { customer, token };
}

/** Whether the link can still set a password (the page shows the form or the invalid-link notice). */
export async function isUsableResetToken(db: Database, token: string): Promise<boolean> {
  return (await findUsableToken(db, token, "password_reset")) !== null;
}

/**
 * Sets the new password through a reset link: the link is used up, every other reset link of
 * the customer stops working and the session version goes up, so every session that logged
 * in before ends (docs/account.md). Null when the link is forged, used or expired.
 */
export async function resetPasswordWithToken(db: Database, token: string, password: string): Promise<number | null> {
  // Hashed first: argon2 takes tens of milliseconds, which the transaction need not wait for.
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const holder = await consumeCustomerToken(tx, token, "password_reset");
    if (!holder) return null;
    await revokeCustomerTokens(tx, holder.customerId, "password_reset");
    const updated = await tx
      .update(customers)
      .set({ passwordHash, sessionVersion: sql`${customers.sessionVersion} + 1`, updatedAt: new Date() })
      .where(and(eq(customers.id, holder.customerId), eq(customers.blocked, false)))
      .returning({ id: customers.id });
    return updated[0]?.id ?? null;
  });
}
