import type { SessionData } from "../session/index.ts";
import type { AddressSnapshot } from "../address/index.ts";
import type { OrderRow } from "./order-store.ts";

/** How many orders a session remembers as verified (placed here or soft-logged in). */
export const VERIFIED_ORDERS_KEPT = 20;

/** Names compare without case, accents, spaces or punctuation: "Müller-Lüdenscheidt" = "muller ludenscheidt". */
export function normaliseName(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase("de")
    .replace(/ß/g, "ss")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** Postcodes compare without spaces, dashes and case: "sw1a 1aa" = "SW1A1AA". */
export function normaliseZipCode(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, "");
}

export type SoftLoginAnswer = {
  lastName?: string | undefined;
  companyName?: string | undefined;
  zipCode?: string | undefined;
};

/**
 * The soft login passes when a given name matches the last name or company name, or the
 * given postcode matches the postcode, of the billing or delivery address. Empty values
 * on either side never match.
 */
export function softLoginMatches(addresses: AddressSnapshot[], answer: SoftLoginAnswer): boolean {
  const names = [answer.lastName, answer.companyName].map((name) => normaliseName(name ?? "")).filter(Boolean);
  const zip = normaliseZipCode(answer.zipCode ?? "");
  return addresses.some((address) => {
    const known = [address.lastName, address.companyName].map(normaliseName).filter(Boolean);
    if (names.some((name) => known.includes(name))) return true;
    const knownZip = normaliseZipCode(address.zipCode);
    return zip !== "" && knownZip !== "" && zip === knownZip;
  });
}

/** The order's customer, or a session that placed it or passed its soft login, sees it in full. */
export function sessionSeesOrder(order: OrderRow, session: SessionData): boolean {
  if (order.customerId !== null && session.userId === order.customerId) return true;
  return session.orders?.verified?.includes(order.id) ?? false;
}

export function withVerifiedOrder(orders: SessionData["orders"], orderId: number): NonNullable<SessionData["orders"]> {
  const verified = [...(orders?.verified ?? []).filter((id) => id !== orderId), orderId].slice(-VERIFIED_ORDERS_KEPT);
  return { ...orders, verified };
}
