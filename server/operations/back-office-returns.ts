import { translatorFor } from "#common/i18n/translator.ts";
import { money, type Money } from "#common/money.ts";
import { ADMIN_ORDER_PAGE_SIZE } from "#common/schemas/back-office.ts";
import {
  adminCreateReturnInput,
  adminReturnInput,
  adminReturnsInput,
  receiveReturnInput,
  refundReturnInput,
} from "#common/schemas/back-office-returns.ts";
import { RETURN_STATUSES, type ReturnStatus } from "#common/schemas/returns.ts";
import {
  findOrderById,
  findOrdersWithItems,
  listOrderItems,
  owedCents,
  type OrderReturnView,
} from "../modules/order/index.ts";
import { countReturnsByStatus, findReturn, listReturns } from "../modules/returns/index.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { refundsOfOrder } from "../modules/payment/index.ts";
import { creditOfReturn, refundReturn, returnRefundKeyPrefix } from "../workflows/return-refund.ts";
import { cancelReturn, receiveReturn, requestReturn } from "../workflows/returns.ts";
import { actorOf } from "./back-office-actions.ts";
import { customerName } from "./back-office.ts";
import { returnView } from "./return-views.ts";

export type AdminReturnListItem = OrderReturnView & { orderNumber: string; customerName: string; pieces: number };

export type AdminReturnList = {
  returns: AdminReturnListItem[];
  status: ReturnStatus | null;
  counts: { status: ReturnStatus; name: string; count: number }[];
  page: number;
  pageCount: number;
  total: number;
};

/** The back office's returns queue (docs/back-office.md "Returns"): by status, newest first. */
export const getAdminReturns = defineOperation({
  name: "getAdminReturns",
  kind: "query",
  access: "staff",
  input: adminReturnsInput,
  handler: async (input, ctx): Promise<AdminReturnList> => {
    const { db } = ctx.services;
    const t = translatorFor(ctx.locale);
    const page = input.page ?? 1;
    const [{ rows, total }, counts] = await Promise.all([
      listReturns(
        db,
        { status: input.status },
        { offset: (page - 1) * ADMIN_ORDER_PAGE_SIZE, limit: ADMIN_ORDER_PAGE_SIZE },
      ),
      countReturnsByStatus(db),
    ]);
    const orders = await findOrdersWithItems(
      db,
      rows.map((row) => row.originOrderId),
    );
    const returns = rows.flatMap((row): AdminReturnListItem[] => {
      const origin = orders.get(row.originOrderId);
      if (!origin) return [];
      const { order, items } = origin;
      return [
        {
          ...returnView(row, items, order, ctx.locale),
          orderNumber: order.orderNumber,
          customerName: customerName(order.billingAddress),
          pieces: row.items.reduce((sum, line) => sum + line.quantity, 0),
        },
      ];
    });
    return {
      returns,
      status: input.status ?? null,
      counts: RETURN_STATUSES.map((status) => ({
        status,
        name: t(`returns.status.${status}`),
        count: counts.get(status) ?? 0,
      })),
      page,
      pageCount: Math.max(1, Math.ceil(total / ADMIN_ORDER_PAGE_SIZE)),
      total,
    };
  },
});

export type AdminReturnLine = {
  returnItemId: number;
  name: string;
  variationNumber: string;
  attributes: { name: string; value: string }[];
  quantity: number;
  receivedQuantity: number | null;
  restocked: boolean;
  unitPrice: Money;
};

export type AdminReturnDetail = {
  entry: OrderReturnView;
  orderId: number;
  orderNumber: string;
  customerName: string;
  email: string;
  comment: string;
  lines: AdminReturnLine[];
  /** `resend`: a refund of the refunded return is still unanswered by its provider (send it again). */
  actions: { receive: boolean; refund: boolean; cancel: boolean; resend: boolean };
  /** The refund form: what the return is worth with and without the shipping, and what the order still owes. */
  refund: {
    itemsValue: Money;
    discount: Money;
    shipping: Money | null;
    proposed: Money;
    owed: Money;
  } | null;
};

