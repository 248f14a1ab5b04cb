import type { Database } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { claimDueDocumentJobs, failDocumentJob, finishDocumentJob } from "./document-jobs.ts";
import { createOrderDocuments } from "./documents.ts";
import type { OrderDocumentData } from "./order-pdf.ts";

export type DocumentWorkerOptions = {
  db: Database;
  /** DATA_DIR: the PDFs go to DATA_DIR/documents. */
  dataDir: string;
  log: Logger;
  /** Jobs claimed per round. */
  batchSize?: number;
};

export type DocumentRound = { rendered: number; retried: number; failed: number };

const NO_ROUND: DocumentRound = { rendered: 0, retried: 0, failed: 0 };

/**
 * One round: claims due jobs and renders and stores their documents. Several workers may run
 * rounds at once: the claim gives each job to one, and createOrderDocuments is idempotent per
 * order and type anyway (a job taken again after a crash makes no second document or invoice
 * number). A failure is retried later; after MAX_DOCUMENT_ATTEMPTS it is given up and logged.
 */
export async function renderDueDocuments(options: DocumentWorkerOptions): Promise<DocumentRound> {
  const { db, log } = options;
  const round: DocumentRound = { ...NO_ROUND };
  for (const job of await claimDueDocumentJobs(db, options.batchSize ?? 10)) {
    try {
      await createOrderDocuments(db, options.dataDir, job.data as OrderDocumentData, job.types);
      await finishDocumentJob(db, job.id);
      round.rendered += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = await failDocumentJob(db, job, message);
      if (status === "failed") {
        round.failed += 1;
        log.error("documents given up", {
          jobId: job.id,
          orderId: job.orderId,
          attempts: job.attempts,
          error: message,
        });
      } else {
        round.retried += 1;
        log.warn("documents failed, will retry", { jobId: job.id, attempts: job.attempts, error: message });
      }
    }
  }
  return round;
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
  let running: Promise<DocumentRound> = Promise.resolve(NO_ROUND);
  let waiting: Promise<DocumentRound> | undefined;
  let stopped = false;
  const run = (): Promise<DocumentRound> => {
    if (waiting) return waiting;
    const next = running
      .catch(() => NO_ROUND)
      .then(() => {
        waiting = undefined;
        return stopped ? NO_ROUND : renderDueDocuments(options);
      })
      .catch((error: unknown) => {
        // A database outage: the jobs stay pending and the next round tries again.
        options.log.warn("document round failed", { error });
        return NO_ROUND;
      });
    waiting = next;
    running = next;
    return next;
  };
  const timer = setInterval(() => void run(), options.intervalMs ?? 5_000);
  timer.unref();
  void run();
  return {
    runNow: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
