import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "./client.ts";

/** The job tables: status ('pending', 'failed', ...), attempts, next_attempt_at, locked_until, last_error. */
export type JobTable = "mail_outbox" | "document_jobs";

/**
 * Claims up to `limit` due rows of a job table (status 'pending', next_attempt_at passed, no
 * live lease) for one worker: SKIP LOCKED lets several workers claim at once without taking
 * each other's rows, the lease (locked_until) keeps a claimed row away from others after this
 * statement, and a row whose worker died is taken again when its lease ends. The attempt is
 * counted at claim time, so a worker that crashes mid-job uses one up. Used by the mail outbox
 * and the document jobs (through server/jobs/job-runner.ts); answers the claimed ids in order.
 */
export async function claimDueRowIds(
  db: Database,
  table: JobTable,
  limit: number,
  leaseSeconds: number,
): Promise<number[]> {
  const name = sql.identifier(table);
  const result = await db.execute(sql`
    update ${name} set attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${leaseSeconds})
    where id in (
      select id from ${name}
      where status = 'pending' and next_attempt_at <= now()
        and (locked_until is null or locked_until < now())
      order by id
      limit ${limit}
      for update skip locked
    )
    returning id`);
  return rowsOf<{ id: number }>(result)
    .map((row) => row.id)
    .sort((a, b) => a - b);
}

/**
 * Records a failed attempt of a claimed row and ends its lease: pending again in
 * `retryInSeconds`, or given up (status 'failed') when that is null; `error` is kept as
 * last_error. A row no longer pending (another worker finished it after this one's lease ran
 * out) is left alone.
 */
export async function failClaimedRow(
  db: Database,
  table: JobTable,
  id: number,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  const name = sql.identifier(table);
  const next = retryInSeconds === null ? sql`next_attempt_at` : sql`now() + make_interval(secs => ${retryInSeconds})`;
  await db.execute(sql`
    update ${name} set status = ${retryInSeconds === null ? "failed" : "pending"},
      locked_until = null, last_error = ${error.slice(0, 2000)}, next_attempt_at = ${next}
    where id = ${id} and status = 'pending'`);
}
