import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { categories } from "./category.table.ts";

/** Per-language short texts of lookup rows: { de: "...", en: "..." }. */
export type LocalizedText = { de: string; en: string };

export const manufacturers = pgTable("manufacturers", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  externalName: text("external_name").notNull().default(""),
  street: text("street").notNull().default(""),
  postcode: text("postcode").notNull().default(""),
  city: text("city").notNull().default(""),
  countryCode: text("country_code").notNull().default(""),
  email: text("email").notNull().default(""),
  url: text("url").notNull().default(""),
  /** EU responsible person (GPSR) when the manufacturer is outside the EU; null otherwise. */
  responsiblePerson: jsonb("responsible_person").$type<{
    name: string;
    street: string;
    postcode: string;
    city: string;
    countryCode: string;
    email: string;
  } | null>(),
});

/** Availability ids 1-10 (docs/glossary.md, storefront spec §4 colours). */
export const availabilities = pgTable("availabilities", {
  id: integer("id").primaryKey(),
  averageDays: integer("average_days").notNull(),
  names: jsonb("names").$type<LocalizedText>().notNull(),
});

export const units = pgTable("units", {
  /** UN/ECE code, e.g. C62 (piece), LTR, KGM, MTR, MTK. */
  code: text("code").primaryKey(),
  names: jsonb("names").$type<LocalizedText>().notNull(),
});

export const tags = pgTable("tags", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  /** Hex colour like #e0f2fe; null means the default white. */
  color: text("color"),
  names: jsonb("names").$type<LocalizedText>().notNull(),
  slugs: jsonb("slugs").$type<LocalizedText>().notNull(),
});

export const items = pgTable(
  "items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    itemType: text("item_type", { enum: ["default", "bundle", "set"] })
      .notNull()
      .default("default"),
    manufacturerId: integer("manufacturer_id").references(() => manufacturers.id),
    /** VAT class of the delivery country's rates: standard or reduced. */
    vatClass: text("vat_class", { enum: ["standard", "reduced"] })
      .notNull()
      .default("standard"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("items_manufacturer_idx").on(table.manufacturerId)],
);

export const itemTexts = pgTable(
  "item_texts",
  {
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    name: text("name").notNull(),
    /** Slug of the product URL: /{urlPath}_{itemId}. */
    urlPath: text("url_path").notNull(),
    title: text("title").notNull().default(""),
    shortDescription: text("short_description").notNull().default(""),
    /** Sanitised HTML. */
    description: text("description").notNull().default(""),
    /** Sanitised HTML. */
    technicalData: text("technical_data").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
    keywords: text("keywords").notNull().default(""),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.lang] })],
);

export const itemCategories = pgTable(
  "item_categories",
  {
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    /** The category of the product's breadcrumbs and canonical context. */
    isDefault: boolean("is_default").notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.categoryId, table.itemId] }),
    index("item_categories_item_idx").on(table.itemId),
  ],
);

export const itemTags = pgTable(
  "item_tags",
  {
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.tagId] }), index("item_tags_tag_idx").on(table.tagId)],
);

export const variations = pgTable(
  "variations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    number: text("number").notNull(),
    gtin: text("gtin").notNull().default(""),
    mpn: text("mpn").notNull().default(""),
    isMain: boolean("is_main").notNull().default(false),
    active: boolean("active").notNull().default(true),
    /** Salable is decided by the shop (active, availability, stock); this flag can switch it off. */
    salable: boolean("salable").notNull().default(true),
    position: integer("position").notNull().default(0),
    availabilityId: integer("availability_id")
      .notNull()
      .references(() => availabilities.id),
    minimumOrderQuantity: integer("minimum_order_quantity").notNull().default(1),
    intervalOrderQuantity: integer("interval_order_quantity").notNull().default(1),
    maximumOrderQuantity: integer("maximum_order_quantity"),
    availableUntil: timestamp("available_until", { withTimezone: true }),
    widthMm: integer("width_mm").notNull().default(0),
    heightMm: integer("height_mm").notNull().default(0),
    lengthMm: integer("length_mm").notNull().default(0),
    weightG: integer("weight_g").notNull().default(0),
    unitCode: text("unit_code")
      .notNull()
      .default("C62")
      .references(() => units.code),
    unitContent: numeric("unit_content", { precision: 12, scale: 3 }).notNull().default("1"),
    /** Informational properties shown as technical data: [{ name: {de,en}, value: {de,en} }]. */
    properties: jsonb("properties").$type<{ name: LocalizedText; value: LocalizedText }[]>().notNull().default([]),
  },
  (table) => [
    index("variations_item_idx").on(table.itemId, table.position),
    uniqueIndex("variations_number_idx").on(table.number),
    check(
      "variations_quantities_check",
      sql`${table.minimumOrderQuantity} >= 1 and ${table.intervalOrderQuantity} >= 1`,
    ),
  ],
);

