import { data } from "react-router";
import { AppError } from "#server/errors.ts";

/**
 * Someone else's order, a guest order, an unknown or malformed id: the same 404 as any
 * unknown page, so the account's order pages tell nothing about orders that are not its own.
 */
export function orderNotFoundAs404(error: unknown): never {
  if (error instanceof AppError && (error.kind === "not_found" || error.kind === "invalid_data")) {
    throw data(null, { status: 404 });
  }
  throw error;
}

/** The order id of the path; anything else is the 404 of an unknown page. */
export function orderIdOf(param: string | undefined): number {
  const orderId = Number(param);
  if (!param || !/^\d{1,10}$/.test(param) || !Number.isSafeInteger(orderId) || orderId < 1) {
    throw data(null, { status: 404 });
  }
  return orderId;
}
