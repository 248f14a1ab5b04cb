import type { Database } from "../db/client.ts";
import { deleteCustomer } from "../modules/customer/index.ts";
import { removeSubscriptionOf } from "../modules/newsletter/index.ts";
import { eraseCustomerOffers } from "../modules/offer/index.ts";
import { anonymiseCustomerOrders } from "../modules/order/index.ts";
import { anonymiseCustomerReviews } from "../modules/review/index.ts";

export type AccountDeleted = { orders: number; newsletter: boolean };

/**
 * 'Delete my account' (GDPR art. 17, docs/account.md), all or nothing in one transaction:
 * the orders keep what tax law requires and lose the rest, offers go (an accepted one keeps
 * what its order keeps), reviews and replies lose their
 * author's name, the newsletter subscription of the account's address goes, and the
 * customer's row goes with their addresses, carts, wishlist and links. Null when the account
 * was gone already (a second tab's click).
 */
export async function deleteCustomerAccount(db: Database, customerId: number): Promise<AccountDeleted | null> {
  return db.transaction(async (tx) => {
    const orders = await anonymiseCustomerOrders(tx, customerId);
    await eraseCustomerOffers(tx, customerId);
    await anonymiseCustomerReviews(tx, customerId);
    const email = await deleteCustomer(tx, customerId);
    if (email === null) return null;
    const newsletter = await removeSubscriptionOf(tx, email);
    return { orders, newsletter };
  });
}
