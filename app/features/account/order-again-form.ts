import type { OrderAgainLine } from "#server/operations/order-again.ts";

/** The order-again form's field of a line's quantity (the page and its action). */
export const quantityField = (line: Pick<OrderAgainLine, "orderItemId">) => `quantity-${line.orderItemId}`;
