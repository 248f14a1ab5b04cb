import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers } from "./customer.table.ts";

/** What a mailed link of a customer's may do (docs/account.md). */
export const CUSTOMER_TOKEN_PURPOSES = ["password_reset", "email_change", "guest_orders"] as const;
export type CustomerTokenPurpose = (typeof CUSTOMER_TOKEN_PURPOSES)[number];

/**
 * Single-use links sent to a customer: a password reset, the confirmation of a new email
 * address (`new_email`), or the proof of the account's address that adds the guest orders
 * placed with it (`new_email` holds the address the link was sent to). Only the SHA-256 of the token is stored: a leaked table opens no
 * account. A used link keeps its row (used_at) until it expires, so it answers "used", not
 * "unknown"; expired rows are removed by the job runner.
 */
export const customerTokens = pgTable(
  "customer_tokens",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<CustomerTokenPurpose>().notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The address an email change moves to once its link is followed. */
    newEmail: text("new_email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("customer_tokens_token_hash_idx").on(table.tokenHash),
    index("customer_tokens_customer_idx").on(table.customerId, table.purpose),
    index("customer_tokens_expires_idx").on(table.expiresAt),
    check("customer_tokens_purpose_check", sql`${table.purpose} in ('password_reset', 'email_change', 'guest_orders')`),
  ],
);
