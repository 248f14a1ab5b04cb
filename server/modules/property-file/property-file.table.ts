import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Files shoppers uploaded for file order properties. The bytes live on disk under
 * `<DATA_DIR>/uploads/property-files/<key>`; a row says what they are and whose.
 * Item and property are not foreign keys: an order that refers to a file must keep it
 * even if the catalog entry goes.
 */
export const propertyFiles = pgTable(
  "property_files",
  {
    /** Random and unguessable (PROPERTY_FILE_KEY_PATTERN); also the file name on disk. */
    key: text("key").primaryKey(),
    /** The uploading session's owner token (session data `propertyFileOwner`). */
    owner: text("owner").notNull(),
    itemId: integer("item_id").notNull(),
    propertyId: integer("property_id").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    extension: text("extension").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when a cart or order refers to the file; unattached files are purged after a day. */
    attachedAt: timestamp("attached_at", { withTimezone: true }),
  },
  (table) => [
    index("property_files_owner_idx").on(table.owner),
    index("property_files_created_idx").on(table.createdAt),
  ],
);
