import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { consumeCustomerToken, findUsableToken, issueCustomerToken } from "./customer-token.ts";
import { customers } from "./customer.table.ts";
import { normalizeEmail } from "./customer.ts";

/** A link that adds guest orders works this long: long enough to find the mail the next day. */
export const GUEST_ORDERS_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A link to the account's own address that proves the customer reads its mail: only then are
 * the guest orders placed with that address added (an address is not proven at registration).
 * Runs in the caller's transaction, which also puts the mail into the outbox. A newer link
 * retires older ones. Null for an account that no longer exists or is blocked.
 */
export async function issueGuestOrdersLink(
  tx: Database,
  customerId: number,
): Promise<{ token: string; email: string; firstName: string } | null> {
  const [customer] = await tx
    .select({ email: customers.email, firstName: customers.firstName })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.blocked, false)));
  if (!customer) return null;
  const token = await issueCustomerToken(tx, {
    customerId,
    purpose: "guest_orders",
    ttlMs: GUEST_ORDERS_LINK_TTL_MS,
    newEmail: customer.email,
  });
  return { token, ...customer };
}

export type GuestOrdersLink = { customerId: number; email: string };

/** The account and address of a usable link; null for a forged, used or expired one alike. */
export async function guestOrdersLinkHolder(db: Database, token: string): Promise<GuestOrdersLink | null> {
  const holder = await findUsableToken(db, token, "guest_orders");
  return holder?.newEmail ? { customerId: holder.customerId, email: holder.newEmail } : null;
}

/**
 * Uses the link up (of two parallel requests one gets it) and answers its account and address,
 * with whether the account still has that address: after an email change the link proves an
 * address the account no longer has, and adds nothing.
 */
export async function consumeGuestOrdersLink(
  tx: Database,
  token: string,
): Promise<(GuestOrdersLink & { stillAccountAddress: boolean }) | null> {
  const holder = await consumeCustomerToken(tx, token, "guest_orders");
  if (!holder?.newEmail) return null;
  const [customer] = await tx
    .select({ emailNormalized: customers.emailNormalized })
    .from(customers)
    .where(and(eq(customers.id, holder.customerId), eq(customers.blocked, false)))
    .for("update");
  return {
    customerId: holder.customerId,
    email: holder.newEmail,
    stillAccountAddress: customer?.emailNormalized === normalizeEmail(holder.newEmail),
  };
}
