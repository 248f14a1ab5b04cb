import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "../order/index.ts";
import type { RenderedDocumentType } from "./order-pdf.ts";

/**
 * Documents waiting to be rendered (docs/mail-and-documents.md "Document jobs"): written in
 * the transaction that makes them due (the order's placement, a payment), taken by the
 * document worker like the mail outbox's rows. A finished job is deleted; one given up after
 * MAX_DOCUMENT_ATTEMPTS stays as `failed` for the operator.
 */
export const documentJobs = pgTable(
  "document_jobs",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** What the job is for ("order:1042", "order:1042:invoice"); one job per reference. */
    reference: text("reference").notNull(),
    types: text("types").array().$type<RenderedDocumentType[]>().notNull(),
    /** OrderDocumentData as JSON: the order as it was when the job was made. */
    data: jsonb("data").notNull(),
    status: text("status").$type<"pending" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("document_jobs_reference_idx").on(table.reference),
    index("document_jobs_order_idx").on(table.orderId),
    index("document_jobs_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    check("document_jobs_status_check", sql`${table.status} in ('pending', 'failed')`),
  ],
);