/** One return for the back office: its lines, what arrived, and the refund proposal. */
export const getAdminReturn = defineOperation({
  name: "getAdminReturn",
  kind: "query",
  access: "staff",
  input: adminReturnInput,
  handler: async (input, ctx): Promise<AdminReturnDetail> => {
    const { db } = ctx.services;
    const entry = await findReturn(db, input.returnId);
    const order = entry ? await findOrderById(db, entry.originOrderId) : undefined;
    if (!entry || !order) throw new AppError("not_found", "returnNotFound");
    const items = await listOrderItems(db, order.id);
    const byId = new Map(items.map((item) => [item.id, item]));
    const m = (cents: number) => money(cents, order.currency, ctx.locale);
    let refund: AdminReturnDetail["refund"] = null;
    if (entry.status === "received") {
      const { credit, shippingRefundable } = await creditOfReturn(db, entry, order, true);
      const withoutShipping = credit.maximumCents - credit.shippingGrossCents;
      refund = {
        itemsValue: m(credit.itemsGrossCents),
        discount: m(credit.discountCents),
        shipping: shippingRefundable ? m(credit.shippingGrossCents) : null,
        proposed: m(Math.min(withoutShipping, owedCents(order))),
        owed: m(owedCents(order)),
      };
    }
    return {
      entry: returnView(entry, items, order, ctx.locale),
      orderId: order.id,
      orderNumber: order.orderNumber,
      customerName: customerName(order.billingAddress),
      email: order.contactEmail,
      comment: entry.comment,
      lines: entry.items.map((line) => {
        const item = byId.get(line.orderItemId);
        return {
          returnItemId: line.id,
          name: item?.name ?? "",
          variationNumber: item?.variationNumber ?? "",
          attributes: item?.attributes ?? [],
          quantity: line.quantity,
          receivedQuantity: line.receivedQuantity,
          restocked: line.restocked,
          unitPrice: m(item?.unitGrossCents ?? 0),
        };
      }),
      actions: {
        receive: entry.status === "requested",
        refund: entry.status === "received" && entry.items.some((line) => (line.receivedQuantity ?? 0) > 0),
        cancel:
          entry.status === "requested" ||
          (entry.status === "received" && entry.items.every((line) => !line.receivedQuantity)),
        resend:
          entry.status === "refunded" &&
          (await refundsOfOrder(db, order.id)).some(
            (refund) =>
              refund.status === "requested" && refund.idempotencyKey.startsWith(returnRefundKeyPrefix(entry.id)),
          ),
      },
      refund,
    };
  },
});

/** Records what arrived of a return, restocking the lines asked for; the customer is mailed. */
export const doReceiveReturn = defineOperation({
  name: "doReceiveReturn",
  kind: "mutation",
  access: "staff",
  input: receiveReturnInput,
  handler: async (input, ctx) => {
    const changed = await receiveReturn(ctx.services, input, actorOf(ctx));
    if (changed) ctx.log.info("return received", { returnId: input.returnId });
    return { changed };
  },
});

/**
 * Refunds a received return through the order's payments (docs/after-sales.md): the amount at most
 * what the return is worth; a credit note follows; refunded already: the same answer.
 */
export const doRefundReturn = defineOperation({
  name: "doRefundReturn",
  kind: "mutation",
  access: "staff",
  input: refundReturnInput,
  handler: async (input, ctx) => {
    const { refunded } = await refundReturn(
      ctx.services,
      { returnId: input.returnId, amountCents: input.amountCents, includeShipping: input.includeShipping === true },
      { ...actorOf(ctx), locale: ctx.locale },
    );
    if (refunded) ctx.log.info("return refunded", { returnId: input.returnId, amountCents: input.amountCents });
    return { created: refunded };
  },
});

/**
 * Staff register a return for the customer (a withdrawal by mail or phone, docs/back-office.md
 * "Returns"): the customer's form without the key, at any time after shipping; logged.
 */
export const doCreateAdminReturn = defineOperation({
  name: "doCreateAdminReturn",
  kind: "mutation",
  access: "staff",
  input: adminCreateReturnInput,
  handler: async (input, ctx): Promise<{ returnId: number; returnNumber: string; created: boolean }> => {
    const order = await findOrderById(ctx.services.db, input.orderId);
    if (!order) throw new AppError("not_found", "orderNotFound");
    const { entry, created } = await requestReturn(ctx.services, order, input, { staff: actorOf(ctx) });
    return { returnId: entry.id, returnNumber: entry.returnNumber, created };
  },
});

/** Sends the unanswered refunds of a refunded return to their provider again. */
export const doResendReturnRefund = defineOperation({
  name: "doResendReturnRefund",
  kind: "mutation",
  access: "staff",
  input: adminReturnInput,
  handler: async (input, ctx) => {
    const entry = await findReturn(ctx.services.db, input.returnId);
    if (!entry || entry.status !== "refunded") throw new AppError("conflict", "returnNotReceived");
    await refundReturn(
      ctx.services,
      { returnId: entry.id, amountCents: entry.refundedCents, includeShipping: false },
      { ...actorOf(ctx), locale: ctx.locale },
    );
    return { sent: true };
  },
});

/** Cancels a return whose items never came: its pieces are returnable again. */
export const doCancelReturn = defineOperation({
  name: "doCancelReturn",
  kind: "mutation",
  access: "staff",
  input: adminReturnInput,
  handler: async (input, ctx) => ({ changed: await cancelReturn(ctx.services, input.returnId, actorOf(ctx)) }),
});
