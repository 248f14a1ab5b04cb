import { z } from "zod";
import { getOrderInput } from "./order.ts";
import { cardToken, paymentIdInput } from "./payment.ts";

const { orderId, accessKey } = getOrderInput.shape;
const { paymentId } = paymentIdInput.shape;

/** doCreateMolliePaymentFromOrder: the amount is always the order's total, never the client's. */
export const createOrderPaymentInput = z.strictObject({
  orderId,
  options: z
    .strictObject({
      /** Another Mollie method than the order's (paying again after a failure); default: the order's. */
      methodId: z.number({ error: "validation.invalid" }).int("validation.invalid").positive().optional(),
      /** The embedded card form's token (method 6002); Mollie charges the card with it. */
      cardToken: cardToken.optional(),
    })
    .default({}),
});

export const attachMolliePaymentInput = z.strictObject({ orderId, molliePaymentId: paymentId });

export const attachPaymentWithKeyInput = z.strictObject({ orderId, accessKey, paymentId });
