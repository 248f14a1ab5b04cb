import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Declarations of withdrawal made through the shop's withdrawal function (art. 11a of
 * Directive 2011/83/EU as amended by Directive (EU) 2023/2673; docs/after-sales.md): what the
 * consumer gave, as given, and when the shop received it. Kept as proof; never changed but for
 * the operator's handling. `orderId` is set when the order number and the email match one
 * order; a declaration that matches none is kept all the same (the shop must acknowledge it).
 */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** The number the acknowledgment names ("W-2026-000001"). */
    reference: text("reference").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** The order number as the consumer typed it. */
    orderNumber: text("order_number").notNull(),
    /** Which items, if not the whole order (free text, optional). */
    items: text("items").notNull().default(""),
    orderId: integer("order_id"),
    locale: text("locale", { enum: ["de", "en"] }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** The form's key: a double click or a resent form records one declaration. */
    submissionKey: text("submission_key").notNull(),
  },
  (table) => [
    uniqueIndex("withdrawals_reference_idx").on(table.reference),
    uniqueIndex("withdrawals_submission_key_idx").on(table.submissionKey),
    index("withdrawals_order_idx").on(table.orderId),
    index("withdrawals_received_idx").on(table.receivedAt),
  ],
);
