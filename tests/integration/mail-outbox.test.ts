import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { mailOutbox } from "#server/modules/mail/mail.table.ts";
import { createMailTransport, outboxDir, outboxFile, type MailTransport } from "#server/modules/mail/mail-transport.ts";
import { purgeMails, sendDueMails } from "#server/modules/mail/mail-worker.ts";
import { enqueueMail, MAIL_RETENTION_DAYS, MAX_MAIL_ATTEMPTS } from "#server/modules/mail/outbox.ts";
import { startSmtpSink, type SmtpSink } from "../fakes/smtp-sink.ts";
import { sampleOrderMail } from "#server/modules/mail/mail-samples.ts";
import { mailTemplateNames } from "#server/modules/mail/mail-templates.ts";
import { saveDesignSettings } from "#server/modules/settings/design-settings.ts";
import { describeDatabases } from "./harness.ts";

const FROM = "Nordlicht Home & Tech <shop@nordlicht.example>";
const log = createLogger("silent");

function enqueueOrder(db: Database, orderId: number, locale: "de" | "en" = "de") {
  const data = sampleOrderMail(
    { orderId, number: String(100000 + orderId), email: `buyer${orderId}@example.com` },
    locale,
  );
  return enqueueMail(db, {
    to: data.email,
    locale,
    template: "orderConfirmation",
    reference: `order:${orderId}`,
    data,
  });
}

async function outboxRows(db: Database) {
  return db.select().from(mailOutbox).orderBy(mailOutbox.id);
}

/** Makes every pending mail due now, as if the backoff had passed. */
async function makeDue(db: Database) {
  await db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
}

