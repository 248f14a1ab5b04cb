import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { ORDER_PAYMENT_STATUSES } from "#common/schemas/back-office.ts";
import type { AddressSnapshot } from "../address/index.ts";
import { customers } from "../customer/index.ts";

/** Order numbers come from a sequence: unique across nodes, never reused (gaps after a rollback are fine). */
export const orderNumberSequence = pgSequence("order_number_seq", { startWith: 1, increment: 1 });

/**
 * The keys of the spec's payment status names (docs/glossary.md, storefront spec §4). drizzle-kit
 * loads this file on its own: a type-only link to common's list keeps the two equal.
 */
export const PAYMENT_STATUSES: typeof ORDER_PAYMENT_STATUSES = [
  "unpaid",
  "prepaid",
  "partlyPaid",
  "fullyPaid",
  "overpaid",
  "unknown",
];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_STATUSES = ["open", "paymentPending", "paid", "canceled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * How far the merchant got with the goods (docs/back-office.md), apart from the payment's
 * `status`: new (nothing done), inProgress (confirmed by an operator), shipped (a parcel left).
 */
export const FULFILLMENT_STATUSES = ["new", "inProgress", "shipped"] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

/** VAT of one rate (rate in basis points, 1900 = 19 %), as the cart answered it. */
export type OrderVat = { rateBp: number; vatCents: number };
/** A dated event of the order (docs/glossary.md, storefront spec §3: typeId 5 = shipping date). */
export type OrderDate = { typeId: number; date: string };
export type OrderAdditionalInformation = {
  orderContactWish?: string;
  orderCustomerSign?: string;
  shippingPrivacyHintAccepted?: boolean;
};

/**
 * Placed orders (type 1; returns and offers have their own tables, ADR 037 and 038).
 * Addresses, names of the shipping and payment method and every amount are copies taken when
 * the order was placed, so later changes to addresses, prices or methods never change an order.
 */
export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    typeId: integer("type_id").notNull().default(1),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("open"),
    orderNumber: text("order_number").notNull(),
    /** sha256 of the access key (hex); the key itself is never stored in the clear. */
    accessKeyHash: text("access_key_hash").notNull(),
    /** The access key sealed with the shop secret (AES-GCM), for the owner's links and mails. */
    accessKeySealed: text("access_key_sealed").notNull(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    /** The guest-login email of a guest order (no account). */
    guestEmail: text("guest_email"),
    contactEmail: text("contact_email").notNull(),
    locale: text("locale", { enum: ["de", "en"] }).notNull(),
    currency: text("currency").notNull(),
    billingAddress: jsonb("billing_address").$type<AddressSnapshot>().notNull(),
    deliveryAddress: jsonb("delivery_address").$type<AddressSnapshot>().notNull(),
    shippingCountryId: integer("shipping_country_id").notNull(),
    shippingProfileId: integer("shipping_profile_id").notNull(),
    shippingProfileName: text("shipping_profile_name").notNull(),
    shippingProvider: text("shipping_provider").notNull(),
    paymentMethodId: integer("payment_method_id").notNull(),
    paymentMethodKey: text("payment_method_key").notNull(),
    paymentMethodName: text("payment_method_name").notNull(),
    paymentMethodIcon: text("payment_method_icon").notNull().default(""),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("unpaid"),
    fulfillmentStatus: text("fulfillment_status", { enum: FULFILLMENT_STATUSES }).notNull().default("new"),
    itemSumGrossCents: integer("item_sum_gross_cents").notNull(),
    itemSumNetCents: integer("item_sum_net_cents").notNull(),
    shippingGrossCents: integer("shipping_gross_cents").notNull(),
    shippingNetCents: integer("shipping_net_cents").notNull(),
    couponCode: text("coupon_code"),
    couponValueCents: integer("coupon_value_cents").notNull().default(0),
    rebateCents: integer("rebate_cents").notNull().default(0),
    totalGrossCents: integer("total_gross_cents").notNull(),
    totalNetCents: integer("total_net_cents").notNull(),
    /**
     * What refunded returns took off the order (their credit notes, docs/after-sales.md): the
     * order owes `totalGrossCents - creditedCents` from then on, so a return's refund does not
     * leave it "partly paid".
     */
    creditedCents: integer("credited_cents").notNull().default(0),
    vats: jsonb("vats").$type<OrderVat[]>().notNull(),
    additionalInformation: jsonb("additional_information").$type<OrderAdditionalInformation>().notNull().default({}),
    preferredDelivery: jsonb("preferred_delivery").$type<Record<string, unknown>>(),
    dates: jsonb("dates").$type<OrderDate[]>().notNull().default([]),
    sourceCartId: integer("source_cart_id"),
    /** Idempotency: one order per cart state (placement key of the workflow). */
    placementKey: text("placement_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("orders_number_idx").on(table.orderNumber),
    uniqueIndex("orders_placement_key_idx").on(table.placementKey),
    index("orders_customer_idx").on(table.customerId, table.createdAt),
    // The back office's order list: newest first, and its search by number prefix (docs/back-office.md).
    index("orders_created_idx").on(table.createdAt),
    // A retried placement whose cart is already empty finds the order it made (doPlaceOrder).
    index("orders_source_cart_idx").on(table.sourceCartId, table.createdAt),
    // Guest orders of an address, for adding them to the account that proved it (docs/account.md).
    index("orders_guest_contact_idx")
      .on(sql`lower(${table.contactEmail})`)
      .where(sql`${table.customerId} is null`),
    check("orders_total_check", sql`${table.totalGrossCents} >= 0`),
  ],
);

/** docs/glossary.md, storefront spec §3 "Order item" orderProperties. */
export type OrderItemProperty = {
  propertyId: number;
  name: string;
  type: string;
  value: string;
  /**
   * The answer as the shopper read it when ordering (selection value name, file name, "Yes"),
   * in the order's language; a copy, so later catalogue changes do not change the order.
   * Orders placed before it existed have none: read it through `orderPropertyDisplay`.
   */
  displayValue?: string;
  fileUrl: string | null;
  surchargeCents: number;
  surchargeNetCents: number;
  hasTax: boolean;
  isAdditionalCosts: boolean;
};

/**
 * One attribute value of the ordered variation ("Farbe: Anthrazit"), in the order's language;
 * a copy, so a renamed or deleted attribute does not change the order.
 */
export type OrderItemAttribute = { name: string; value: string };

/** Item type ids: 1 variation, 2 bundle component, 3 bundle, 4 coupon (docs/glossary.md, storefront spec §3). */
export const ORDER_ITEM_TYPE = { variation: 1, bundleComponent: 2, bundle: 3, coupon: 4 } as const;

export const orderItems = pgTable(
  "order_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    typeId: integer("type_id").notNull(),
    /** A bundle component points at its bundle's line. */
    parentPosition: integer("parent_position"),
    /** Not a foreign key: an order outlives a deleted variation. */
    variationId: integer("variation_id"),
    itemId: integer("item_id"),
    name: text("name").notNull(),
    variationNumber: text("variation_number").notNull().default(""),
    /** urlPath_itemId_variationId of the product, for the /p/{variationId}/{slug} link. */
    urlPath: text("url_path").notNull().default(""),
    quantity: integer("quantity").notNull(),
    unitGrossCents: integer("unit_gross_cents").notNull(),
    unitNetCents: integer("unit_net_cents").notNull(),
    amountGrossCents: integer("amount_gross_cents").notNull(),
    /**
     * The coupon's share of this line (positive cents; 0 without coupon or for lines it does not
     * apply to): what a return of it pays back less (docs/after-sales.md). Orders placed before
     * it existed have 0 on every line; a return then spreads the coupon over all lines.
     */
    discountCents: integer("discount_cents").notNull().default(0),
    vatRateBp: integer("vat_rate_bp").notNull(),
    properties: jsonb("properties").$type<OrderItemProperty[]>().notNull().default([]),
    /** The variation's attribute values as the shopper chose them (empty for older orders). */
    attributes: jsonb("attributes").$type<OrderItemAttribute[]>().notNull().default([]),
    /** The variation's own image (file in the media folder) when it was ordered. */
    image: text("image"),
  },
  (table) => [
    uniqueIndex("order_items_position_idx").on(table.orderId, table.position),
    check("order_items_quantity_check", sql`${table.quantity} > 0`),
  ],
);

/**
 * A parcel of an order on its way (docs/account.md): the carrier's name, the tracking number and
 * the tracking page as they were when it was sent (copies, like the order's addresses: a carrier
 * renamed later does not change a sent parcel). An order can go in several parcels; the first
 * one dates the order's shipping date (typeId 5).
 */
export const orderShipments = pgTable(
  "order_shipments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    parcelServiceName: text("parcel_service_name").notNull(),
    trackingNumber: text("tracking_number").notNull(),
    /** https only (trackingUrlFor); null when the carrier has no tracking page. */
    trackingUrl: text("tracking_url"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    // One tracking number once per order: a retried or double-clicked 'ship' adds no second parcel.
    // Also the index of an order's parcels (order_id first).
    uniqueIndex("order_shipments_number_idx").on(table.orderId, table.trackingNumber),
    check(
      "order_shipments_tracking_url_check",
      sql`${table.trackingUrl} is null or ${table.trackingUrl} like 'https://%'`,
    ),
  ],
);
