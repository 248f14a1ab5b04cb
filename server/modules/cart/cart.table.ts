import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { variations } from "../catalog/index.ts";
import { customers } from "../customer/index.ts";

/**
 * One cart per owner: a customer (customerId) or a visitor's session (sessionToken, a
 * random token kept in the session data, because the session id changes at login and
 * logout). Exactly one of the two is set.
 */
export const carts = pgTable(
  "carts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    sessionToken: text("session_token"),
    currency: text("currency").notNull().default("EUR"),
    /** Filled by the coupon step (a later part of the buying issue). */
    couponCode: text("coupon_code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("carts_customer_idx").on(table.customerId),
    uniqueIndex("carts_session_token_idx").on(table.sessionToken),
    check("carts_owner_check", sql`(${table.customerId} is null) <> (${table.sessionToken} is null)`),
  ],
);

/** A stored order property answer: the value as text (selection id, number, text or file key). */
export type StoredPropertyValue = { propertyId: number; value: string };

export const cartItems = pgTable(
  "cart_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    variationId: integer("variation_id")
      .notNull()
      .references(() => variations.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    /** Sorted by propertyId; the same answers always give the same propertiesKey. */
    properties: jsonb("properties").$type<StoredPropertyValue[]>().notNull().default([]),
    /** Canonical text of `properties`: one line per variation and set of answers. */
    propertiesKey: text("properties_key").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("cart_items_line_idx").on(table.cartId, table.variationId, table.propertiesKey),
    index("cart_items_variation_idx").on(table.variationId),
    check("cart_items_quantity_check", sql`${table.quantity} > 0`),
  ],
);