/**
 * Gross prices in cents. kind default with minimumQuantity > 1 is a graduated price;
 * special is a special offer (optionally limited in time); rrp the recommended retail price.
 */
export const variationPrices = pgTable(
  "variation_prices",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    variationId: integer("variation_id")
      .notNull()
      .references(() => variations.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["default", "rrp", "special"] }).notNull(),
    minimumQuantity: integer("minimum_quantity").notNull().default(1),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("EUR"),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
  },
  (table) => [
    index("variation_prices_variation_idx").on(table.variationId, table.kind, table.minimumQuantity),
    check("variation_prices_amount_check", sql`${table.amountCents} >= 0 and ${table.minimumQuantity} >= 1`),
  ],
);

/** Every price a variation was sold at, for the lowest price of the last 30 days. */
export const priceHistory = pgTable(
  "price_history",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    variationId: integer("variation_id")
      .notNull()
      .references(() => variations.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("price_history_variation_idx").on(table.variationId, table.recordedAt)],
);

export const itemImages = pgTable(
  "item_images",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    /** File in the media folder (DATA_DIR/media); served in responsive variants. */
    fileName: text("file_name").notNull(),
    cleanName: text("clean_name").notNull(),
    position: integer("position").notNull().default(0),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    alt: jsonb("alt").$type<LocalizedText>().notNull(),
  },
  (table) => [index("item_images_item_idx").on(table.itemId, table.position)],
);

/** Images shown for one variation (e.g. its colour); an empty list means all item images. */
export const variationImages = pgTable(
  "variation_images",
  {
    variationId: integer("variation_id")
      .notNull()
      .references(() => variations.id, { onDelete: "cascade" }),
    imageId: integer("image_id")
      .notNull()
      .references(() => itemImages.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.variationId, table.imageId] })],
);

export const attributes = pgTable("attributes", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  /** How the shopper picks a value: a dropdown, or colour swatches. */
  display: text("display", { enum: ["select", "color"] })
    .notNull()
    .default("select"),
  position: integer("position").notNull().default(0),
  names: jsonb("names").$type<LocalizedText>().notNull(),
});

export const attributeValues = pgTable(
  "attribute_values",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => attributes.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    names: jsonb("names").$type<LocalizedText>().notNull(),
    /** Swatch colour for colour attributes. */
    color: text("color"),
  },
  (table) => [index("attribute_values_attribute_idx").on(table.attributeId, table.position)],
);

export const variationAttributeValues = pgTable(
  "variation_attribute_values",
  {
    variationId: integer("variation_id")
      .notNull()
      .references(() => variations.id, { onDelete: "cascade" }),
    attributeValueId: integer("attribute_value_id")
      .notNull()
      .references(() => attributeValues.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.variationId, table.attributeValueId] }),
    index("variation_attribute_values_value_idx").on(table.attributeValueId),
  ],
);

/** Components of a bundle (or set) variation. */
export const bundleComponents = pgTable(
  "bundle_components",
  {
    bundleVariationId: integer("bundle_variation_id")
      .notNull()
      .references(() => variations.id, { onDelete: "cascade" }),
    componentVariationId: integer("component_variation_id")
      .notNull()
      .references(() => variations.id, { onDelete: "restrict" }),
    quantity: integer("quantity").notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.bundleVariationId, table.componentVariationId] })],
);
