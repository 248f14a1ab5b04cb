import type { Database } from "../../db/client.ts";
import { runJobRound, startJobRunner, type JobQueue, type JobRound, type JobRules } from "../../jobs/job-runner.ts";
import type { Logger } from "../../logger.ts";
import { DEFAULT_MAIL_THEME, type MailTheme } from "./mail-layout.ts";
import { renderMail } from "./mail-templates.ts";
import type { MailAttachment, MailTransport } from "./mail-transport.ts";
import {
  CLAIM_LEASE_SECONDS,
  claimDueMails,
  markMailFailed,
  markMailSent,
  MAX_MAIL_ATTEMPTS,
  purgeOldMails,
  type OutboxRow,
} from "./outbox.ts";

export type MailWorkerOptions = {
  db: Database;
  transport: MailTransport;
  log: Logger;
  /** The From header, e.g. "Nordlicht Home & Tech <shop@example.com>". */
  from: string;
  /** Mails claimed per round. */
  batchSize?: number;
  /** The shop's design as mails show it, read for every mail (the settings cache it). */
  theme?: () => Promise<MailTheme>;
  /** Files to send with a mail of `template` (rendered from its data), if any. */
  attachments?: (template: string, data: unknown) => Promise<MailAttachment[]>;
};

export type MailRound = { sent: number; retried: number; failed: number };

/** The outbox as a job queue: a job is a mail, handled by rendering and sending it. */
function mailQueue(options: MailWorkerOptions): JobQueue<OutboxRow> {
  const { db, transport } = options;
  return {
    claim: (limit, leaseSeconds) => claimDueMails(db, limit, leaseSeconds),
    async handle(row) {
      const rendered = await renderMail(row.template, row.data, await (options.theme?.() ?? DEFAULT_MAIL_THEME));
      const attachments = (await options.attachments?.(row.template, row.data)) ?? [];
      const { messageId } = await transport.send({
        outboxId: row.id,
        from: options.from,
        to: row.recipient,
        ...rendered,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      await markMailSent(db, row.id, { subject: rendered.subject, messageId });
    },
    fail: (row, error, retryInSeconds) => markMailFailed(db, row, error, retryInSeconds),
    describe: (row) => ({ outboxId: row.id, template: row.template }),
  };
}

function mailRules(options: MailWorkerOptions): JobRules {
  return {
    leaseSeconds: CLAIM_LEASE_SECONDS,
    maxAttempts: MAX_MAIL_ATTEMPTS,
    batchSize: options.batchSize ?? 20,
    messages: { retry: "mail send failed, will retry", giveUp: "mail given up" },
  };
}

const mailRound = (round: JobRound): MailRound => ({ sent: round.done, retried: round.retried, failed: round.failed });

/**
 * One round: claims due mails, renders and sends each, records the outcome. Several
 * workers (nodes) may run rounds at the same time; the claim gives every mail to one.
 * A send that fails is retried later with backoff; after MAX_MAIL_ATTEMPTS it is given up
 * (the job runner's rule, server/jobs/job-runner.ts).
 */
export async function sendDueMails(options: MailWorkerOptions): Promise<MailRound> {
  return mailRound(await runJobRound(mailQueue(options), mailRules(options), options.log));
}

export type MailWorker = {
  /** Runs a round now (after the current one, if any) and resolves when it is done. */
  runNow(): Promise<MailRound>;
  /** Stops the timer, waits for a running round to finish and closes the transport. */
  stop(): Promise<void>;
};

/** Sends due mails every `intervalMs` (default 5 s); rounds never overlap within one process. */
export function startMailWorker(options: MailWorkerOptions & { intervalMs?: number }): MailWorker {
  const runner = startJobRunner(mailQueue(options), {
    ...mailRules(options),
    log: options.log,
    intervalMs: options.intervalMs ?? 5_000,
    runAtStart: false,
    // A database outage: the mails stay pending and the next round tries again.
    roundFailedMessage: "mail round failed",
  });
  return {
    runNow: async () => mailRound(await runner.runNow()),
    async stop() {
      await runner.stop();
      options.transport.close();
    },
  };
}

/** Removes finished mails past their retention, with their outbox files. */
export async function purgeMails(db: Database, transport: MailTransport): Promise<number> {
  const ids = await purgeOldMails(db);
  for (const id of ids) await transport.forget(id);
  return ids.length;
}
