import { randomUUID } from "node:crypto";
import type { Locale } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { money, type Money } from "#common/money.ts";
import {
  ADMIN_ORDER_PAGE_SIZE,
  adminOrderInput,
  adminOrdersInput,
  ORDER_PAYMENT_STATUSES,
  type OrderStatusKey,
} from "#common/schemas/back-office.ts";
import type { AddressSnapshot } from "../modules/address/index.ts";
import { findOfferOfOrder } from "../modules/offer/index.ts";
import { actorLabel, listActivity, type ActivityRow } from "../modules/activity/index.ts";
import {
  findOrderById,
  orderStatusKey,
  searchOrders,
  type OrderDetailView,
  type OrderRow,
  type PaymentStatus,
} from "../modules/order/index.ts";
import {
  countsAgainstPaid,
  paidCentsOfOrder,
  paymentsOfOrder,
  refundableCents,
  refundsOfOrder,
  type RefundRecord,
} from "../modules/payment/index.ts";
import { listParcelServices, parcelServiceOfProfile } from "../modules/shipping/index.ts";
import { withdrawalsOfOrder } from "../modules/withdrawal/index.ts";
import type { RequestContext } from "../rpc/context.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { fullOrderView } from "./order.ts";
import { returnForm, type ReturnForm } from "./returns.ts";

/** One row of the back office's order list. */
export type AdminOrderListItem = {
  id: number;
  orderNumber: string;
  createdAt: string;
  customerName: string;
  email: string;
  /** Placed without an account. */
  guest: boolean;
  statusKey: OrderStatusKey;
  statusName: string;
  paymentStatusKey: PaymentStatus;
  paymentStatus: string;
  totalGross: Money;
};

export type AdminOrderList = {
  orders: AdminOrderListItem[];
  page: number;
  pageCount: number;
  total: number;
  /** The gross totals of this page's orders, and of every order found; one per currency. */
  pageSums: Money[];
  sums: Money[];
};

export type AdminPaymentView = {
  id: number;
  provider: string;
  providerPaymentId: string;
  method: string;
  amount: Money;
  status: string;
  statusName: string;
  createdAt: string;
  /** What is left to pay back of it (0 unless paid). */
  refundable: Money;
  refunds: { id: number; providerRefundId: string | null; amount: Money; statusName: string; createdAt: string }[];
};

export type AdminActivityView = { id: number; at: string; operatorName: string; text: string };

export type AdminOrderDetail = {
  order: OrderDetailView;
  statusKey: OrderStatusKey;
  customerId: number | null;
  payments: AdminPaymentView[];
  activity: AdminActivityView[];
  parcelServices: { id: number; name: string }[];
  /** The carrier of the order's shipping method, preselected in 'ship'. */
  defaultParcelServiceId: number | null;
  /**
   * What may be done now: confirm (a new order), ship (any order not canceled), cancel (not
   * shipped or canceled), refund (a payment has money left to pay back).
   */
  actions: { confirm: boolean; ship: boolean; cancel: boolean; refund: boolean };
  /** A fresh key for the refund form (one per page view: its double click refunds once). */
  refundKey: string;
  /** Declarations of withdrawal that name this order (docs/after-sales.md). */
  withdrawals: { reference: string; receivedAt: string }[];
  /** Staff register a return for the customer (after shipping, at any time); null when nothing is left. */
  returnForm: ReturnForm | null;
  /** The offer the order was placed from (docs/back-office.md "Offers"), if any. */
  offer: { id: number; offerNumber: string } | null;
};

/** Who an order's billing address names: the person and the company. */
export function customerName(address: AddressSnapshot): string {
  const person = [address.firstName, address.lastName].filter(Boolean).join(" ");
  return [person, address.companyName].filter(Boolean).join(", ");
}

/** Totals per currency as Money, in the list's order. */
function sumsOf(rows: { currency: string; totalGrossCents: number }[], locale: RequestContext["locale"]): Money[] {
  const byCurrency = new Map<string, number>();
  for (const row of rows) byCurrency.set(row.currency, (byCurrency.get(row.currency) ?? 0) + row.totalGrossCents);
  return [...byCurrency].map(([currency, cents]) => money(cents, currency, locale));
}

