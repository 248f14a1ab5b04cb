import { z } from "zod";

/** The back office's order list: rows per page (docs/back-office.md). */
export const ADMIN_ORDER_PAGE_SIZE = 25;

/** The spec's order payment statuses (storefront spec §4); the orders table keeps the same list. */
export const ORDER_PAYMENT_STATUSES = ["unpaid", "prepaid", "partlyPaid", "fullyPaid", "overpaid", "unknown"] as const;
/** The statuses an order shows (orderStatusKey): its payment's, then the merchant's progress. */
export const ORDER_STATUS_KEYS = ["open", "paymentPending", "paid", "inProgress", "shipped", "canceled"] as const;
export type OrderStatusKey = (typeof ORDER_STATUS_KEYS)[number];

export const ADMIN_ORDER_SORTS = ["createdAt", "orderNumber", "totalGross"] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/** A carrier's tracking number: letters, digits and dashes (DHL 12-20 digits, others vary). */
export const TRACKING_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

const orderId = z
  .number({ error: "validation.wholeNumber" })
  .int("validation.wholeNumber")
  .positive("validation.invalid")
  .max(2_147_483_647, "validation.invalid");

/** A calendar day (YYYY-MM-DD) in the shop's time zone, as a date field sends it. */
const day = z.iso.date({ error: "admin.validation.date" });

/** getAdminOrders: search, filters, sorting and the page, all from the list's URL. */
export const adminOrdersInput = z.strictObject({
  query: z.string().trim().max(200, "validation.invalid").optional(),
  status: z.enum(ORDER_STATUS_KEYS, { error: "validation.invalid" }).optional(),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES, { error: "validation.invalid" }).optional(),
  from: day.optional(),
  to: day.optional(),
  sort: z.enum(ADMIN_ORDER_SORTS, { error: "validation.invalid" }).optional(),
  direction: z.enum(["asc", "desc"], { error: "validation.invalid" }).optional(),
  page: z.number().int().min(1).max(100_000).optional(),
});
export type AdminOrdersInput = z.output<typeof adminOrdersInput>;

export const adminOrderInput = z.strictObject({ orderId });

/** doConfirmOrder: the operator takes the order on ("In Bearbeitung"). */
export const confirmOrderInput = z.strictObject({ orderId });

/**
 * doCancelOrder: the operator's explicit yes (the form's check box; the API sends true), so a
 * stray click on the button cancels nothing.
 */
export const cancelOrderInput = z.strictObject({
  orderId,
  confirmed: z.literal(true, { error: "admin.validation.cancelConfirm" }),
});

/** doShipOrder: a parcel of the order left with this carrier and tracking number. */
export const shipOrderInput = z.strictObject({
  orderId,
  parcelServiceId: z.number({ error: "validation.mandatory" }).int().positive("validation.invalid"),
  trackingNumber: z
    .string({ error: "validation.mandatory" })
    .trim()
    .min(1, "validation.mandatory")
    .regex(TRACKING_NUMBER, "admin.validation.trackingNumber"),
});

/** A request's own key (the form's hidden field): a double click or retry of it refunds once. */
const idempotencyKey = z.string({ error: "validation.invalid" }).regex(/^[A-Za-z0-9_-]{16,100}$/, "validation.invalid");

/** doRefundPayment: pay back `amountCents` of one of the order's paid payments through its provider. */
export const refundPaymentInput = z.strictObject({
  orderId,
  paymentId: z.number({ error: "validation.mandatory" }).int().positive("validation.invalid"),
  amountCents: z
    .number({ error: "admin.validation.amount" })
    .int("admin.validation.amount")
    .positive("admin.validation.amount")
    .max(100_000_000, "admin.validation.amount"),
  idempotencyKey,
});

/**
 * An amount as an operator types it ("12,34", "12.34", "12"): whole cents, no floating point.
 * Null for anything else.
 */
export function centsOfAmount(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
