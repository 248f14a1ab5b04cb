import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The editor's media library (docs/images.md "Media library and uploads"): one row per
 * uploaded image. The file is `<DATA_DIR>/media/<folder>/<stem>.webp`, referenced by blocks
 * as `<folder>/<stem>.webp`. The operator is a plain id: the operator module owns its table.
 */
export const mediaFiles = pgTable(
  "media_files",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    folder: text("folder").notNull(),
    stem: text("stem").notNull(),
    originalName: text("original_name").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Size of the stored WebP. */
    bytes: integer("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    operatorId: integer("operator_id"),
  },
  (table) => [
    uniqueIndex("media_files_folder_stem_idx").on(table.folder, table.stem),
    index("media_files_created_idx").on(table.createdAt, table.id),
  ],
);
