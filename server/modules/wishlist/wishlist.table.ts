import { index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { variations } from "../catalog/index.ts";
import { customers } from "../customer/index.ts";

/** A customer's wishlist; a guest's lives in the session until login merges it here. */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    variationId: integer("variation_id")
      .notNull()
      .references(() => variations.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.variationId] }),
    index("wishlist_items_variation_idx").on(table.variationId),
  ],
);
