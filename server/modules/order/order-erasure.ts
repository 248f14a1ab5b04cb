import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { orders } from "./order.table.ts";

/**
 * GDPR art. 17 for a customer who deletes their account: the orders stay, because tax and
 * commercial law keep invoices for up to ten years (§ 147 AO, § 257 HGB), with what an invoice
 * and the delivery need: the names and postal addresses, the lines and the amounts. Gone: the
 * contact email, phone numbers and email addresses in the address copies, the free texts of
 * the order (contact wish, customer sign) and the DHL wishes (a neighbour's name and address).
 * Runs before the customer's row goes (which unhooks the orders). Answers how many orders.
 */
export async function anonymiseCustomerOrders(tx: Database, customerId: number): Promise<number> {
  const cleared = sql`'{"phoneNumber": "", "email": ""}'::jsonb`;
  const rows = await tx
    .update(orders)
    .set({
      contactEmail: "",
      guestEmail: null,
      billingAddress: sql`${orders.billingAddress} || ${cleared}`,
      deliveryAddress: sql`${orders.deliveryAddress} || ${cleared}`,
      additionalInformation: {},
      preferredDelivery: null,
    })
    .where(eq(orders.customerId, customerId))
    .returning({ id: orders.id });
  return rows.length;
}
