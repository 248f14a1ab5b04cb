import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { variations } from "../catalog/index.ts";

/** Physical stock per variation; reservations are taken inside the order transaction. */
export const stock = pgTable(
  "stock",
  {
    variationId: integer("variation_id")
      .primaryKey()
      .references(() => variations.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(0),
    reserved: integer("reserved").notNull().default(0),
    /** Sell beyond stock (made to order). */
    allowOverselling: boolean("allow_overselling").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("stock_reserved_check", sql`${table.reserved} >= 0`)],
);

/** Every change of stock with its reason, for audits and corrections. */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    variationId: integer("variation_id")
      .notNull()
      .references(() => variations.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    reason: text("reason", { enum: ["initial", "correction", "order", "cancellation", "return"] }).notNull(),
    reference: text("reference").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("stock_movements_variation_idx").on(table.variationId, table.createdAt)],
);
