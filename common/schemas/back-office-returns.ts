import { z } from "zod";
import { recordIdSchema } from "./order.ts";
import { createReturnInput, RETURN_STATUSES } from "./returns.ts";

/** The back office's forms and queries of returns (docs/back-office.md "Returns"). */

const id = recordIdSchema;

/** The back office's returns queue: by status, newest first. */
export const adminReturnsInput = z.strictObject({
  status: z.enum(RETURN_STATUSES).optional(),
  page: z.number().int().min(1).max(100_000).optional(),
});

export const adminReturnInput = z.strictObject({ returnId: id });

/** Receiving a return: per line how many arrived and whether they go back into stock. */
export const receiveReturnInput = z.strictObject({
  returnId: id,
  items: z
    .array(
      z.strictObject({
        returnItemId: id,
        receivedQuantity: z
          .number({ error: "validation.wholeNumber" })
          .int("validation.wholeNumber")
          .min(0, "validation.invalid")
          .max(100_000, "validation.invalid"),
        restock: z.boolean(),
      }),
    )
    .min(1, "validation.invalid")
    .max(200, "validation.invalid"),
});
export type ReceiveReturnInput = z.output<typeof receiveReturnInput>;

/** Refunding a return: the amount (cents, as proposed or changed), with the shipping or not. Once per return. */
export const refundReturnInput = z.strictObject({
  returnId: id,
  amountCents: z
    .number({ error: "admin.validation.amount" })
    .int("admin.validation.amount")
    .positive("admin.validation.amount")
    .max(100_000_000, "admin.validation.amount"),
  includeShipping: z.boolean().optional(),
});
export type RefundReturnInput = z.output<typeof refundReturnInput>;

/** Staff register a return for the customer (a withdrawal by mail or phone): the shopper's form without the key. */
export const adminCreateReturnInput = createReturnInput.omit({ accessKey: true });
