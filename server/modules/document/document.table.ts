import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { DOCUMENT_TYPES, type DocumentType } from "#common/document-types.ts";
import { orders } from "../order/index.ts";
import { returns } from "../returns/index.ts";

export { DOCUMENT_TYPES, type DocumentType };

/**
 * A rendered PDF of an order. One document per order and type, and per return for the documents
 * of a return (return note, credit note: `returnId` set).
 */
export const documents = pgTable(
  "documents",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    // No cascade: invoices are records the shop must keep, so an order with documents stays.
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** The return a return note or credit note is of (null for the order's own documents). */
    returnId: integer("return_id").references(() => returns.id),
    type: text("type").$type<DocumentType>().notNull(),
    /** Shown on the document: the invoice number for invoices, else derived from the order number. */
    number: text("number").notNull(),
    locale: text("locale").notNull(),
    /** Relative to DATA_DIR/documents. */
    filePath: text("file_path").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // NULLS NOT DISTINCT: the order's own documents (no return) are one per type too.
    unique("documents_order_type_key").on(table.orderId, table.type, table.returnId).nullsNotDistinct(),
    uniqueIndex("documents_type_number_idx").on(table.type, table.number),
    check("documents_type_check", sql.raw(`type in (${DOCUMENT_TYPES.map((type) => `'${type}'`).join(", ")})`)),
  ],
);

/**
 * Gapless invoice numbers per year (German tax law wants an unbroken sequence). A row per
 * year holds the last number; taking the next one updates that row inside the document's
 * transaction, so concurrent invoices wait on the row lock and a rollback gives the number back.
 */
export const invoiceSequences = pgTable(
  "invoice_sequences",
  {
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.year] })],
);
