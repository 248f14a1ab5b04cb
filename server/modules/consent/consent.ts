import { desc, eq } from "drizzle-orm";
import type { Locale } from "#common/constants.ts";
import type { Database } from "../../db/client.ts";
import { consentRecords } from "./consent.table.ts";

export type ConsentDecision = {
  consentId: string;
  groups: string[];
  revision: number;
  action: "acceptAll" | "rejectAll" | "custom";
  locale: Locale;
};

export type ConsentRecord = typeof consentRecords.$inferSelect;

/** Keeps one decision as proof; returns when it was recorded. */
export async function recordConsent(db: Database, decision: ConsentDecision, now = new Date()): Promise<Date> {
  const [row] = await db
    .insert(consentRecords)
    .values({ ...decision, groups: decision.groups.join(" "), decidedAt: now })
    .returning({ decidedAt: consentRecords.decidedAt });
  return row?.decidedAt ?? now;
}

/** A consent id's decisions, newest first (what the shop shows when asked for proof). */
export function consentHistory(db: Database, consentId: string): Promise<ConsentRecord[]> {
  return db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.consentId, consentId))
    .orderBy(desc(consentRecords.decidedAt), desc(consentRecords.id));
}
