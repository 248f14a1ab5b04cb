import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The site configuration as key/value pairs (docs/glossary.md, editor spec §7 setConfiguration). A key
 * that has no row has its default (common/design/design-settings.ts).
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