/** Who did it, as the log's reader names them: the operator, the customer or the shop. */
export function activityActorName(entry: ActivityRow, locale: Locale): string {
  const t = translatorFor(locale);
  return actorLabel(entry, { customer: t("admin.activity.actor.customer"), system: t("admin.activity.actor.system") });
}

/** A stored payment status (an activity's detail) as one of the spec's keys. */
function paymentStatusOf(value: unknown): PaymentStatus {
  return ORDER_PAYMENT_STATUSES.find((key) => key === value) ?? "unknown";
}

/** An activity log entry as the operator reads it, in the page's language (a refund with its status now). */
function activityText(entry: ActivityRow, locale: Locale, refunds: readonly RefundRecord[]): string {
  const t = translatorFor(locale);
  const { details } = entry;
  switch (entry.action) {
    case "confirmed":
    case "canceled":
      return t(`admin.activity.${entry.action}`);
    case "shipped":
      return t("admin.activity.shipped", {
        carrier: details.carrier ?? "",
        trackingNumber: details.trackingNumber ?? "",
      });
    case "refunded": {
      const amount = money(Number(details.amountCents ?? 0), String(details.currency ?? "EUR"), locale).formatted;
      const status = refunds.find((refund) => refund.id === details.refundId)?.status ?? "requested";
      return t("admin.activity.refunded", { amount, status: t(`admin.refundState.${status}`) });
    }
    case "returnReceived":
      return t("admin.activity.returnReceived", {
        returnNumber: String(details.returnNumber ?? ""),
        pieces: Number(details.pieces ?? 0),
        restocked: Number(details.restocked ?? 0),
      });
    case "returnRefunded": {
      const amount = money(Number(details.amountCents ?? 0), String(details.currency ?? "EUR"), locale).formatted;
      return t("admin.activity.returnRefunded", { returnNumber: String(details.returnNumber ?? ""), amount });
    }
    case "returnCreated":
      return t("admin.activity.returnCreated", { returnNumber: String(details.returnNumber ?? "") });
    case "returnCanceled":
      return t("admin.activity.returnCanceled", { returnNumber: String(details.returnNumber ?? "") });
    case "paymentStatus":
      return t("admin.activity.paymentStatus", {
        status: t(`order.paymentStatus.${paymentStatusOf(details.status)}`),
      });
    default:
      return entry.action;
  }
}

/**
 * The back office's order list (docs/back-office.md): search by number, name or email, filter
 * by shown status, payment status and day placed, sorted, 25 per page, with the page's and all
 * found orders' totals.
 */
export const getAdminOrders = defineOperation({
  name: "getAdminOrders",
  kind: "query",
  access: "staff",
  input: adminOrdersInput,
  handler: async (input, ctx): Promise<AdminOrderList> => {
    const page = input.page ?? 1;
    const found = await searchOrders(ctx.services.db, input, {
      offset: (page - 1) * ADMIN_ORDER_PAGE_SIZE,
      limit: ADMIN_ORDER_PAGE_SIZE,
      timeZone: ctx.services.config.SHOP_TIME_ZONE,
    });
    const t = translatorFor(ctx.locale);
    return {
      orders: found.rows.map((order) => {
        const statusKey = orderStatusKey(order);
        return {
          id: order.id,
          orderNumber: order.orderNumber,
          createdAt: order.createdAt.toISOString(),
          customerName: customerName(order.billingAddress),
          email: order.contactEmail,
          guest: order.customerId === null,
          statusKey,
          statusName: t(`order.status.${statusKey}`),
          paymentStatusKey: order.paymentStatus,
          paymentStatus: t(`order.paymentStatus.${order.paymentStatus}`),
          totalGross: money(order.totalGrossCents, order.currency, ctx.locale),
        };
      }),
      page,
      pageCount: Math.max(1, Math.ceil(found.total / ADMIN_ORDER_PAGE_SIZE)),
      total: found.total,
      pageSums: sumsOf(
        found.rows.map((order) => ({ currency: order.currency, totalGrossCents: order.totalGrossCents })),
        ctx.locale,
      ),
      sums: sumsOf(found.sums, ctx.locale),
    };
  },
});

