import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { OFFER_STATUSES } from "#common/schemas/offers.ts";
import type { AddressSnapshot } from "../address/index.ts";
import { customers } from "../customer/index.ts";
import { orders, type NewOrderItemRow, type OrderVat } from "../order/index.ts";

/** drizzle-kit loads this file on its own: a type-only link to common's list keeps the two equal. */
const STATUSES: typeof OFFER_STATUSES = ["draft", "open", "accepted", "declined", "withdrawn"];

/**
 * Offers (docs/after-sales.md "Offers"; the spec's order type 7, shown as such by the views; ADR
 * 038). An offer is a priced document: its lines, shipping, discount and totals are fixed when it
 * is drafted and copied into the order its acceptance places, so the shopper pays what was
 * offered. Its lines are kept with it (`lines`, in the shape of order lines), not in a table of
 * their own: nothing queries them apart from their offer, and an offer never changes once sent.
 */
export const offers = pgTable(
  "offers",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** "AN-{year}-{id}" (Angebot), set right after the insert. */
    offerNumber: text("offer_number").notNull(),
    status: text("status", { enum: STATUSES }).notNull().default("draft"),
    /** The customer whose address the offer went to: only that customer, logged in, may open it. */
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    locale: text("locale", { enum: ["de", "en"] }).notNull(),
    currency: text("currency").notNull(),
    /** The address it is priced and delivered for (billing and delivery). */
    address: jsonb("address").$type<AddressSnapshot>().notNull(),
    shippingCountryId: integer("shipping_country_id").notNull(),
    shippingProfileId: integer("shipping_profile_id").notNull(),
    shippingProfileName: text("shipping_profile_name").notNull(),
    shippingProvider: text("shipping_provider").notNull(),
    /** The order lines the acceptance inserts (positions from 1; bundles with their components). */
    lines: jsonb("lines").$type<NewOrderItemRow[]>().notNull(),
    itemSumGrossCents: integer("item_sum_gross_cents").notNull(),
    itemSumNetCents: integer("item_sum_net_cents").notNull(),
    shippingGrossCents: integer("shipping_gross_cents").notNull(),
    shippingNetCents: integer("shipping_net_cents").notNull(),
    /** The discount on the items, gross, as a positive amount (0: none). */
    discountCents: integer("discount_cents").notNull().default(0),
    totalGrossCents: integer("total_gross_cents").notNull(),
    totalNetCents: integer("total_net_cents").notNull(),
    vats: jsonb("vats").$type<OrderVat[]>().notNull(),
    /** The last day it can be accepted (the spec's date type 20), a calendar day in the shop's time zone. */
    validUntil: text("valid_until").notNull(),
    note: text("note").notNull().default(""),
    /** sha256 of the access key (hex) and the key sealed with the shop secret, as for orders. */
    accessKeyHash: text("access_key_hash").notNull(),
    accessKeySealed: text("access_key_sealed").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** How often its mail went out (each sending one outbox mail). */
    sendCount: integer("send_count").notNull().default(0),
    /** When its recipient first opened the offer's page. */
    openedAt: timestamp("opened_at", { withTimezone: true }),
    /** Accepted, declined or withdrawn. */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    /** The accepting form's submission key: that form sent again answers the order it placed. */
    acceptSubmissionKey: text("accept_submission_key"),
    /** The order the acceptance placed: one offer, one order. */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("offers_order_idx").on(table.orderId),
    index("offers_status_idx").on(table.status, table.createdAt),
    index("offers_customer_idx").on(table.customerId),
    check("offers_total_check", sql`${table.totalGrossCents} >= 0`),
    check("offers_discount_check", sql`${table.discountCents} >= 0`),
    check("offers_status_check", sql.raw(`status in (${STATUSES.map((status) => `'${status}'`).join(", ")})`)),
  ],
);
export type OfferRow = typeof offers.$inferSelect;
export type NewOfferRow = typeof offers.$inferInsert;
