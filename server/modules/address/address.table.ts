import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { customers } from "../customer/index.ts";

/**
 * Addresses of a customer (customerId) or of a visitor or guest (sessionToken: the session's
 * cart token, which survives login). Orders never point here: they copy the address
 * (AddressSnapshot), so editing or deleting an address never changes a placed order.
 */
export const addresses = pgTable(
  "addresses",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    sessionToken: text("session_token"),
    companyName: text("company_name").notNull().default(""),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    streetName: text("street_name").notNull().default(""),
    /** The spec's "apartment": the house number. */
    houseNumber: text("house_number").notNull().default(""),
    addressAddition: text("address_addition").notNull().default(""),
    zipCode: text("zip_code").notNull().default(""),
    city: text("city").notNull().default(""),
    stateId: integer("state_id"),
    countryId: integer("country_id").notNull(),
    phoneNumber: text("phone_number").notNull().default(""),
    email: text("email").notNull().default(""),
    vatNumber: text("vat_number").notNull().default(""),
    /** DHL post number, for a packstation or post office as the shipping address. */
    postNumber: text("post_number").notNull().default(""),
    /** Further address options by type id (docs/glossary.md, storefront spec §3), as text. */
    options: jsonb("options").$type<Record<string, string>>().notNull().default({}),
    useAsBilling: boolean("use_as_billing").notNull().default(true),
    useAsShipping: boolean("use_as_shipping").notNull().default(true),
    primaryBilling: boolean("primary_billing").notNull().default(false),
    primaryShipping: boolean("primary_shipping").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("addresses_customer_idx").on(table.customerId),
    index("addresses_session_token_idx").on(table.sessionToken),
    check("addresses_owner_check", sql`(${table.customerId} is null) <> (${table.sessionToken} is null)`),
  ],
);
