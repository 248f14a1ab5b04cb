import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { activityLog } from "./activity.table.ts";

export type ActivitySubject = { type: "order" | "offer"; id: number };
/** Who acted: an operator (their id and name), or the record's customer (`CUSTOMER_ACTOR`). */
export type ActivityActor = { id: number | null; name: string };
/** The customer of the record (an offer accepted or declined): no operator, no name kept. */
export const CUSTOMER_ACTOR: ActivityActor = { id: null, name: "" };
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
