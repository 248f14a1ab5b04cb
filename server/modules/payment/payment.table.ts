import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { PaymentStatus } from "#common/schemas/payment.ts";

export type StatusChange = { status: PaymentStatus; at: string };

/**
 * Our record of every payment taken through a provider (Mollie or the built-in sandbox).
 * The provider is the authority on the status; this row keeps what we last learned and
 * who may see it. orderId has no foreign key yet: the order module is built in parallel,
 * the reference becomes one when it lands.
 */
export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** "mollie" (the real API) or "sandbox" (our stand-in when no key is configured). */
    provider: text("provider").$type<"mollie" | "sandbox">().notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    /** Our payment method id (6001 ...) and the provider's method name (creditcard ...). */
    methodId: integer("method_id").notNull(),
    method: text("method").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    description: text("description").notNull(),
    locale: text("locale").notNull(),
    status: text("status").$type<PaymentStatus>().notNull(),
    statusHistory: jsonb("status_history").$type<StatusChange[]>().notNull(),
    /**
     * The last status the subscribers of paymentStatusChanged confirmed. Behind `status` after a
     * listener failed: the next webhook or return-page check tells them again.
     */
    notifiedStatus: text("notified_status").$type<PaymentStatus>(),
    orderId: integer("order_id"),
    /** The cart a basket payment (wallet, embedded card) was made for. */
    cartId: integer("cart_id"),
    /** Who may read and change it: a customer, or the visitor's session cart token. */
    ownerCustomerId: integer("owner_customer_id"),
    ownerToken: text("owner_token"),
    /** The provider's hosted page; null for a direct card payment that needs no redirect. */
    checkoutUrl: text("checkout_url"),
    /** Where the provider sends the shopper back (our /mollie-payment page). */
    redirectUrl: text("redirect_url").notNull(),
    /** A path in the shop the return page opens once the payment is paid or authorized. */
    returnPath: text("return_path").notNull(),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payments_provider_payment_id_idx").on(table.providerPaymentId),
    uniqueIndex("payments_idempotency_key_idx").on(table.idempotencyKey),
    index("payments_order_idx").on(table.orderId),
    index("payments_owner_customer_idx").on(table.ownerCustomerId),
    index("payments_owner_token_idx").on(table.ownerToken),
    check("payments_amount_check", sql`${table.amountCents} > 0`),
    check("payments_owner_check", sql`${table.ownerCustomerId} is not null or ${table.ownerToken} is not null`),
  ],
);

/**
 * The sandbox provider's own side: what Mollie would keep for a payment in test mode. It is
 * separate from `payments` so the sandbox is a real stand-in: our record learns the status only
 * by asking the provider, exactly as with Mollie.
 */
export const sandboxPayments = pgTable("sandbox_payments", {
  id: text("id").primaryKey(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  description: text("description").notNull(),
  method: text("method").notNull(),
  locale: text("locale").notNull(),
  redirectUrl: text("redirect_url").notNull(),
  webhookUrl: text("webhook_url"),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
  status: text("status").$type<PaymentStatus>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  paidAt: timestamp("paid_at", { withTimezone: true }),
});

/**
 * A refund's states: `requested` (recorded, the provider not yet asked or its answer not yet
 * recorded), then the provider's (Mollie's; the sandbox refunds at once).
 */
export const REFUND_STATUSES = [
  "requested",
  "queued",
  "pending",
  "processing",
  "refunded",
  "failed",
  "canceled",
] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Money paid back on a payment through its provider (docs/back-office.md "Refund"). The row is
 * written before the provider is asked (status requested) and counts against what the order was
 * paid from then on, unless it failed or was canceled: two refunds at once cannot both take the
 * same money. One row per operator request: the request's idempotency key is unique, so a double
 * click or a retry records (and asks the provider for) one refund.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    orderId: integer("order_id").notNull(),
    /** Null until the provider answered. */
    providerRefundId: text("provider_refund_id"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    status: text("status").$type<RefundStatus>().notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("refunds_idempotency_key_idx").on(table.idempotencyKey),
    index("refunds_order_idx").on(table.orderId),
    index("refunds_payment_idx").on(table.paymentId),
    check("refunds_amount_check", sql`${table.amountCents} > 0`),
  ],
);

/** The sandbox provider's refunds (as Mollie keeps them): idempotent by key, never above the payment. */
export const sandboxRefunds = pgTable("sandbox_refunds", {
  id: text("id").primaryKey(),
  paymentId: text("payment_id")
    .notNull()
    .references(() => sandboxPayments.id),
  amountCents: integer("amount_cents").notNull(),
  idempotencyKey: text("idempotency_key").unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
