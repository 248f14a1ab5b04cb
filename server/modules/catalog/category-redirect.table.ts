import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { categories } from "./category.table.ts";

/**
 * Old slug paths of pages (docs/pages.md "Redirects"): a path a page had before a slug or
 * parent change answers 301 to the page's current path. It names the page, not a path, so
 * an old path of an old path still leads to where the page is now.
 */
export const categoryRedirects = pgTable(
  "category_redirects",
  {
    lang: text("lang").notNull(),
    oldPath: text("old_path").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.lang, table.oldPath] }),
    index("category_redirects_category_idx").on(table.categoryId),
  ],
);
