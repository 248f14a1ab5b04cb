/**
 * The job runner on a real job table (the mail outbox): leases, retries and two runners
 * (nodes) side by side. Its round rule without a database: server/jobs/job-runner.test.ts.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { failClaimedRow } from "#server/db/claim-due-rows.ts";
import { runJobRound, startJobRunner, type JobQueue, type JobRules } from "#server/jobs/job-runner.ts";
import { createLogger } from "#server/logger.ts";
import { mailOutbox } from "#server/modules/mail/mail.table.ts";
import { claimDueMails, enqueueMail, markMailSent, type OutboxRow } from "#server/modules/mail/outbox.ts";
import { sampleOrderMail } from "#server/modules/mail/mail-samples.ts";
import { describeDatabases } from "./harness.ts";

const log = createLogger("silent");

const RULES: JobRules = {
  leaseSeconds: 1,
  maxAttempts: 3,
  batchSize: 10,
  messages: { retry: "job failed, will retry", giveUp: "job given up" },
};

async function enqueue(db: Database, orderId: number) {
  const data = sampleOrderMail({ orderId, number: String(100000 + orderId), email: `buyer${orderId}@example.com` });
  await enqueueMail(db, {
    to: data.email,
    locale: "de",
    template: "orderConfirmation",
    reference: `order:${orderId}`,
    data,
  });
}

/** A queue on the outbox whose jobs are done by `work` (a node's handler). */
function queue(db: Database, work: (row: OutboxRow) => Promise<void>): JobQueue<OutboxRow> {
  return {
    claim: (limit, leaseSeconds) => claimDueMails(db, limit, leaseSeconds),
    async handle(row) {
      await work(row);
      await markMailSent(db, row.id, { subject: "done", messageId: `<${row.id}@test>` });
    },
    fail: (row, error, retryInSeconds) => failClaimedRow(db, "mail_outbox", row.id, error, retryInSeconds),
    describe: (row) => ({ outboxId: row.id }),
  };
}

async function rows(db: Database) {
  return db.select().from(mailOutbox).orderBy(mailOutbox.id);
}

describeDatabases("job runner", (shop) => {
  it("lets another runner take a job once the lease of a runner that died has run out", async () => {
    const { db } = shop();
    await enqueue(db, 1);
    // Node A claims the job and hangs (as good as dead): its lease holds for a second.
    let wakeA = () => {};
    const hung = new Promise<void>((resolve) => (wakeA = resolve));
    const nodeA = runJobRound(
      queue(db, () => hung),
      RULES,
      log,
    );
    await expect.poll(async () => (await rows(db))[0]?.attempts).toBe(1);
    // Node B finds nothing while the lease holds ...
    const nodeB = queue(db, () => Promise.resolve());
    expect(await runJobRound(nodeB, RULES, log)).toEqual({ done: 0, retried: 0, failed: 0 });
    // ... and takes the job once it has run out.
    await expect.poll(async () => (await runJobRound(nodeB, RULES, log)).done).toBe(1);
    expect((await rows(db))[0]).toMatchObject({ status: "sent", attempts: 2, lockedUntil: null });
    wakeA();
    await nodeA;
  });

  it("retries a failing job after its backoff and marks it failed after the last attempt", async () => {
    const { db } = shop();
    await enqueue(db, 2);
    const broken = queue(db, () => Promise.reject(new Error("451 try later")));
    expect(await runJobRound(broken, RULES, log)).toEqual({ done: 0, retried: 1, failed: 0 });
    let [row] = await rows(db);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null, lastError: "451 try later" });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due during its backoff.
    expect(await runJobRound(broken, RULES, log)).toEqual({ done: 0, retried: 0, failed: 0 });
    const makeDue = () => db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    await makeDue();
    expect(await runJobRound(broken, RULES, log)).toEqual({ done: 0, retried: 1, failed: 0 });
    await makeDue();
    expect(await runJobRound(broken, RULES, log)).toEqual({ done: 0, retried: 0, failed: 1 });
    [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.reference, "order:2"));
    expect(row).toMatchObject({ status: "failed", attempts: 3, lockedUntil: null });
    await makeDue();
    expect(await runJobRound(broken, RULES, log)).toEqual({ done: 0, retried: 0, failed: 0 });
  });

  it("gives every job to one of two runners working side by side, and stops after its round", async () => {
    const { db } = shop();
    for (let orderId = 10; orderId < 20; orderId++) await enqueue(db, orderId);
    const handled: number[] = [];
    const work = async (row: OutboxRow) => {
      handled.push(row.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const options = { ...RULES, batchSize: 3, log, intervalMs: 10, runAtStart: true, roundFailedMessage: "failed" };
    const first = startJobRunner(queue(db, work), options);
    const second = startJobRunner(queue(db, work), options);
    await expect.poll(async () => (await rows(db)).filter((row) => row.status === "sent").length).toBe(10);
    await Promise.all([first.stop(), second.stop()]);
    expect(handled.sort((a, b) => a - b)).toEqual([...new Set(handled)]);
    expect(handled).toHaveLength(10);
    expect((await rows(db)).every((row) => row.attempts === 1)).toBe(true);
  });
});
