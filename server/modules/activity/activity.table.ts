import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The back office's activity log (docs/back-office.md): who did what to which record, when.
 * Rows are written in the transaction of the change they describe, never updated or deleted.
 * The operator's name is a copy, so the log still reads right after the operator is renamed
 * or removed (operatorId then points nowhere: no foreign key, on purpose).
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** The kind of record: "order" or "offer". */
    subjectType: text("subject_type").notNull(),
    subjectId: integer("subject_id").notNull(),
    /** What happened: "confirmed", "shipped", "canceled", ... (texts in the admin catalogue). */
    action: text("action").notNull(),
    /** Null (and an empty name) when the record's customer acted (an offer accepted or declined). */
    operatorId: integer("operator_id"),
    operatorName: text("operator_name").notNull(),
    /** The facts of the action (a parcel's carrier and number, an amount); shown with it. */
    details: jsonb("details").$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("activity_log_subject_idx").on(table.subjectType, table.subjectId, table.createdAt)],
);
