import type { Database } from "../../db/client.ts";
import { runJobRound, startJobRunner, type JobQueue, type JobRound, type JobRules } from "../../jobs/job-runner.ts";
import type { Logger } from "../../logger.ts";
import type { Seller } from "../mail/index.ts";
import {
  claimDueDocumentJobs,
  DOCUMENT_LEASE_SECONDS,
  failDocumentJob,
  finishDocumentJob,
  MAX_DOCUMENT_ATTEMPTS,
  type DocumentJobRow,
} from "./document-jobs.ts";
import { createOrderDocuments } from "./documents.ts";
import type { OrderDocumentData } from "./order-pdf.ts";

export type DocumentWorkerOptions = {
  db: Database;
  /** DATA_DIR: the PDFs go to DATA_DIR/documents. */
  dataDir: string;
  log: Logger;
  /** Jobs claimed per round. */
  batchSize?: number;
  /** The seller the documents print (the shop's identity settings now), unless the job's data names one. */
  seller?: () => Promise<Seller>;
};

export type DocumentRound = { rendered: number; retried: number; failed: number };

/** The document jobs as a job queue: a job renders and stores an order's documents. */
function documentQueue(options: DocumentWorkerOptions): JobQueue<DocumentJobRow> {
  const { db } = options;
  return {
    claim: (limit, leaseSeconds) => claimDueDocumentJobs(db, limit, leaseSeconds),
    async handle(job) {
      const data = job.data as OrderDocumentData;
      const seller = data.seller ?? (await options.seller?.());
      await createOrderDocuments(db, options.dataDir, seller ? { ...data, seller } : data, job.types);
      await finishDocumentJob(db, job.id);
    },
    fail: (job, error, retryInSeconds) => failDocumentJob(db, job, error, retryInSeconds),
    describe: (job) => ({ jobId: job.id, orderId: job.orderId }),
  };
}

function documentRules(options: DocumentWorkerOptions): JobRules {
  return {
    leaseSeconds: DOCUMENT_LEASE_SECONDS,
    maxAttempts: MAX_DOCUMENT_ATTEMPTS,
    batchSize: options.batchSize ?? 10,
    messages: { retry: "documents failed, will retry", giveUp: "documents given up" },
  };
}

const documentRound = (round: JobRound): DocumentRound => ({
  rendered: round.done,
  retried: round.retried,
  failed: round.failed,
});

/**
 * One round: claims due jobs and renders and stores their documents. Several workers may run
 * rounds at once: the claim gives each job to one, and createOrderDocuments is idempotent per
 * order and type anyway (a job taken again after a crash makes no second document or invoice
 * number). A failure is retried later; after MAX_DOCUMENT_ATTEMPTS it is given up and logged
 * (the job runner's rule, server/jobs/job-runner.ts).
 */
export async function renderDueDocuments(options: DocumentWorkerOptions): Promise<DocumentRound> {
  return documentRound(await runJobRound(documentQueue(options), documentRules(options), options.log));
}

export type DocumentWorker = {
  /** Runs a round now (after the current one, if any) and resolves when it is done. */
  runNow(): Promise<DocumentRound>;
  /** Stops the timer and waits for a running round to finish. */
  stop(): Promise<void>;
};

/**
 * Renders due documents every `intervalMs` (default 5 s) and once at start (jobs left from
 * before a restart); `runNow` lets a new order's documents start at once. Rounds never
 * overlap within one process, and a round asked for while one runs is run once after it.
 */
export function startDocumentWorker(options: DocumentWorkerOptions & { intervalMs?: number }): DocumentWorker {
  const runner = startJobRunner(documentQueue(options), {
    ...documentRules(options),
    log: options.log,
    intervalMs: options.intervalMs ?? 5_000,
    runAtStart: true,
    // A database outage: the jobs stay pending and the next round tries again.
    roundFailedMessage: "document round failed",
  });
  return {
    runNow: async () => documentRound(await runner.runNow()),
    stop: () => runner.stop(),
  };
}
