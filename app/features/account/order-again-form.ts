import type { OrderAgainLine } from "#server/operations/order-again.ts";

/** The order-again form's check box of a line (repeated: the chosen order item ids). */
export const LINE_FIELD = "line";

/** The order-again form's field of a line's quantity (the page and its action). */
export const quantityField = (line: Pick<OrderAgainLine, "orderItemId">) => `quantity-${line.orderItemId}`;
