import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { RETURN_STATUSES } from "#common/schemas/returns.ts";
import { orderItems, orders } from "../order/index.ts";

/** drizzle-kit loads this file on its own: a type-only link to common's list keeps the two equal. */
const STATUSES: typeof RETURN_STATUSES = ["requested", "received", "refunded", "canceled"];

/**
 * Returns of ordered items (docs/after-sales.md "Returns"; the spec's order type 3 with
 * `originOrderId`, shown as such by the views). Kept apart from `orders`: a return has no payment,
 * shipping choice or placement of its own, and no query on orders can count it as a sale by
 * mistake (ADR 037). Its lines point at the origin order's lines; the quantities of the returns
 * of an order that are not canceled never exceed what was bought (checked under the order's lock).
 */
export const returns = pgTable(
  "returns",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    originOrderId: integer("origin_order_id")
      .notNull()
      .references(() => orders.id),
    /** 1, 2, ... per origin order: the number is "{order number}-R{sequence}". */
    sequence: integer("sequence").notNull(),
    returnNumber: text("return_number").notNull(),
    status: text("status", { enum: STATUSES }).notNull().default("requested"),
    reasonId: integer("reason_id").notNull(),
    comment: text("comment").notNull().default(""),
    locale: text("locale", { enum: ["de", "en"] }).notNull(),
    /** What the return's refund paid back (0 until refunded). */
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** The refund paid the order's shipping back too (once per order). */
    shippingRefunded: boolean("shipping_refunded").notNull().default(false),
    /** The form's key: a double click or a resent form makes one return. */
    submissionKey: text("submission_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("returns_number_idx").on(table.returnNumber),
    uniqueIndex("returns_order_sequence_idx").on(table.originOrderId, table.sequence),
    uniqueIndex("returns_submission_key_idx").on(table.submissionKey),
    index("returns_order_created_idx").on(table.originOrderId, table.createdAt),
    index("returns_status_idx").on(table.status, table.createdAt),
    check("returns_refunded_check", sql`${table.refundedCents} >= 0`),
    check("returns_status_check", sql.raw(`status in (${STATUSES.map((status) => `'${status}'`).join(", ")})`)),
  ],
);

/** A returned line: which order line, how many announced, how many arrived and whether they went back into stock. */
export const returnItems = pgTable(
  "return_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    returnId: integer("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id),
    quantity: integer("quantity").notNull(),
    /** Null until the operator received the return. */
    receivedQuantity: integer("received_quantity"),
    restocked: boolean("restocked").notNull().default(false),
  },
  (table) => [
    uniqueIndex("return_items_line_idx").on(table.returnId, table.orderItemId),
    index("return_items_order_item_idx").on(table.orderItemId),
    check("return_items_quantity_check", sql`${table.quantity} > 0`),
    check(
      "return_items_received_check",
      sql`${table.receivedQuantity} is null or (${table.receivedQuantity} >= 0 and ${table.receivedQuantity} <= ${table.quantity})`,
    ),
  ],
);
