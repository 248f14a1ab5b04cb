import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customerClasses } from "./customer-class.table.ts";

/** Customer types (docs/glossary.md, storefront spec: coupons "for customer type"). */
export const CUSTOMER_TYPE_IDS = { private: 1, business: 2 } as const;

export const customers = pgTable(
  "customers",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    email: text("email").notNull(),
    /** Lower-cased, trimmed email: the login identity. */
    emailNormalized: text("email_normalized").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    blocked: boolean("blocked").notNull().default(false),
    showNetPrices: boolean("show_net_prices").notNull().default(false),
    /** Null: the shop's default class (customer_classes.is_default); a deleted class falls back to it. */
    customerClassId: integer("customer_class_id").references(() => customerClasses.id, { onDelete: "set null" }),
    /** 1 private, 2 business (CUSTOMER_TYPE_IDS); registration makes private customers. */
    customerTypeId: integer("customer_type_id").notNull().default(CUSTOMER_TYPE_IDS.private),
    /**
     * Raised when the password is changed or reset: a session that logged in under an older
     * value no longer holds the customer (every other session ends; docs/account.md).
     */
    sessionVersion: integer("session_version").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("customers_email_normalized_idx").on(table.emailNormalized),
    check("customers_customer_type_check", sql`${table.customerTypeId} in (1, 2)`),
  ],
);
