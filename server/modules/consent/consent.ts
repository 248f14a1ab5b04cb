import { desc, eq, lt } from "drizzle-orm";
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

/**
 * How long a decision is kept as proof: three years after it was made (the regular limitation
 * period, §195 BGB, within which a claim that a consent was missing could be raised). A newer
 * decision of the same visitor is a row of its own and keeps its own three years.
 */
export const CONSENT_RETENTION_DAYS = 3 * 365;

/** Deletes the decisions older than the retention; answers how many went. */
export async function purgeOldConsentRecords(
  db: Database,
  now = new Date(),
  retentionDays = CONSENT_RETENTION_DAYS,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const deleted = await db
    .delete(consentRecords)
    .where(lt(consentRecords.decidedAt, cutoff))
    .returning({ id: consentRecords.id });
  return deleted.length;
}
