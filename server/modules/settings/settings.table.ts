import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The site configuration as key/value pairs (docs/glossary.md, editor spec §7 setConfiguration). A key
 * that has no row has its default (common/design/design-settings.ts).
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The shop's identity (common/schemas/shop-identity.ts, docs/shop-settings.md): one row, or none
 * while the defaults apply. `version` counts saves: a save names the version it was loaded at,
 * so two owners never overwrite each other unseen.
 */
export const shopIdentity = pgTable(
  "shop_identity",
  {
    id: integer("id").primaryKey(),
    version: integer("version").notNull(),
    data: jsonb("data").$type<unknown>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by"),
  },
  (table) => [
    check("shop_identity_single_row", sql`${table.id} = 1`),
    check("shop_identity_version", sql`${table.version} >= 1`),
  ],
);
