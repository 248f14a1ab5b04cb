import { randomBytes } from "node:crypto";
import { ACCOUNT_LIST_PAGE_SIZE } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import {
  createReturnInput,
  customerReturnsInput,
  DEFAULT_RETURN_REASON_ID,
  RETURN_REASONS,
  returnFormInput,
} from "#common/schemas/returns.ts";
import {
  findOrdersWithItems,
  listOrderItems,
  listOrderShipments,
  sessionSeesOrder,
  type OrderRow,
  type OrderReturnView,
} from "../modules/order/index.ts";
import {
  isReturnableLine,
  listCustomerReturns,
  returnableQuantities,
  returnPeriodOpen,
  returnsOfOrder,
} from "../modules/returns/index.ts";
import type { RequestContext } from "../rpc/context.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { enforceRateLimit } from "../rpc/rate-limit.ts";
import { requestReturn } from "../workflows/returns.ts";
import { orderWithKey } from "./order.ts";
import { returnView } from "./return-views.ts";

/** A line of the new-return form. */
export type ReturnFormLine = {
  orderItemId: number;
  name: string;
  attributes: { name: string; value: string }[];
  image: string | null;
  quantity: number;
  returnableQuantity: number;
};

export type ReturnForm = {
  orderId: number;
  orderNumber: string;
  email: string;
  /** The return period is open and something is left to return. */
  returnable: boolean;
  lines: ReturnFormLine[];
  reasons: { id: number; name: string }[];
  defaultReasonId: number;
  /** A fresh key per page view: the form sent twice makes one return. */
  submissionKey: string;
};

export type ReturnFormAnswer =
  | { access: "full"; form: ReturnForm }
  | { access: "limited"; orderNumber: string; authentication: { required: true; message: string } };

/** The new-return form of an order; `anyTime`: staff, past the return period too. */
export async function returnForm(ctx: RequestContext, order: OrderRow, anyTime = false): Promise<ReturnForm> {
  const { db } = ctx.services;
  const t = translatorFor(ctx.locale);
  const [items, shipments, orderReturns] = await Promise.all([
    listOrderItems(db, order.id),
    listOrderShipments(db, order.id),
    returnsOfOrder(db, order.id),
  ]);
  const open = returnPeriodOpen(order, shipments[0]?.shippedAt, new Date(), anyTime);
  const left = returnableQuantities(items, orderReturns);
  const lines = items
    .filter((item) => isReturnableLine(item))
    .map((item) => ({
      orderItemId: item.id,
      name: item.name,
      attributes: item.attributes,
      image: item.image,
      quantity: item.quantity,
      returnableQuantity: open ? (left.get(item.id) ?? 0) : 0,
    }));
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    email: order.contactEmail,
    returnable: open && lines.some((line) => line.returnableQuantity > 0),
    lines,
    reasons: RETURN_REASONS.map((reason) => ({ id: reason.id, name: t(`returns.reasons.${reason.key}`) })),
    defaultReasonId: DEFAULT_RETURN_REASON_ID,
    submissionKey: randomBytes(18).toString("base64url"),
  };
}

/**
 * The new-return page (storefront spec §2 /my-account/new-return/{id}/{accessKey}): with the
 * order's key, its customer or a soft login sees the form; anyone else is asked for the soft login.
 */
export const getReturnForm = defineOperation({
  name: "getReturnForm",
  kind: "query",
  access: "anonymous",
  input: returnFormInput,
  handler: async (input, ctx): Promise<ReturnFormAnswer> => {
    const order = await orderWithKey(ctx, input.orderId, input.accessKey);
    if (!sessionSeesOrder(order, ctx.session.data)) {
      return {
        access: "limited",
        orderNumber: order.orderNumber,
        authentication: { required: true, message: translatorFor(ctx.locale)("errors.orderAuthenticationRequired") },
      };
    }
    return { access: "full", form: await returnForm(ctx, order) };
  },
});

export type CreatedReturnAnswer = { returnId: number; returnNumber: string; email: string; created: boolean };

/**
 * Registers a return (docs/after-sales.md "Returns"): the order's key and a session that sees
 * the order in full (its customer, or a soft login); quantities up to what is returnable, a
 * reason. The same form sent again answers the return it made.
 */
export const doCreateReturn = defineOperation({
  name: "doCreateReturn",
  kind: "mutation",
  access: "anonymous",
  input: createReturnInput,
  handler: async (input, ctx): Promise<CreatedReturnAnswer> => {
    await enforceRateLimit(ctx, `return:ip:${ctx.ip}`, 20, 60 * 60_000);
    const order = await orderWithKey(ctx, input.orderId, input.accessKey);
    if (!sessionSeesOrder(order, ctx.session.data)) throw new AppError("not_allowed", "orderAuthenticationRequired");
    const { entry, created } = await requestReturn(ctx.services, order, input);
    if (created) ctx.log.info("return requested", { returnId: entry.id, orderId: order.id });
    return { returnId: entry.id, returnNumber: entry.returnNumber, email: order.contactEmail, created };
  },
});

export type CustomerReturnListItem = OrderReturnView & { orderNumber: string };

export type CustomerReturnList = {
  returns: CustomerReturnListItem[];
  page: number;
  pageCount: number;
  total: number;
};

/** The logged-in customer's returns, newest first, 10 per page (storefront spec §9). */
export const getCustomerReturns = defineOperation({
  name: "getCustomerReturns",
  kind: "query",
  access: "customer",
  input: customerReturnsInput,
  handler: async (input, ctx): Promise<CustomerReturnList> => {
    const { db } = ctx.services;
    const customerId = ctx.session.data.userId as number;
    const page = input.page ?? 1;
    const { rows, total } = await listCustomerReturns(db, customerId, {
      offset: (page - 1) * ACCOUNT_LIST_PAGE_SIZE,
      limit: ACCOUNT_LIST_PAGE_SIZE,
    });
    const orders = await findOrdersWithItems(
      db,
      rows.map((row) => row.originOrderId),
    );
    return {
      returns: rows.flatMap((row) => {
        const origin = orders.get(row.originOrderId);
        if (!origin) return [];
        return [{ ...returnView(row, origin.items, origin.order, ctx.locale), orderNumber: origin.order.orderNumber }];
      }),
      page,
      pageCount: Math.max(1, Math.ceil(total / ACCOUNT_LIST_PAGE_SIZE)),
      total,
    };
  },
});
