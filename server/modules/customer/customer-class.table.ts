import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Customer classes (docs/glossary.md, storefront spec: coupons "for customer class"). The rows are reference data
 * written by the migration `customer_class`: 1 Endkunde / Consumer (the default), 2 Händler /
 * Reseller, 3 Stammkunde / Regular customer. Exactly one class may be the shop's default:
 * visitors, guests and customers without a class belong to it.
 */
export const customerClasses = pgTable(
  "customer_classes",
  {
    id: integer("id").primaryKey(),
    nameDe: text("name_de").notNull(),
    nameEn: text("name_en").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
  },
  (table) => [
    uniqueIndex("customer_classes_one_default_idx")
      .on(table.isDefault)
      .where(sql`${table.isDefault}`),
  ],
);
