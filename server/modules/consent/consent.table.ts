import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The proof of each cookie-consent decision (GDPR art. 7(1): the shop must be able to show that
 * a visitor consented; docs/consent.md): the browser's random consent id, the groups accepted,
 * the revision of the service list they were shown, and when. No IP address, no session, no
 * account: the consent id in the visitor's own consent cookie is what links a record to them.
 * Every decision is a new row (a change of mind too), so the history stays.
 */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    consentId: uuid("consent_id").notNull(),
    /** Accepted groups, essentials always among them ("essentials functional marketing"). */
    groups: text("groups").notNull(),
    revision: integer("revision").notNull(),
    /** How the visitor decided: the banner's buttons or the settings. */
    action: text("action").$type<"acceptAll" | "rejectAll" | "custom">().notNull(),
    locale: text("locale", { enum: ["de", "en"] }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("consent_records_consent_idx").on(table.consentId),
    index("consent_records_decided_idx").on(table.decidedAt),
    check("consent_records_action_check", sql`${table.action} in ('acceptAll', 'rejectAll', 'custom')`),
  ],
);
