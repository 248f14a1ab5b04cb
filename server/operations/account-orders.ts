import { ACCOUNT_LIST_PAGE_SIZE } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { customerOrderInput, customerOrdersInput } from "#common/schemas/order.ts";
import { money, type Money } from "#common/money.ts";
import { findOrderById, listCustomerOrders, orderStatusKey, type PaymentStatus } from "../modules/order/index.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { answerFor, type OrderAnswer } from "./order.ts";

/** One line of the account's order list. */
export type CustomerOrderListItem = {
  id: number;
  orderNumber: string;
  createdAt: string;
  statusName: string;
  paymentStatusKey: PaymentStatus;
  paymentStatus: string;
  totalGross: Money;
};

export type CustomerOrderList = {
  orders: CustomerOrderListItem[];
  page: number;
  pageCount: number;
  total: number;
};

/** The logged-in customer's orders, newest first, 10 per page (storefront spec §9). */
export const getCustomerOrders = defineOperation({
  name: "getCustomerOrders",
  kind: "query",
  access: "customer",
  input: customerOrdersInput,
  handler: async (input, ctx): Promise<CustomerOrderList> => {
    const customerId = ctx.session.data.userId as number;
    const page = input.page ?? 1;
    const { rows, total } = await listCustomerOrders(ctx.services.db, customerId, {
      offset: (page - 1) * ACCOUNT_LIST_PAGE_SIZE,
      limit: ACCOUNT_LIST_PAGE_SIZE,
    });
    const t = translatorFor(ctx.locale);
    return {
      orders: rows.map((order) => ({
        id: order.id,
        orderNumber: order.orderNumber,
        createdAt: order.createdAt.toISOString(),
        statusName: t(`order.status.${orderStatusKey(order)}`),
        paymentStatusKey: order.paymentStatus,
        paymentStatus: t(`order.paymentStatus.${order.paymentStatus}`),
        totalGross: money(order.totalGrossCents, order.currency, ctx.locale),
      })),
      page,
      pageCount: Math.max(1, Math.ceil(total / ACCOUNT_LIST_PAGE_SIZE)),
      total,
    };
  },
});

/**
 * One of the customer's orders in full (items, addresses, documents). Another customer's
 * order, a guest order or an unknown id are all 'not found': the answer tells nothing about
 * orders that are not the customer's.
 */
export const getCustomerOrder = defineOperation({
  name: "getCustomerOrder",
  kind: "query",
  access: "customer",
  input: customerOrderInput,
  handler: async (input, ctx): Promise<OrderAnswer> => {
    const order = await findOrderById(ctx.services.db, input.orderId);
    if (!order || order.customerId === null || order.customerId !== ctx.session.data.userId) {
      throw new AppError("not_found", "orderNotFound");
    }
    return answerFor(ctx, order);
  },
});
