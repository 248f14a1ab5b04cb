import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const MAIL_STATUSES = ["pending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The transactional outbox: a mail is written in the transaction of what causes it (an
 * order) and sent afterwards by the worker (mail-worker.ts), so a rolled-back order sends
 * nothing and a crash after the commit still sends. `data` holds the template's input, not
 * the rendered text: the worker renders at send time in the row's locale.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    recipient: text("recipient").notNull(),
    locale: text("locale").notNull(),
    template: text("template").notNull(),
    /** What the mail is about, e.g. "order:1042": with the template, it is enqueued once. */
    reference: text("reference").notNull(),
    data: jsonb("data").$type<unknown>().notNull(),
    status: text("status").$type<MailStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A claimed row is not claimed again before this time (a worker that died mid-send). */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    subject: text("subject"),
    messageId: text("message_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("mail_outbox_template_reference_idx").on(table.template, table.reference),
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    check("mail_outbox_status_check", sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);
