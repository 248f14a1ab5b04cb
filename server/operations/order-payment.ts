import { paymentIdInput } from "#common/schemas/payment.ts";
import {
  attachMolliePaymentInput,
  attachPaymentWithKeyInput,
  createOrderPaymentInput,
} from "#common/schemas/order-payment.ts";
import { unsealAccessKey, sessionSeesOrder } from "../modules/order/index.ts";
import { findOrderById, type OrderRow } from "../modules/order/index.ts";
import { attachPaymentToOrder, refreshPaymentStatus } from "../modules/payment/index.ts";
import type { RequestContext } from "../rpc/context.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { createOrderPayment, settleOrderPayments } from "../workflows/order-payment.ts";
import { confirmationPath, orderWithKey } from "./order.ts";
import { creatingOwner, ownedPayment, paymentView } from "./payment.ts";

/** The order's customer or a session that placed it or soft-logged into it; anyone else: 404. */
async function sessionOrder(ctx: RequestContext, orderId: number): Promise<OrderRow> {
  const order = await findOrderById(ctx.services.db, orderId);
  if (!order || !sessionSeesOrder(order, ctx.session.data)) throw new AppError("not_found", "orderNotFound");
  return order;
}

/** The confirmation page: where the return page sends the shopper once the payment is settled. */
function orderReturnPath(ctx: RequestContext, order: OrderRow): string {
  const key = unsealAccessKey(order.accessKeySealed, ctx.services.config.sessionSecret);
  // Without the key (shop secret changed) there is no page to come back to.
  if (!key) throw new AppError("conflict", "paymentInvalidOrder");
  return confirmationPath(ctx, order.id, key);
}

/** Attaches a payment of this session to the order and applies what the payment already reached. */
async function attachAndApply(ctx: RequestContext, order: OrderRow, paymentId: string) {
  await ownedPayment(ctx, paymentId);
  const attached = await attachPaymentToOrder(ctx.services, paymentId, order.id);
  // The listeners heard of earlier statuses before the payment had an order: apply them now.
  const paymentStatus = await settleOrderPayments(ctx.services, order.id);
  return { payment: paymentView(attached, ctx.locale), orderId: order.id, paymentStatus };
}

/** A provider payment of the order's total; the answer's checkoutUrl is the hosted page to open. */
export const doCreateMolliePaymentFromOrder = defineOperation({
  name: "doCreateMolliePaymentFromOrder",
  kind: "mutation",
  access: "anonymous",
  input: createOrderPaymentInput,
  handler: async ({ orderId, options }, ctx) => {
    const order = await sessionOrder(ctx, orderId);
    const row = await createOrderPayment(ctx.services, {
      order,
      owner: creatingOwner(ctx),
      methodId: options.methodId ?? order.paymentMethodId,
      locale: ctx.locale,
      returnPath: orderReturnPath(ctx, order),
      ...(options.cardToken ? { cardToken: options.cardToken } : {}),
    });
    return paymentView(row, ctx.locale);
  },
});

/** A payment made before the order existed (basket payment) becomes the order's. */
export const doAttachMolliePaymentToOrder = defineOperation({
  name: "doAttachMolliePaymentToOrder",
  kind: "mutation",
  access: "anonymous",
  input: attachMolliePaymentInput,
  handler: async ({ orderId, molliePaymentId }, ctx) =>
    attachAndApply(ctx, await sessionOrder(ctx, orderId), molliePaymentId),
});

/** Like doAttachMolliePaymentToOrder, for a confirmation link: the access key proves the order. */
export const doAttachPaymentToOrder = defineOperation({
  name: "doAttachPaymentToOrder",
  kind: "mutation",
  access: "anonymous",
  input: attachPaymentWithKeyInput,
  handler: async ({ orderId, accessKey, paymentId }, ctx) =>
    attachAndApply(ctx, await orderWithKey(ctx, orderId, accessKey), paymentId),
});

/**
 * doCreatePlentyPaymentFromMolliePayment (the spec's name): records the provider payment as its
 * order's payment: asks the provider for the status and applies it to the order.
 */
export const doCreatePlentyPaymentFromMolliePayment = defineOperation({
  name: "doCreatePlentyPaymentFromMolliePayment",
  kind: "mutation",
  access: "anonymous",
  input: paymentIdInput,
  handler: async ({ paymentId }, ctx) => {
    const owned = await ownedPayment(ctx, paymentId);
    if (owned.orderId === null) throw new AppError("conflict", "paymentAssignmentFailed");
    const row = (await refreshPaymentStatus(ctx.services, paymentId)) ?? owned;
    const paymentStatus = await settleOrderPayments(ctx.services, owned.orderId);
    return { payment: paymentView(row, ctx.locale), orderId: owned.orderId, paymentStatus };
  },
});
