import {
  cancelOrderInput,
  confirmOrderInput,
  refundPaymentInput,
  shipOrderInput,
} from "#common/schemas/back-office.ts";
import { money } from "#common/money.ts";
import type { ActivityActor } from "../modules/activity/index.ts";
import type { RequestContext } from "../rpc/context.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { cancelOrder, confirmOrder, shipOrder } from "../workflows/order-fulfilment.ts";
import { refundOrderPayment } from "../workflows/order-refund.ts";

/**
 * The back office's order actions (docs/back-office.md): confirm, ship, cancel, refund. Each
 * writes its activity row as the signed-in operator; the reads are in back-office.ts.
 */

/** The signed-in operator, as the activity log names them. */
export function actorOf(ctx: RequestContext): ActivityActor {
  const identity = ctx.operator.identity;
  // The access policy ran first: a staff operation never runs without an operator.
  if (!identity) throw new AppError("unauthorized", "editorSessionExpired");
  return { id: identity.id, name: identity.name };
}

/** Takes an order on ('In Bearbeitung'); idempotent. */
export const doConfirmOrder = defineOperation({
  name: "doConfirmOrder",
  kind: "mutation",
  access: "staff",
  input: confirmOrderInput,
  handler: async (input, ctx) => ({ changed: await confirmOrder(ctx.services, input.orderId, actorOf(ctx)) }),
});

/** Records a parcel of the order and mails the customer; the same tracking number again changes nothing. */
export const doShipOrder = defineOperation({
  name: "doShipOrder",
  kind: "mutation",
  access: "staff",
  input: shipOrderInput,
  handler: async (input, ctx) => {
    const { created, shipment } = await shipOrder(ctx.services, input, actorOf(ctx));
    if (created) ctx.log.info("order shipped", { orderId: input.orderId, shipmentId: shipment.id });
    return { created, trackingNumber: shipment.trackingNumber };
  },
});

/**
 * Cancels an order that has not shipped: its stock comes back, open payments are canceled,
 * the customer is mailed; what was paid shows as the refund due. Canceled already: changed false.
 */
export const doCancelOrder = defineOperation({
  name: "doCancelOrder",
  kind: "mutation",
  access: "staff",
  input: cancelOrderInput,
  handler: async (input, ctx) => {
    const changed = await cancelOrder(ctx.services, input.orderId, actorOf(ctx));
    if (changed) ctx.log.info("order canceled", { orderId: input.orderId });
    return { changed };
  },
});

/**
 * Pays back part or all of one of the order's paid payments through its provider; the same
 * idempotency key again answers the same refund (created false) and pays nothing more.
 */
export const doRefundPayment = defineOperation({
  name: "doRefundPayment",
  kind: "mutation",
  access: "staff",
  input: refundPaymentInput,
  handler: async (input, ctx) => {
    const { refund, created } = await refundOrderPayment(
      ctx.services,
      input,
      { ...actorOf(ctx), locale: ctx.locale },
      { notify: true },
    );
    if (created)
      ctx.log.info("refund requested", { orderId: input.orderId, refundId: refund.id, status: refund.status });
    return { created, status: refund.status, amount: money(refund.amountCents, refund.currency, ctx.locale) };
  },
});
