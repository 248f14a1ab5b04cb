import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export type OutgoingMail = {
  /** The outbox row: names the outbox file and the Message-ID, so a resend replaces, not adds. */
  outboxId: number;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Answers go here instead of to From (a contact-form message: to the customer who wrote). */
  replyTo?: string;
  /** Files sent along (the order confirmation's terms and cancellation policy). */
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type MailTransport = {
  kind: "smtp" | "outbox";
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  /** Drops what the transport kept of a mail (the outbox file); SMTP keeps nothing. */
  forget(outboxId: number): Promise<void>;
  close(): void;
};

/** Generous for a slow relay, short enough that a hung server frees the worker well within its lease. */
const SMTP_TIMEOUT_MS = 30_000;

/** SMTP when SMTP_URL is set; otherwise .eml files in DATA_DIR/outbox, for the dev viewer or any mail client. */
export function createMailTransport(options: { smtpUrl: string | undefined; dataDir: string }): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl) : outboxFolderTransport(outboxDir(options.dataDir));
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

/** The file a mail of the outbox is written to (folder transport). */
export function outboxFile(dir: string, outboxId: number): string {
  return path.join(dir, `mail-${outboxId}.eml`);
}

function messageId(mail: OutgoingMail, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
  return `<outbox-${mail.outboxId}.${randomUUID()}@${domain}>`;
}

function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    kind: "smtp",
    async send(mail) {
      const info = await transporter.sendMail({ ...fields(mail), messageId: messageId(mail, mail.from) });
      return { messageId: info.messageId };
    },
    forget: async () => {},
    close: () => transporter.close(),
  };
}

function outboxFolderTransport(dir: string): MailTransport {
  // nodemailer's stream transport builds the exact MIME message SMTP would carry.
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    async send(mail) {
      const info = await transporter.sendMail({ ...fields(mail), messageId: messageId(mail, mail.from) });
      const file = outboxFile(dir, mail.outboxId);
      // Written aside and renamed, so the viewer never reads half a message.
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(temporary, info.message as Buffer);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { messageId: info.messageId };
    },
    forget: (outboxId) => rm(outboxFile(dir, outboxId), { force: true }),
    close: () => transporter.close(),
  };
}

function fields(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
  };
}
