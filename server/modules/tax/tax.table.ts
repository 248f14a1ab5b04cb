import { boolean, date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

/** Delivery countries; ids are fixed by the seed so addresses and orders can keep them. */
export const countries = pgTable(
  "countries",
  {
    id: integer("id").primaryKey(),
    isoCode2: text("iso_code2").notNull(),
    nameDe: text("name_de").notNull(),
    nameEn: text("name_en").notNull(),
    /** The shop delivers here (a country can exist for billing addresses only). */
    active: boolean("active").notNull().default(true),
    isEu: boolean("is_eu").notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [uniqueIndex("countries_iso_code2_idx").on(table.isoCode2)],
);

export const countryStates = pgTable(
  "country_states",
  {
    id: integer("id").primaryKey(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id, { onDelete: "cascade" }),
    /** ISO 3166-2 subdivision code without the country prefix (BY, CA...). */
    code: text("code").notNull(),
    nameDe: text("name_de").notNull(),
    nameEn: text("name_en").notNull(),
  },
  (table) => [uniqueIndex("country_states_country_code_idx").on(table.countryId, table.code)],
);

/**
 * VAT rates by country and class with the day they take effect: a rate change is a new row,
 * not a code change. Rates are basis points (1900 = 19 %) so that 5.5 % stays an integer.
 */
export const vatRates = pgTable(
  "vat_rates",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id, { onDelete: "cascade" }),
    vatClass: text("vat_class", { enum: ["standard", "reduced"] }).notNull(),
    rateBp: integer("rate_bp").notNull(),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
  },
  (table) => [
    uniqueIndex("vat_rates_country_class_from_idx").on(table.countryId, table.vatClass, table.validFrom),
    index("vat_rates_country_idx").on(table.countryId),
  ],
);
