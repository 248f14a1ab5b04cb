import type { OperationOutput } from "#server/operations/registry.ts";

/** The cart as getCart and every cart operation answer it (docs/glossary.md, storefront spec §3). */
export type ClientCart = OperationOutput<"getCart">;
export type ClientCartItem = ClientCart["items"][number];

/**
 * The notices a cart answer carries in its events, in the order a shopper should read
 * them. The server already wrote each message in the request's language
 * (server/operations/cart.ts), so they are shown as they come.
 */
const SINGLE_NOTICES = [
  "basketItemsRemoved",
  "couponRemoved",
  "countryNotFound",
  "noShippingMethodsAvailable",
  "shippingCalculationFailed",
  "shippingMethodNotAvailable",
] as const;

export function cartNotices(events: Record<string, unknown> | undefined): string[] {
  if (!events) return [];
  const notices: string[] = [];
  for (const name of ["reachedMaximumQuantity", "basketOversellingWarning"] as const) {
    const list = events[name];
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const message = (entry as { message?: unknown } | null)?.message;
      if (typeof message === "string" && message !== "") notices.push(message);
    }
  }
  // One message each: removed lines, a coupon that no longer applies, shipping problems.
  for (const name of SINGLE_NOTICES) {
    const message = (events[name] as { message?: unknown } | undefined)?.message;
    if (typeof message === "string" && message !== "") notices.push(message);
  }
  return notices;
}

/**
 * The cart a failed change answers in events.afterBasketChanged.basket (docs/glossary.md,
 * storefront spec §7): the client shows that one instead of what it had.
 */
export function basketAfterFailure(events: Record<string, unknown> | undefined): ClientCart | null {
  const changed = events?.afterBasketChanged;
  if (typeof changed !== "object" || changed === null) return null;
  const basket = (changed as { basket?: unknown }).basket;
  return typeof basket === "object" && basket !== null && Array.isArray((basket as ClientCart).items)
    ? (basket as ClientCart)
    : null;
}
