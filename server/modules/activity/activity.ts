import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { activityLog } from "./activity.table.ts";

export type ActivitySubject = { type: "order" | "offer"; id: number };
/**
 * Who acted: an operator (their id and a copy of their name), or without an operator id the
 * record's customer (`CUSTOMER_ACTOR`) or the shop itself (`SYSTEM_ACTOR`: a payment provider's
 * news), named by the log's reader (admin.activity.actor.*).
 */
export type ActivityActor = { id: number | null; name: string };
/** The record's customer (an offer accepted or declined): no name kept. */
export const CUSTOMER_ACTOR: ActivityActor = { id: null, name: "customer" };
/** The shop itself (a payment status the provider reported). */
export const SYSTEM_ACTOR: ActivityActor = { id: null, name: "system" };

/** The actor's name as the log shows it: the operator's, or the reader's word for the customer or the shop. */
export function actorLabel(
  row: Pick<ActivityRow, "operatorId" | "operatorName">,
  labels: { customer: string; system: string },
): string {
  if (row.operatorId !== null) return row.operatorName;
  return row.operatorName === "system" ? labels.system : labels.customer;
}
export type ActivityRow = typeof activityLog.$inferSelect;

/** Records an operator's action on a record; run it in the transaction of the change itself. */
export async function recordActivity(
  tx: Database,
  subject: ActivitySubject,
  actor: ActivityActor,
  action: string,
  details: Record<string, string | number> = {},
): Promise<void> {
  await tx.insert(activityLog).values({
    subjectType: subject.type,
    subjectId: subject.id,
    action,
    operatorId: actor.id,
    operatorName: actor.name,
    details,
  });
}

/** A record's activity, oldest first. */
export async function listActivity(db: Database, subject: ActivitySubject): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.subjectType, subject.type), eq(activityLog.subjectId, subject.id)))
    .orderBy(asc(activityLog.createdAt), asc(activityLog.id));
}