async function placedOrder(ctx: RequestContext, orderId: number): Promise<OrderRow> {
  const order = await findOrderById(ctx.services.db, orderId);
  if (!order || order.typeId !== 1) throw new AppError("not_found", "orderNotFound");
  return order;
}

/** One order in full for operators: the shopper's view plus payments with provider ids, activity and actions. */
export const getAdminOrder = defineOperation({
  name: "getAdminOrder",
  kind: "query",
  access: "staff",
  input: adminOrderInput,
  handler: async (input, ctx): Promise<AdminOrderDetail> => {
    const { db } = ctx.services;
    const order = await placedOrder(ctx, input.orderId);
    const [paidCents, payments, activity, services, own, refunds, declared, form, offer] = await Promise.all([
      paidCentsOfOrder(db, order.id),
      paymentsOfOrder(db, order.id),
      listActivity(db, { type: "order", id: order.id }),
      listParcelServices(db),
      parcelServiceOfProfile(db, order.shippingProfileId),
      refundsOfOrder(db, order.id),
      withdrawalsOfOrder(db, order.id),
      returnForm(ctx, order, true),
      findOfferOfOrder(db, order.id),
    ]);
    const refundable = new Map(payments.map((payment) => [payment.id, refundableCents(payment, refunds)]));
    const refundedCents = refunds.filter(countsAgainstPaid).reduce((sum, refund) => sum + refund.amountCents, 0);
    const t = translatorFor(ctx.locale);
    const statusKey = orderStatusKey(order);
    return {
      order: await fullOrderView(ctx, order, { paidCents, refundedCents }),
      statusKey,
      customerId: order.customerId,
      offer: offer ? { id: offer.id, offerNumber: offer.offerNumber } : null,
      payments: payments.map((payment) => ({
        id: payment.id,
        provider: payment.provider,
        providerPaymentId: payment.providerPaymentId,
        method: payment.method,
        amount: money(payment.amountCents, payment.currency, ctx.locale),
        status: payment.status,
        statusName: t(`admin.paymentState.${payment.status}`),
        createdAt: payment.createdAt.toISOString(),
        refundable: money(refundable.get(payment.id) ?? 0, payment.currency, ctx.locale),
        refunds: refunds
          .filter((refund) => refund.paymentId === payment.id)
          .map((refund) => ({
            id: refund.id,
            providerRefundId: refund.providerRefundId,
            amount: money(refund.amountCents, refund.currency, ctx.locale),
            statusName: t(`admin.refundState.${refund.status}`),
            createdAt: refund.createdAt.toISOString(),
          })),
      })),
      // The order's history: its placing by the customer, then every change (operators, payments).
      activity: [
        {
          id: 0,
          at: order.createdAt.toISOString(),
          operatorName: t("admin.activity.actor.customer"),
          text: t("admin.activity.placed", { method: order.paymentMethodName }),
        },
        ...activity.map((entry) => ({
          id: entry.id,
          at: entry.createdAt.toISOString(),
          operatorName: activityActorName(entry, ctx.locale),
          text: activityText(entry, ctx.locale, refunds),
        })),
      ],
      parcelServices: services.map((service) => ({ id: service.id, name: service.name })),
      defaultParcelServiceId: own?.id ?? null,
      actions: {
        confirm: statusKey !== "canceled" && order.fulfillmentStatus === "new",
        ship: statusKey !== "canceled",
        cancel: statusKey !== "canceled" && statusKey !== "shipped",
        refund: [...refundable.values()].some((cents) => cents > 0),
      },
      refundKey: randomUUID(),
      withdrawals: declared.map((row) => ({ reference: row.reference, receivedAt: row.receivedAt.toISOString() })),
      returnForm: form.returnable ? form : null,
    };
  },
});
