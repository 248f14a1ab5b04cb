import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";

export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "restrict" }),
    type: text("type", { enum: ["content", "item"] }).notNull(),
    position: integer("position").notNull().default(0),
    right: text("right", { enum: ["all", "customer"] })
      .notNull()
      .default("all"),
    sitemap: boolean("sitemap").notNull().default(true),
    /** Shown in the header navigation (editor: 'Display in header navigation'). */
    linklist: boolean("linklist").notNull().default(true),
  },
  (table) => [index("categories_parent_idx").on(table.parentId, table.position)],
);

export const categoryDetails = pgTable(
  "category_details",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    name: text("name").notNull(),
    nameUrl: text("name_url").notNull(),
    /** Full slug path from the root, e.g. "wohnen/lampen"; kept by the catalog module. */
    urlPath: text("url_path").notNull(),
    metaTitle: text("meta_title").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
    metaKeywords: text("meta_keywords").notNull().default(""),
    metaRobots: text("meta_robots").notNull().default("ALL"),
    canonicalLink: text("canonical_link").notNull().default(""),
  },
  (table) => [
    primaryKey({ columns: [table.categoryId, table.lang] }),
    uniqueIndex("category_details_lang_path_idx").on(table.lang, table.urlPath),
  ],
);
