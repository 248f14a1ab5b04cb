import { claimDueRowIds, failClaimedRow } from "../../db/claim-due-rows.ts";
import { and, desc, eq, inArray, lt, ne, sql } from "drizzle-orm";
import type { Locale } from "#common/constants.ts";
import type { Database } from "../../db/client.ts";
import { mailOutbox } from "./mail.table.ts";
import type { MailTemplateData, MailTemplateName } from "./mail-templates.ts";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** After this many failed sends a mail is given up (status failed) and logged as an error. */
export const MAX_MAIL_ATTEMPTS = 6;
/** How long a claimed mail stays with its worker; far longer than an SMTP send may take. */
export const CLAIM_LEASE_SECONDS = 300;

export type MailRequest<T extends MailTemplateName> = {
  to: string;
  locale: Locale;
  template: T;
  /** What the mail is about ("order:1042"); one mail per template and reference. */
  reference: string;
  data: MailTemplateData[T];
};

/**
 * Writes a mail into the outbox, inside the caller's transaction (pass the transaction as
 * `tx`). A second call for the same template and reference changes nothing and answers
 * false, so retrying an order step never sends its confirmation twice.
 */
export async function enqueueMail<T extends MailTemplateName>(tx: Database, mail: MailRequest<T>): Promise<boolean> {
  const inserted = await tx
    .insert(mailOutbox)
    .values({
      recipient: mail.to,
      locale: mail.locale,
      template: mail.template,
      reference: mail.reference,
      data: mail.data,
    })
    .onConflictDoNothing({ target: [mailOutbox.template, mailOutbox.reference] })
    .returning({ id: mailOutbox.id });
  return inserted.length > 0;
}

/** Whether a mail of this template and reference is in the outbox (sent or not). */
export async function isMailEnqueued(db: Database, template: MailTemplateName, reference: string): Promise<boolean> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, template), eq(mailOutbox.reference, reference)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Claims up to `limit` due mails for one worker. SKIP LOCKED lets several nodes claim at the
 * same moment without waiting for or taking each other's rows; the lease (locked_until)
 * keeps a claimed row away from other workers after this short transaction has committed.
 * Counting the attempt at claim time means a worker that dies mid-send still uses one up.
 */
export async function claimDueMails(
  db: Database,
  limit: number,
  leaseSeconds = CLAIM_LEASE_SECONDS,
): Promise<OutboxRow[]> {
  const ids = await claimDueRowIds(db, "mail_outbox", limit, leaseSeconds);
  if (ids.length === 0) return [];
  const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
  return rows.sort((a, b) => a.id - b.id);
}

export async function markMailSent(
  db: Database,
  id: number,
  sent: { subject: string; messageId: string },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null, ...sent })
    .where(eq(mailOutbox.id, id));
}

/**
 * Records a failed send (the job runner decides: server/jobs/job-runner.ts): due again in
 * `retryInSeconds`, or given up when null.
 */
export async function markMailFailed(
  db: Database,
  row: OutboxRow,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await failClaimedRow(db, "mail_outbox", row.id, error, retryInSeconds);
}

/** The newest outbox rows first (dev viewer). */
export async function listOutbox(db: Database, limit = 100): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}

export async function findOutboxMail(db: Database, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** Sent and failed mails hold addresses and orders: kept this long for support questions, then deleted. */
export const MAIL_RETENTION_DAYS = 90;

/** Deletes finished mails older than the retention; answers their ids (the folder transport's files go too). */
export async function purgeOldMails(db: Database, retentionDays = MAIL_RETENTION_DAYS): Promise<number[]> {
  const deleted = await db
    .delete(mailOutbox)
    .where(
      and(
        ne(mailOutbox.status, "pending"),
        lt(mailOutbox.createdAt, sql`now() - make_interval(days => ${retentionDays})`),
      ),
    )
    .returning({ id: mailOutbox.id });
  return deleted.map((row) => row.id);
}
