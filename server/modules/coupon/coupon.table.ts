import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers } from "../customer/index.ts";

/**
 * A coupon campaign: what its codes give and who may redeem them (docs/coupons.md).
 * Restrictions that are null (or "all"/"any") do not restrict.
 */
export const couponCampaigns = pgTable(
  "coupon_campaigns",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    /** Switched off by the operator: its codes answer couponNotActivated. */
    active: boolean("active").notNull().default(true),
    discountType: text("discount_type", { enum: ["percent", "fixed"] }).notNull(),
    /** Percent in basis points (1000 = 10 %) for discountType percent. */
    percentBp: integer("percent_bp"),
    /** Gross cents for discountType fixed. */
    valueCents: integer("value_cents"),
    freeShipping: boolean("free_shipping").notNull().default(false),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    /** Gross item sum (before the discount, without shipping) the cart must reach. */
    minOrderValueCents: integer("min_order_value_cents"),
    /** How often one code may be redeemed in all. */
    usageLimitPerCode: integer("usage_limit_per_code"),
    /** How often one customer (account, else email) may redeem codes of this campaign. */
    usageLimitPerCustomer: integer("usage_limit_per_customer"),
    customerScope: text("customer_scope", { enum: ["all", "existing", "new"] })
      .notNull()
      .default("all"),
    /** Customer classes and types allowed. Customers carry neither yet, so a set list refuses everyone. */
    customerClassIds: integer("customer_class_ids").array(),
    customerTypeIds: integer("customer_type_ids").array(),
    subscriptionRule: text("subscription_rule", { enum: ["any", "only", "exclude"] })
      .notNull()
      .default("any"),
    excludeSpecialOffers: boolean("exclude_special_offers").notNull().default(false),
    /** The discount applies only to these items / items in these categories. */
    itemIds: integer("item_ids").array(),
    categoryIds: integer("category_ids").array(),
    /** The coupon needs one of these (promotional) items in the cart. */
    promotionItemIds: integer("promotion_item_ids").array(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "coupon_campaigns_value_check",
      sql`(${table.discountType} = 'percent' and ${table.percentBp} between 0 and 10000)
        or (${table.discountType} = 'fixed' and ${table.valueCents} >= 0)`,
    ),
  ],
);

/** A code of a campaign; unique regardless of case (shoppers type it as they like). */
export const couponCodes = pgTable(
  "coupon_codes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => couponCampaigns.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    /** Redemptions so far; raised only by redeemCoupon's conditional update. */
    usedCount: integer("used_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("coupon_codes_code_idx").using("btree", sql`lower(${table.code})`),
    index("coupon_codes_campaign_idx").on(table.campaignId),
    check("coupon_codes_used_check", sql`${table.usedCount} >= 0`),
  ],
);

/**
 * One redemption per order and code. orderId is the order module's id (no foreign key: the
 * order module owns its table, and a redemption stays as a record when an order is purged).
 */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    codeId: integer("code_id")
      .notNull()
      .references(() => couponCodes.id, { onDelete: "cascade" }),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => couponCampaigns.id, { onDelete: "cascade" }),
    orderId: integer("order_id").notNull(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    /** Lower-cased email of the buyer: guests are counted by it. */
    email: text("email").notNull().default(""),
    discountCents: integer("discount_cents").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("coupon_redemptions_order_idx").on(table.codeId, table.orderId),
    index("coupon_redemptions_customer_idx").on(table.campaignId, table.customerId),
    index("coupon_redemptions_email_idx").on(table.campaignId, table.email),
  ],
);
