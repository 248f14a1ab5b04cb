import type { OrderAgainLine } from "#server/operations/order-again.ts";

/** The order-again form's check box of a line (repeated: the chosen order item ids). */
export const LINE_FIELD = "line";

/** The order-again form's field of a line's quantity (the page and its action). */
export const quantityField = (line: Pick<OrderAgainLine, "orderItemId">) => `quantity-${line.orderItemId}`;

/**
 * The lines chosen in a refused form, to tick them again (Conform's reply keeps what was sent:
 * one value as a string, several as a list); undefined when nothing was refused. Here and not in
 * useShopForm, which every form page (login's first load among them) carries.
 */
export function chosenLinesOf(actionData: unknown): string[] | undefined {
  if (typeof actionData !== "object" || actionData === null || !("initialValue" in actionData)) return undefined;
  const initial = actionData.initialValue as Record<string, unknown> | null;
  if (!initial) return undefined;
  const sent = initial[LINE_FIELD];
  return Array.isArray(sent) ? sent.map(String) : typeof sent === "string" ? [sent] : [];
}
