import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Passed human checks (ALTCHA challenge signatures, hashes of Turnstile tokens), kept until
 * they expire: a check is accepted once, so it cannot be replayed for a second submission.
 */
export const usedHumanChecks = pgTable(
  "used_human_checks",
  {
    signature: text("signature").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("used_human_checks_expires_idx").on(table.expiresAt)],
);
