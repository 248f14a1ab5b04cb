import { claimDueRowIds, failClaimedRow } from "../../db/claim-due-rows.ts";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { documentJobs } from "./document-job.table.ts";
import type { OrderDocumentData, RenderedDocumentType } from "./order-pdf.ts";

export type DocumentJobRow = typeof documentJobs.$inferSelect;

/** After this many failed renders a job is given up (status failed) and logged as an error. */
export const MAX_DOCUMENT_ATTEMPTS = 6;
/** How long a claimed job stays with its worker; far longer than rendering a PDF takes. */
export const DOCUMENT_LEASE_SECONDS = 120;

export type DocumentJobRequest = {
  /** What the job is for ("order:1042"); a second job with the same reference is not made. */
  reference: string;
  types: RenderedDocumentType[];
  data: OrderDocumentData;
};

/**
 * Queues documents for rendering, inside the caller's transaction (pass it as `tx`): an order
 * that rolls back queues nothing, a committed one gets its documents even if the process
 * dies right after. Idempotent by reference; answers whether the job is new.
 */
export async function enqueueDocumentJob(tx: Database, job: DocumentJobRequest): Promise<boolean> {
  const inserted = await tx
    .insert(documentJobs)
    .values({ orderId: job.data.orderId, reference: job.reference, types: job.types, data: job.data })
    .onConflictDoNothing({ target: documentJobs.reference })
    .returning({ id: documentJobs.id });
  return inserted.length > 0;
}

/**
 * Claims up to `limit` due jobs for one worker: SKIP LOCKED lets several workers claim at
 * once without taking each other's rows, the lease keeps a claimed job away from others
 * after this statement, and a job whose worker died is taken again when its lease ends.
 * The attempt is counted at claim time, so a worker that crashes mid-render uses one up.
 */
export async function claimDueDocumentJobs(
  db: Database,
  limit: number,
  leaseSeconds = DOCUMENT_LEASE_SECONDS,
): Promise<DocumentJobRow[]> {
  const ids = await claimDueRowIds(db, "document_jobs", limit, leaseSeconds);
  if (ids.length === 0) return [];
  const rows = await db.select().from(documentJobs).where(inArray(documentJobs.id, ids));
  return rows.sort((a, b) => a.id - b.id);
}

/** The documents exist now: the job (and its copy of the order) goes. */
export async function finishDocumentJob(db: Database, id: number): Promise<void> {
  await db.delete(documentJobs).where(eq(documentJobs.id, id));
}

/**
 * Records a failed render (the job runner decides: server/jobs/job-runner.ts): due again in
 * `retryInSeconds`, or given up when null.
 */
export async function failDocumentJob(
  db: Database,
  job: DocumentJobRow,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await failClaimedRow(db, "document_jobs", job.id, error, retryInSeconds);
}

/** Whether documents of the order are still to be rendered (not counting jobs given up). */
export async function hasPendingDocuments(db: Database, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: documentJobs.id })
    .from(documentJobs)
    .where(and(eq(documentJobs.orderId, orderId), eq(documentJobs.status, "pending")))
    .limit(1);
  return row !== undefined;
}
