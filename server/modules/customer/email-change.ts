import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError } from "../../errors.ts";
import { consumeCustomerToken, findUsableToken, issueCustomerToken, revokeCustomerTokens } from "./customer-token.ts";
import { customers } from "./customer.table.ts";
import { checkCurrentPassword, normalizeEmail } from "./customer.ts";

/** An email change link works this long: long enough to find the mail the next day (docs/account.md). */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The customer's password, checked before an email change is asked for (someone at an
 * unlocked computer cannot move the account to their own address), and that the address is
 * a new one. Answers the current address and name.
 */
export async function checkPasswordForEmailChange(
  db: Database,
  customerId: number,
  password: string,
  newEmail: string,
): Promise<{ email: string; firstName: string }> {
  const current = await checkCurrentPassword(db, customerId, password, "password");
  if (normalizeEmail(newEmail) === normalizeEmail(current.email)) {
    throw new AppError("invalid_data", "emailUnchanged", { fields: { email: "errors.emailUnchanged" } });
  }
  return current;
}

/**
 * A link to confirm the new address, or null when that address already has an account: the
 * caller answers both alike, so the form tells no one which addresses have accounts. Runs in
 * the caller's transaction, which also puts the mail into the outbox. A newer link retires
 * older ones.
 */
export async function issueEmailChange(tx: Database, customerId: number, newEmail: string): Promise<string | null> {
  const [taken] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.emailNormalized, normalizeEmail(newEmail)))
    .limit(1);
  if (taken) return null;
  return issueCustomerToken(tx, {
    customerId,
    purpose: "email_change",
    ttlMs: EMAIL_CHANGE_TTL_MS,
    newEmail: newEmail.trim(),
  });
}

/** The address a usable link would move the account to; null for a forged, used or expired link. */
export async function pendingEmailChange(db: Database, token: string): Promise<string | null> {
  return (await findUsableToken(db, token, "email_change"))?.newEmail ?? null;
}

export type EmailChanged = { customerId: number; oldEmail: string; newEmail: string; firstName: string };

/**
 * Moves the account to the link's address, in one transaction: the link is used up (of two
 * parallel confirmations one wins), the address is checked to be still free (the unique index
 * decides a race), and every unused reset or email change link of the customer stops working:
 * they went to the old address. Null for a forged, used or expired link, or a blocked account.
 */
export async function confirmEmailChange(tx: Database, token: string): Promise<EmailChanged | null> {
  const holder = await consumeCustomerToken(tx, token, "email_change");
  if (!holder?.newEmail) return null;
  const newEmail = holder.newEmail;
  const [current] = await tx
    .select({ email: customers.email, firstName: customers.firstName })
    .from(customers)
    .where(and(eq(customers.id, holder.customerId), eq(customers.blocked, false)))
    .for("update");
  if (!current) return null;
  const [taken] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.emailNormalized, normalizeEmail(newEmail)), ne(customers.id, holder.customerId)))
    .limit(1);
  if (taken) throw new AppError("conflict", "emailAlreadyExists");
  try {
    await tx
      .update(customers)
      .set({ email: newEmail, emailNormalized: normalizeEmail(newEmail), updatedAt: new Date() })
      .where(eq(customers.id, holder.customerId));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", "emailAlreadyExists", { cause: error });
    throw error;
  }
  await revokeCustomerTokens(tx, holder.customerId, "email_change");
  await revokeCustomerTokens(tx, holder.customerId, "password_reset");
  return { customerId: holder.customerId, oldEmail: current.email, newEmail, firstName: current.firstName };
}
