import { and, eq, ne } from "drizzle-orm";
import type { Locale } from "#common/constants.ts";
import type { Database } from "../../db/client.ts";
import { hashToken, newToken } from "../../security/link-token.ts";
import { normalizeEmail } from "../customer/index.ts";
import { newsletterSubscriptions } from "./newsletter.table.ts";

/** A confirmation link works this long. */
export const CONFIRM_TOKEN_HOURS = 48;
/** A repeated sign-up of the same address sends no second mail within this time. */
export const CONFIRM_MAIL_COOLDOWN_MINUTES = 10;
/** Bumped when the consent wording in common/i18n changes, so each consent names its text. */
export const CONSENT_TEXT_VERSION = "2026-11-1";

export type SubscribeRequest = {
  email: string;
  firstName?: string;
  lastName?: string;
  locale: Locale;
  /**
   * The account's own address (its customer asked, logged in, within the account's rate
   * limit): a sign-up right after unsubscribing gets its mail at once. The anonymous form
   * keeps the cool-down, so nobody can flood an address with confirmation mails.
   */
  ownAddress?: boolean;
};

/** A confirmation mail to send: the caller puts it into the outbox in the same transaction. */
export type ConfirmationMail = {
  subscriptionId: number;
  email: string;
  locale: Locale;
  firstName: string | null;
  confirmToken: string;
  unsubscribeToken: string;
};

type Row = typeof newsletterSubscriptions.$inferSelect;

function coolingDown(row: Row, now: Date): boolean {
  return (
    row.confirmMailSentAt !== null &&
    now.getTime() - row.confirmMailSentAt.getTime() < CONFIRM_MAIL_COOLDOWN_MINUTES * 60_000
  );
}

/**
 * Records a sign-up and answers the confirmation mail to send, or null when none is due:
 * the address is already confirmed, or a mail went out within the cool-down. The caller
 * answers the same either way, so the form does not tell whether an address is subscribed.
 */
export async function subscribe(
  db: Database,
  request: SubscribeRequest,
  now = new Date(),
): Promise<ConfirmationMail | null> {
  const email = normalizeEmail(request.email);
  const [existing] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .for("update");
  if (existing && (existing.status === "confirmed" || (!request.ownAddress && coolingDown(existing, now)))) return null;

  const confirmToken = newToken();
  const unsubscribeToken = newToken();
  const values = {
    email,
    firstName: request.firstName || null,
    lastName: request.lastName || null,
    locale: request.locale,
    status: "pending" as const,
    consentAt: now,
    consentTextVersion: CONSENT_TEXT_VERSION,
    confirmTokenHash: hashToken(confirmToken),
    confirmTokenExpiresAt: new Date(now.getTime() + CONFIRM_TOKEN_HOURS * 3_600_000),
    confirmMailSentAt: now,
    confirmedAt: null,
    unsubscribeTokenHash: hashToken(unsubscribeToken),
    unsubscribedAt: null,
  };
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: values })
    .returning({ id: newsletterSubscriptions.id });
  return {
    subscriptionId: row!.id,
    email,
    locale: request.locale,
    firstName: values.firstName,
    confirmToken,
    unsubscribeToken,
  };
}

export type ConfirmResult = "confirmed" | "expired" | "unknown";

/** Confirms by the link's token; a link used twice answers confirmed again. */
export async function confirmSubscription(db: Database, token: string, now = new Date()): Promise<ConfirmResult> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)));
  if (!row || row.status === "unsubscribed") return "unknown";
  if (row.status === "confirmed") return "confirmed";
  if (!row.confirmTokenExpiresAt || row.confirmTokenExpiresAt < now) return "expired";
  await db
    .update(newsletterSubscriptions)
    .set({ status: "confirmed", confirmedAt: now, confirmTokenExpiresAt: null })
    .where(eq(newsletterSubscriptions.id, row.id));
  return "confirmed";
}

/** Ends a subscription by the token of its mails; answers false for an unknown token. */
export async function unsubscribe(db: Database, token: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscriptions.id, status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeTokenHash, hashToken(token)));
  if (!row) return false;
  if (row.status !== "unsubscribed") {
    await db
      .update(newsletterSubscriptions)
      .set({ status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null, confirmTokenExpiresAt: null })
      .where(eq(newsletterSubscriptions.id, row.id));
  }
  return true;
}

/**
 * Ends the subscription of an address, for its logged-in customer (the account's newsletter
 * section; the mails' links use the token). Answers whether one was active or pending.
 */
export async function unsubscribeAddress(db: Database, email: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null, confirmTokenExpiresAt: null })
    .where(
      and(eq(newsletterSubscriptions.email, normalizeEmail(email)), ne(newsletterSubscriptions.status, "unsubscribed")),
    )
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

/** The subscription of an address as the data export shows it (docs/account.md), or null. */
export async function subscriptionOf(db: Database, email: string) {
  const rows = await db
    .select({
      email: newsletterSubscriptions.email,
      status: newsletterSubscriptions.status,
      locale: newsletterSubscriptions.locale,
      consentAt: newsletterSubscriptions.consentAt,
      consentTextVersion: newsletterSubscriptions.consentTextVersion,
      confirmedAt: newsletterSubscriptions.confirmedAt,
      unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
    })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, normalizeEmail(email)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * GDPR art. 17: the subscription of an address whose account is deleted goes, with its
 * consent record (the customer withdrew everything). Answers whether there was one.
 */
export async function removeSubscriptionOf(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, normalizeEmail(email)))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}
