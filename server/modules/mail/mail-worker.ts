import type { Database } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { renderMail } from "./mail-templates.ts";
import type { MailTransport } from "./mail-transport.ts";
import { claimDueMails, markMailFailed, markMailSent, purgeOldMails } from "./outbox.ts";

export type MailWorkerOptions = {
  db: Database;
  transport: MailTransport;
  log: Logger;
  /** The From header, e.g. "Nordlicht Home & Tech <shop@example.com>". */
  from: string;
  /** Mails claimed per round. */
  batchSize?: number;
};

export type MailRound = { sent: number; retried: number; failed: number };

/**
 * One round: claims due mails, renders and sends each, records the outcome. Several
 * workers (nodes) may run rounds at the same time; the claim gives every mail to one.
 * A send that fails is retried later with backoff; after MAX_MAIL_ATTEMPTS it is given up.
 */
export async function sendDueMails(options: MailWorkerOptions): Promise<MailRound> {
  const { db, transport, log } = options;
  const round: MailRound = { sent: 0, retried: 0, failed: 0 };
  const rows = await claimDueMails(db, options.batchSize ?? 20);
  for (const row of rows) {
    try {
      const rendered = renderMail(row.template, row.data);
      const { messageId } = await transport.send({
        outboxId: row.id,
        from: options.from,
        to: row.recipient,
        ...rendered,
      });
      await markMailSent(db, row.id, { subject: rendered.subject, messageId });
      round.sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = await markMailFailed(db, row, message);
      if (status === "failed") {
        round.failed += 1;
        log.error("mail given up", {
          outboxId: row.id,
          template: row.template,
          attempts: row.attempts,
          error: message,
        });
      } else {
        round.retried += 1;
        log.warn("mail send failed, will retry", { outboxId: row.id, attempts: row.attempts, error: message });
      }
    }
  }
  return round;
}

export type MailWorker = {
  /** Runs a round now (after the current one, if any) and resolves when it is done. */
  runNow(): Promise<MailRound>;
  /** Stops the timer and waits for a running round to finish. */
  stop(): Promise<void>;
};

/** Sends due mails every `intervalMs` (default 5 s); rounds never overlap within one process. */
export function startMailWorker(options: MailWorkerOptions & { intervalMs?: number }): MailWorker {
  let running: Promise<MailRound> = Promise.resolve({ sent: 0, retried: 0, failed: 0 });
  let stopped = false;
  let queued = 0;
  const run = () => {
    queued += 1;
    running = running
      .catch(() => ({ sent: 0, retried: 0, failed: 0 }))
      .then(() => sendDueMails(options))
      .catch((error: unknown) => {
        // A database outage: the mails stay pending and the next round tries again.
        options.log.warn("mail round failed", { error });
        return { sent: 0, retried: 0, failed: 0 };
      })
      .finally(() => (queued -= 1));
    return running;
  };
  const timer = setInterval(() => {
    // A slow round (a hung SMTP server) is not joined by more rounds queueing up behind it.
    if (!stopped && queued === 0) void run();
  }, options.intervalMs ?? 5_000);
  timer.unref();
  return {
    runNow: () => run(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
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
