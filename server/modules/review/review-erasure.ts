import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { reviewReplies, reviews } from "./review.table.ts";

/**
 * GDPR art. 17 for a customer who deletes their account: their reviews and replies stay (other
 * shoppers rely on the ratings) without the name they were written under; they show as
 * 'Anonym'. Runs before the customer's row goes, which unhooks them (customer_id set null).
 */
export async function anonymiseCustomerReviews(tx: Database, customerId: number): Promise<void> {
  await tx.update(reviews).set({ authorName: "" }).where(eq(reviews.customerId, customerId));
  await tx.update(reviewReplies).set({ authorName: "" }).where(eq(reviewReplies.customerId, customerId));
}
