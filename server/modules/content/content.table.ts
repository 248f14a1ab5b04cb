import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { LOCALES } from "#common/constants.ts";
import { ENTITY_TYPES } from "#common/blocks/page-key.ts";

/**
 * The block document of one page in one locale (docs/blocks.md). `version` counts saves
 * and guards against lost updates: a save names the version it started from.
 * `document` is stored in the schema version it was saved with and migrated on load.
 * Operators are referenced by id only: the operator module owns its table.
 */
export const pageBlocks = pgTable(
  "page_blocks",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** "index" for the homepage, else the category id (docs/glossary.md, editor spec §7). */
    identifier: text("identifier").notNull(),
    entityType: text("entity_type", { enum: ENTITY_TYPES }).notNull(),
    locale: text("locale", { enum: LOCALES }).notNull(),
    version: integer("version").notNull(),
    document: jsonb("document").$type<unknown>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by"),
  },
  (table) => [
    uniqueIndex("page_blocks_page_idx").on(table.identifier, table.entityType, table.locale),
    check("page_blocks_version_check", sql`${table.version} >= 1`),
    check("page_blocks_entity_type_check", sql`${table.entityType} in ('immutable', 'category', 'info')`),
    check("page_blocks_locale_check", sql`${table.locale} in ('de', 'en')`),
  ],
);

/** One snapshot per save: the version history an operator can restore from. */
export const pageBlockSnapshots = pgTable(
  "page_block_snapshots",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pageBlocks.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
    operatorId: integer("operator_id"),
    document: jsonb("document").$type<unknown>().notNull(),
  },
  (table) => [
    uniqueIndex("page_block_snapshots_version_idx").on(table.pageId, table.version),
    index("page_block_snapshots_saved_idx").on(table.pageId, table.savedAt),
  ],
);
