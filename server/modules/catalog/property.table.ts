import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { items, type LocalizedText } from "./item.table.ts";

/** Order properties (docs/glossary.md, storefront spec §3 "Property"): what a shopper fills in when ordering. */
export const propertyGroups = pgTable("property_groups", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  position: integer("position").notNull().default(0),
  names: jsonb("names").$type<LocalizedText>().notNull(),
});

export const properties = pgTable(
  "properties",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer("group_id").references(() => propertyGroups.id, { onDelete: "set null" }),
    valueType: text("value_type", { enum: ["empty", "text", "int", "float", "selection", "file"] }).notNull(),
    isRequired: boolean("is_required").notNull().default(false),
    isPreSelected: boolean("is_pre_selected").notNull().default(false),
    isMultiline: boolean("is_multiline").notNull().default(false),
    /** Shown as additional costs (per item) rather than folded into the item price. */
    isShownAsAdditionalCosts: boolean("is_shown_as_additional_costs").notNull().default(false),
    /** Surcharge in cents; 0 for none. */
    surchargeCents: integer("surcharge_cents").notNull().default(0),
    /** true: the surcharge includes VAT ('incl'); false: VAT comes on top ('plus'). */
    surchargeIncludesVat: boolean("surcharge_includes_vat").notNull().default(true),
    position: integer("position").notNull().default(0),
    names: jsonb("names")
      .$type<{ de: { name: string; description: string }; en: { name: string; description: string } }>()
      .notNull(),
    /** File properties: accepted formats (file extensions, lower case) and the size limit. */
    acceptedFormats: jsonb("accepted_formats").$type<string[]>().notNull().default([]),
    maxFileSizeBytes: integer("max_file_size_bytes"),
  },
  (table) => [index("properties_group_idx").on(table.groupId)],
);

export const propertySelectionValues = pgTable(
  "property_selection_values",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    names: jsonb("names").$type<LocalizedText>().notNull(),
  },
  (table) => [index("property_selection_values_property_idx").on(table.propertyId, table.position)],
);

export const itemProperties = pgTable(
  "item_properties",
  {
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.propertyId] })],
);
