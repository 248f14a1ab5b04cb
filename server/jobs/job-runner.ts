import type { Logger } from "../logger.ts";

/**
 * The one way background work runs (docs/mail-and-documents.md, "Background jobs"; decision
 * 020): rounds on a timer that never overlap, and job queues whose rounds claim leased rows,
 * retry failures with backoff and give up after the last attempt. Infrastructure: it knows no
 * module; a module hands it its claim, handle and fail functions
 * (server/modules/mail/mail-worker.ts, document/document-worker.ts).
 */

export type Rounds<Round> = {
  /**
   * Runs a round now, or once the running one has ended (every ask made while a round runs
   * shares that one next round), and resolves with its outcome. After stop: the idle outcome.
   */
  runNow(): Promise<Round>;
  /** Stops the timer and waits for the running round (a round asked for is not started). */
  stop(): Promise<void>;
};

export type RoundsOptions<Round> = {
  /** A timer tick starts a round every `intervalMs`, unless one is running (the tick is then dropped). */
  intervalMs: number;
  /** Whether a round starts at once (work left from before a restart). */
  runAtStart: boolean;
  log: Logger;
  /** The log line when a round throws (a database outage): the work waits for the next round. */
  failedMessage: string;
  /** The outcome of a round that failed or did not run. */
  idle: Round;
};

/**
 * Runs `round` every `intervalMs` within this process with one rule: a round never starts
 * while another runs. A tick during a round is dropped; `runNow` during a round waits for it
 * and then runs one more (shared by all asks meanwhile), so work queued during a round (a new
 * order's documents) is never missed. Other nodes run their own rounds: the claim keeps them apart.
 */
export function startRounds<Round>(round: () => Promise<Round>, options: RoundsOptions<Round>): Rounds<Round> {
  let running: Promise<Round> | undefined;
  let next: Promise<Round> | undefined;
  let stopped = false;

  const start = (): Promise<Round> => {
    const current = (stopped ? Promise.resolve(options.idle) : round())
      .catch((error: unknown) => {
        options.log.warn(options.failedMessage, { error });
        return options.idle;
      })
      .finally(() => {
        if (running === current) running = undefined;
      });
    running = current;
    return current;
  };

  const runNow = (): Promise<Round> => {
    if (stopped) return Promise.resolve(options.idle);
    if (!running) return start();
    next ??= running.then(() => {
      next = undefined;
      return start();
    });
    return next;
  };

  const timer = setInterval(() => {
    if (!stopped && !running && !next) void start();
  }, options.intervalMs);
  timer.unref();
  if (options.runAtStart) void start();

  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await (next ?? running);
    },
  };
}

/** A claimed job: its attempts are counted at claim time, this one included. */
export type ClaimedJob = { id: number; attempts: number };

/** What a module gives the runner for one job table (columns as claimDueRowIds expects them). */
export type JobQueue<Job extends ClaimedJob> = {
  /**
   * Claims up to `limit` due jobs for this worker, each leased until `leaseSeconds` from now
   * and its attempt counted (server/db/claim-due-rows.ts). A job whose lease runs out (its
   * worker died) is due again for any worker.
   */
  claim(limit: number, leaseSeconds: number): Promise<Job[]>;
  /** Does the job and records it done; throws when this attempt failed. */
  handle(job: Job): Promise<void>;
  /** Records a failed attempt and ends the lease: due again in `retryInSeconds`, or given up (status failed) when null. */
  fail(job: Job, error: string, retryInSeconds: number | null): Promise<void>;
  /** Fields naming the job on its log lines (ids, not personal data). */
  describe(job: Job): Record<string, unknown>;
};

export type JobRules = {
  /** How long a claimed job stays with its worker: far longer than a job may take. */
  leaseSeconds: number;
  /** After this many failed attempts the job is given up. */
  maxAttempts: number;
  /** Jobs claimed per round. */
  batchSize: number;
  /** The log lines of a failed attempt: `retry` (warn) and `giveUp` (error). */
  messages: { retry: string; giveUp: string };
};

export type JobRound = { done: number; retried: number; failed: number };

export const NO_JOBS: JobRound = { done: 0, retried: 0, failed: 0 };

/** Seconds before the next try after `attempts` failed ones: 30 s, 2 min, 8 min, 32 min, ~2 h. */
export function retryDelaySeconds(attempts: number): number {
  return 30 * 4 ** Math.max(0, attempts - 1);
}

/**
 * One round: claims due jobs and handles them one after the other. A failed attempt is
 * retried after retryDelaySeconds; the attempt that reaches `maxAttempts` gives the job up.
 * Several workers (nodes) may run rounds at once: the claim gives every job to one.
 */
export async function runJobRound<Job extends ClaimedJob>(
  queue: JobQueue<Job>,
  rules: JobRules,
  log: Logger,
): Promise<JobRound> {
  const round: JobRound = { ...NO_JOBS };
  for (const job of await queue.claim(rules.batchSize, rules.leaseSeconds)) {
    try {
      await queue.handle(job);
      round.done += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = job.attempts >= rules.maxAttempts;
      await queue.fail(job, message, giveUp ? null : retryDelaySeconds(job.attempts));
      const fields = { ...queue.describe(job), attempts: job.attempts, error: message };
      if (giveUp) {
        round.failed += 1;
        log.error(rules.messages.giveUp, fields);
      } else {
        round.retried += 1;
        log.warn(rules.messages.retry, fields);
      }
    }
  }
  return round;
}

export type JobRunnerOptions = JobRules & {
  log: Logger;
  intervalMs: number;
  runAtStart: boolean;
  /** The log line when a round fails as a whole (the jobs stay pending for the next round). */
  roundFailedMessage: string;
};

/** Job rounds (runJobRound) on a timer, by the rule of startRounds. */
export function startJobRunner<Job extends ClaimedJob>(
  queue: JobQueue<Job>,
  options: JobRunnerOptions,
): Rounds<JobRound> {
  return startRounds(() => runJobRound(queue, options, options.log), {
    intervalMs: options.intervalMs,
    runAtStart: options.runAtStart,
    log: options.log,
    failedMessage: options.roundFailedMessage,
    idle: NO_JOBS,
  });
}