describeDatabases("mail outbox", (shop) => {
  let sink: SmtpSink;
  let smtp: MailTransport;
  beforeEach(async () => {
    sink = await startSmtpSink();
    smtp = createMailTransport({ smtpUrl: sink.url, dataDir: shop().config.DATA_DIR });
  });
  afterEach(async () => {
    smtp.close();
    await sink.close();
  });

  it("enqueues in the caller's transaction, once per template and reference, and sends over SMTP", async () => {
    const { db } = shop();
    await db.transaction(async (tx) => {
      expect(await enqueueOrder(tx, 1)).toBe(true);
      expect(await enqueueOrder(tx, 1)).toBe(false);
    });
    await expect(
      db.transaction(async (tx) => {
        await enqueueOrder(tx, 2);
        throw new Error("order rolled back");
      }),
    ).rejects.toThrow("order rolled back");
    expect((await outboxRows(db)).map((row) => row.reference)).toEqual(["order:1"]);

    expect(await sendDueMails({ db, transport: smtp, log, from: FROM })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(sink.messages).toHaveLength(1);
    const [message] = sink.messages;
    expect(message?.from).toBe("shop@nordlicht.example");
    expect(message?.to).toEqual(["buyer1@example.com"]);
    expect(message?.raw).toContain("Subject: Ihre Bestellung 100001 bei Nordlicht Home & Tech");
    expect(message?.raw).toContain("text/html");
    expect(message?.raw).toContain("text/plain");
    const [row] = await outboxRows(db);
    expect(row).toMatchObject({
      status: "sent",
      attempts: 1,
      subject: "Ihre Bestellung 100001 bei Nordlicht Home & Tech",
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.messageId).toMatch(/^<outbox-\d+\./);
    // Sent is sent: another round finds nothing.
    expect(await sendDueMails({ db, transport: smtp, log, from: FROM })).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(sink.messages).toHaveLength(1);
  });

  it("retries a failed send later with backoff and gives up after the last attempt", async () => {
    const { db } = shop();
    await enqueueOrder(db, 3);
    sink.failNext(1);
    expect(await sendDueMails({ db, transport: smtp, log, from: FROM })).toEqual({ sent: 0, retried: 1, failed: 0 });
    let [row] = await outboxRows(db);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row?.lastError).toContain("451");
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet.
    expect(await sendDueMails({ db, transport: smtp, log, from: FROM })).toEqual({ sent: 0, retried: 0, failed: 0 });
    await makeDue(db);
    expect(await sendDueMails({ db, transport: smtp, log, from: FROM })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(sink.messages).toHaveLength(1);

    await enqueueOrder(db, 4);
    sink.failNext(100);
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt++) {
      expect((await sendDueMails({ db, transport: smtp, log, from: FROM })).retried).toBe(1);
      await makeDue(db);
    }
    expect(await sendDueMails({ db, transport: smtp, log, from: FROM })).toEqual({ sent: 0, retried: 0, failed: 1 });
    [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.reference, "order:4"));
    expect(row).toMatchObject({ status: "failed", attempts: MAX_MAIL_ATTEMPTS });
    await makeDue(db);
    expect(await sendDueMails({ db, transport: smtp, log, from: FROM })).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it("never sends one mail twice when two workers run at once", async () => {
    const { db } = shop();
    for (let orderId = 10; orderId < 22; orderId++) await enqueueOrder(db, orderId);
    const otherSmtp = createMailTransport({ smtpUrl: sink.url, dataDir: shop().config.DATA_DIR });
    try {
      const rounds = await Promise.all([
        sendDueMails({ db, transport: smtp, log, from: FROM, batchSize: 5 }),
        sendDueMails({ db, transport: otherSmtp, log, from: FROM, batchSize: 5 }),
        sendDueMails({ db, transport: smtp, log, from: FROM, batchSize: 5 }),
      ]);
      expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(12);
    } finally {
      otherSmtp.close();
    }
    const recipients = sink.messages.flatMap((message) => message.to);
    expect(recipients).toHaveLength(12);
    expect(new Set(recipients).size).toBe(12);

    // A mail in flight (its worker waits for the server) is not taken by another worker.
    await enqueueOrder(db, 30);
    const release = sink.hold();
    const slow = sendDueMails({ db, transport: smtp, log, from: FROM });
    await expect.poll(async () => (await outboxRows(db)).at(-1)?.attempts).toBe(1);
    expect(await sendDueMails({ db, transport: smtp, log, from: FROM })).toEqual({ sent: 0, retried: 0, failed: 0 });
    release();
    expect(await slow).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(sink.messages).toHaveLength(13);
  });

  it("writes .eml files into the outbox folder without SMTP, shown by the dev viewer", async () => {
    const { db, config, app } = shop();
    await enqueueOrder(db, 5, "en");
    const folder = createMailTransport({ smtpUrl: undefined, dataDir: config.DATA_DIR });
    expect(folder.kind).toBe("outbox");
    expect(await sendDueMails({ db, transport: folder, log, from: FROM })).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [row] = await outboxRows(db);
    const eml = await readFile(outboxFile(outboxDir(config.DATA_DIR), row?.id ?? 0), "utf8");
    expect(eml).toContain("To: buyer5@example.com");
    expect(eml).toContain("Subject: Your order 100005 at Nordlicht Home & Tech");

    const list = await app.request("/dev/outbox");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("no-store");
    const listHtml = await list.text();
    expect(listHtml).toContain("buyer5@example.com");
    expect(listHtml).toContain("Your order 100005 at Nordlicht Home &amp; Tech");
    const detail = await (await app.request(`/dev/outbox/${row?.id}`)).text();
    expect(detail).toContain("Dear Jürgen Größe,");
    expect(detail).toContain(`sandbox src="/dev/outbox/${row?.id}/html"`);
    const html = await (await app.request(`/dev/outbox/${row?.id}/html`)).text();
    expect(html).toMatch(/^<!DOCTYPE html[^>]*><html [^>]*lang="en"/);
    expect(html).toContain("Your order 100005 at Nordlicht Home &amp; Tech");
    const raw = await app.request(`/dev/outbox/${row?.id}/raw`);
    expect(raw.headers.get("content-type")).toBe("message/rfc822");
    expect(await raw.text()).toBe(eml);
    expect((await app.request("/dev/outbox/999999")).status).toBe(404);

    // Every mail the shop sends, previewed from sample data in both languages, with the design's colour.
    await saveDesignSettings(db, { primaryColor: "#a21caf" });
    const templates = await (await app.request("/dev/outbox/templates")).text();
    for (const name of mailTemplateNames()) {
      for (const locale of ["de", "en"]) {
        expect(templates).toContain(`href="/dev/outbox/templates/${name}/${locale}"`);
        const preview = await app.request(`/dev/outbox/templates/${name}/${locale}`);
        expect(preview.status, `${name} ${locale}`).toBe(200);
        expect(await preview.text()).toContain("Plain text part");
        const sample = await (await app.request(`/dev/outbox/templates/${name}/${locale}/html`)).text();
        expect(sample).toContain(`lang="${locale}"`);
      }
    }
    const reset = await (await app.request("/dev/outbox/templates/passwordReset/de/html")).text();
    expect(reset).toContain("Passwort zurücksetzen bei Nordlicht Home &amp; Tech");
    // The shop's button shade (primary-700) of the saved colour.
    expect(reset).toContain("background-color:#6a1473");
    expect((await app.request("/dev/outbox/templates/toString/de")).status).toBe(404);
    expect((await app.request("/dev/outbox/templates/passwordReset/fr/html")).status).toBe(404);
  });

  it("deletes finished mails and their files after the retention, never pending ones", async () => {
    const { db, config } = shop();
    const folder = createMailTransport({ smtpUrl: undefined, dataDir: config.DATA_DIR });
    await enqueueOrder(db, 40);
    await sendDueMails({ db, transport: folder, log, from: FROM });
    await enqueueOrder(db, 41);
    const [sent, pending] = await outboxRows(db);
    const file = outboxFile(outboxDir(config.DATA_DIR), sent?.id ?? 0);
    expect(existsSync(file)).toBe(true);
    expect(await purgeMails(db, folder)).toBe(0);
    const old = sql`now() - make_interval(days => ${MAIL_RETENTION_DAYS + 1})`;
    await db.update(mailOutbox).set({ createdAt: old });
    expect(await purgeMails(db, folder)).toBe(1);
    expect(existsSync(file)).toBe(false);
    expect((await outboxRows(db)).map((row) => row.id)).toEqual([pending?.id]);
  });
});
