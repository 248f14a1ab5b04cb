import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { withdrawals } from "./withdrawal.table.ts";

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = Omit<typeof withdrawals.$inferInsert, "id" | "reference" | "receivedAt">;

/**
 * Records a declaration once per submission key: the same form sent again answers the
 * declaration recorded then (created false). The reference is the year and the row's id.
 */
export async function recordWithdrawal(
  tx: Database,
  declaration: NewWithdrawal,
  now: Date,
): Promise<{ withdrawal: WithdrawalRow; created: boolean }> {
  const [earlier] = await tx.select().from(withdrawals).where(eq(withdrawals.submissionKey, declaration.submissionKey));
  if (earlier) return { withdrawal: earlier, created: false };
  const provisional = `pending-${declaration.submissionKey}`;
  const [inserted] = await tx
    .insert(withdrawals)
    .values({ ...declaration, reference: provisional, receivedAt: now })
    .onConflictDoNothing({ target: withdrawals.submissionKey })
    .returning();
  if (!inserted) {
    const [other] = await tx.select().from(withdrawals).where(eq(withdrawals.submissionKey, declaration.submissionKey));
    if (!other) throw new Error("withdrawal neither inserted nor found");
    return { withdrawal: other, created: false };
  }
  const reference = `W-${now.getUTCFullYear()}-${String(inserted.id).padStart(6, "0")}`;
  const [row] = await tx.update(withdrawals).set({ reference }).where(eq(withdrawals.id, inserted.id)).returning();
  return { withdrawal: row ?? inserted, created: true };
}

/** Declarations, newest first, one page. */
export async function listWithdrawals(
  db: Database,
  page: { offset: number; limit: number },
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .orderBy(desc(withdrawals.receivedAt), desc(withdrawals.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(withdrawals),
  ]);
  return { rows, total: counted?.count ?? 0 };
}

/** The declarations that name an order, oldest first (the order's page shows them). */
export async function withdrawalsOfOrder(db: Database, orderId: number): Promise<WithdrawalRow[]> {
  return db.select().from(withdrawals).where(eq(withdrawals.orderId, orderId)).orderBy(withdrawals.receivedAt);
}
