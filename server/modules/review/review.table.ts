import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { items } from "../catalog/index.ts";
import { customers } from "../customer/index.ts";

export const reviews = pgTable(
  "reviews",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    /** The author; null for imported reviews. */
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull().default(""),
    title: text("title").notNull(),
    text: text("text").notNull(),
    rating: integer("rating").notNull(),
    verifiedPurchase: boolean("verified_purchase").notNull().default(false),
    /** false: under review. */
    visible: boolean("visible").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("reviews_item_idx").on(table.itemId, table.visible, table.createdAt),
    index("reviews_customer_idx").on(table.customerId),
    // One review per customer and item; imported reviews have no customer.
    uniqueIndex("reviews_item_customer_idx")
      .on(table.itemId, table.customerId)
      .where(sql`${table.customerId} is not null`),
    check("reviews_rating_check", sql`${table.rating} between 1 and 5`),
    check("reviews_text_check", sql`char_length(${table.text}) <= 500`),
  ],
);

export const reviewReplies = pgTable(
  "review_replies",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull().default(""),
    text: text("text").notNull(),
    visible: boolean("visible").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("review_replies_review_idx").on(table.reviewId, table.createdAt),
    check("review_replies_text_check", sql`char_length(${table.text}) <= 500`),
  ],
);
