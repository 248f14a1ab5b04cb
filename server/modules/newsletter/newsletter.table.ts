import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const SUBSCRIPTION_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * Newsletter subscriptions with double opt-in (docs/newsletter.md). Tokens are stored as
 * SHA-256 hashes only: a leaked table does not confirm or cancel anyone's subscription.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** Trimmed and lower-cased: one subscription per address. */
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    locale: text("locale").notNull(),
    status: text("status").$type<SubscriptionStatus>().notNull().default("pending"),
    /** When the visitor ticked the consent box, and which wording they agreed to. */
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    consentTextVersion: text("consent_text_version").notNull(),
    confirmTokenHash: text("confirm_token_hash"),
    confirmTokenExpiresAt: timestamp("confirm_token_expires_at", { withTimezone: true }),
    /** The last confirmation mail: a repeated sign-up within the cool-down sends none. */
    confirmMailSentAt: timestamp("confirm_mail_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("newsletter_subscriptions_email_idx").on(table.email),
    uniqueIndex("newsletter_subscriptions_confirm_token_idx").on(table.confirmTokenHash),
    uniqueIndex("newsletter_subscriptions_unsubscribe_token_idx").on(table.unsubscribeTokenHash),
    check("newsletter_subscriptions_status_check", sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);
