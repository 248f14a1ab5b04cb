import type { Hono, MiddlewareHandler } from "hono";
import type { Config } from "../config.ts";
import {
  MAIL_SAMPLES,
  mailTemplateNames,
  renderMail,
  outboxDir,
  outboxFile,
  escapeHtml as e,
  type MailTemplateName,
  type MailTheme,
} from "../modules/mail/index.ts";
import { currentMailTheme } from "../workflows/mail-theme.ts";
import { findOutboxMail, listOutbox, type OutboxRow } from "../modules/mail/index.ts";
import type { Services } from "../rpc/context.ts";
import { readFile } from "node:fs/promises";
import type { AppEnv } from "./request-context.ts";

export const OUTBOX_VIEWER_PATH = "/dev/outbox";

/** The design and seller the mails are rendered with, as the mail worker reads them. */
function mailTheme(services: Services): Promise<MailTheme> {
  return currentMailTheme(services.db, services.config);
}

/** On when MAIL_OUTBOX_VIEWER says so; unset, everywhere but production, since it shows every shopper's mail. */
export function outboxViewerEnabled(config: Pick<Config, "MAIL_OUTBOX_VIEWER" | "NODE_ENV">): boolean {
  return config.MAIL_OUTBOX_VIEWER ?? config.NODE_ENV !== "production";
}

/** The shop's icon is named, so the browser does not ask for a missing /favicon.ico (a 404). */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${e(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#18181b}table{border-collapse:collapse}
th,td{border-bottom:1px solid #d4d4d8;padding:.35rem .6rem;text-align:left;vertical-align:top}
iframe{width:100%;height:70vh;border:1px solid #d4d4d8}pre{white-space:pre-wrap;background:#f4f4f5;padding:1rem}
a{color:#1d4ed8}</style></head><body><main>${body}</main></body></html>`;
}

function when(date: Date | null): string {
  return date ? date.toISOString().replace("T", " ").slice(0, 19) : "";
}

function listPage(rows: OutboxRow[]): string {
  const lines = rows
    .map(
      (row) => `<tr><td><a href="${OUTBOX_VIEWER_PATH}/${row.id}">#${row.id}</a></td><td>${e(when(row.createdAt))}</td>
<td>${e(row.recipient)}</td><td>${e(row.subject ?? row.template)}</td><td>${e(row.status)}</td><td>${row.attempts}</td></tr>`,
    )
    .join("");
  const table = `<table><caption>Newest 100 mails, newest first</caption><thead><tr><th scope="col">Mail</th>
<th scope="col">Created (UTC)</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Status</th>
<th scope="col">Attempts</th></tr></thead><tbody>${lines}</tbody></table>`;
  return page(
    "Mail outbox",
    `<h1>Mail outbox</h1><p><a href="${OUTBOX_VIEWER_PATH}/templates">Every mail with sample data</a></p>${rows.length > 0 ? table : "<p>No mails yet.</p>"}`,
  );
}

async function mailPage(row: OutboxRow, hasFile: boolean, theme: MailTheme): Promise<string> {
  let preview: string;
  try {
    const mail = await renderMail(row.template, row.data, theme);
    preview = `<h2>${e(mail.subject)}</h2>
<iframe title="HTML part" sandbox src="${OUTBOX_VIEWER_PATH}/${row.id}/html"></iframe>
<h2>Plain text part</h2><pre>${e(mail.text)}</pre>`;
  } catch (error) {
    preview = `<p>Cannot render: ${e(error instanceof Error ? error.message : String(error))}</p>`;
  }
  const facts: [string, string][] = [
    ["To", row.recipient],
    ["Template", `${row.template} (${row.reference}, ${row.locale})`],
    ["Status", `${row.status}, ${row.attempts} attempt(s)`],
    ["Created", when(row.createdAt)],
    ["Sent", when(row.sentAt)],
    ["Next attempt", row.status === "pending" ? when(row.nextAttemptAt) : ""],
    ["Last error", row.lastError ?? ""],
  ];
  const list = facts.map(([label, value]) => `<dt>${e(label)}</dt><dd>${e(value) || "-"}</dd>`).join("");
  const raw = hasFile
    ? `<p><a href="${OUTBOX_VIEWER_PATH}/${row.id}/raw">Download the sent message (.eml)</a></p>`
    : "";
  return page(
    `Mail #${row.id}`,
    `<p><a href="${OUTBOX_VIEWER_PATH}">All mails</a></p>
<h1>Mail #${row.id}</h1><dl>${list}</dl>${raw}${preview}`,
  );
}

const TEMPLATES_PATH = `${OUTBOX_VIEWER_PATH}/templates`;
const LOCALES = ["de", "en"] as const;

function templatesPage(): string {
  const rows = mailTemplateNames()
    .map(
      (name) =>
        `<tr><td>${e(name)}</td><td>${LOCALES.map((locale) => `<a href="${TEMPLATES_PATH}/${name}/${locale}">${locale}</a>`).join(" ")}</td></tr>`,
    )
    .join("");
  return page(
    "Mail templates",
    `<p><a href="${OUTBOX_VIEWER_PATH}">All mails</a></p><h1>Every mail with sample data</h1>
<table><thead><tr><th scope="col">Template</th><th scope="col">Preview</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

/** A template by name and language from the address, or null. */
function sampleOf(name: string, locale: string): { name: MailTemplateName; locale: (typeof LOCALES)[number] } | null {
  const found = mailTemplateNames().find((candidate) => candidate === name);
  const language = LOCALES.find((candidate) => candidate === locale);
  return found && language ? { name: found, locale: language } : null;
}

async function renderSample(sample: { name: MailTemplateName; locale: "de" | "en" }, theme: MailTheme) {
  return renderMail(sample.name, MAIL_SAMPLES[sample.name](sample.locale), theme);
}

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

const privatePage: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
};

/**
 * The developer's view of the mail outbox: every queued, sent and failed mail, rendered
 * as the shopper gets it, and the .eml the folder transport wrote. English only: a tool
 * for developers, never shown to shoppers (off in production unless MAIL_OUTBOX_VIEWER=true).
 */
export function mountOutboxViewer(app: Hono<AppEnv>, services: Services): void {
  if (!outboxViewerEnabled(services.config)) return;
  const dir = outboxDir(services.config.DATA_DIR);
  // Mails hold personal data: never cached, never indexed.
  app.use(OUTBOX_VIEWER_PATH, privatePage);
  app.use(`${OUTBOX_VIEWER_PATH}/*`, privatePage);
  app.get(OUTBOX_VIEWER_PATH, async (c) => c.html(listPage(await listOutbox(services.db))));
  // Every mail the shop can send, rendered from sample data with the shop's design.
  app.get(TEMPLATES_PATH, (c) => c.html(templatesPage()));
  app.get(`${TEMPLATES_PATH}/:name/:locale`, async (c) => {
    const sample = sampleOf(c.req.param("name"), c.req.param("locale"));
    if (!sample) return c.text("Not Found", 404);
    const mail = await renderSample(sample, await mailTheme(services));
    return c.html(
      page(
        `${sample.name} (${sample.locale})`,
        `<p><a href="${TEMPLATES_PATH}">Every mail</a></p><h1>${e(sample.name)} (${sample.locale})</h1>
<h2>${e(mail.subject)}</h2><iframe title="HTML part" sandbox src="${TEMPLATES_PATH}/${sample.name}/${sample.locale}/html"></iframe>
<h2>Plain text part</h2><pre>${e(mail.text)}</pre>`,
      ),
    );
  });
  app.get(`${TEMPLATES_PATH}/:name/:locale/html`, async (c) => {
    const sample = sampleOf(c.req.param("name"), c.req.param("locale"));
    if (!sample) return c.text("Not Found", 404);
    return c.html((await renderSample(sample, await mailTheme(services))).html);
  });
  app.get(`${OUTBOX_VIEWER_PATH}/:id{[0-9]{1,9}}`, async (c) => {
    const row = await findOutboxMail(services.db, Number(c.req.param("id")));
    if (!row) return c.text("Not Found", 404);
    const file = await readIfExists(outboxFile(dir, row.id));
    return c.html(await mailPage(row, file !== null, await mailTheme(services)));
  });
  // The HTML part as the shopper's mail client shows it, framed by the mail page (sandboxed there).
  app.get(`${OUTBOX_VIEWER_PATH}/:id{[0-9]{1,9}}/html`, async (c) => {
    const row = await findOutboxMail(services.db, Number(c.req.param("id")));
    if (!row) return c.text("Not Found", 404);
    return c.html((await renderMail(row.template, row.data, await mailTheme(services))).html);
  });
  app.get(`${OUTBOX_VIEWER_PATH}/:id{[0-9]{1,9}}/raw`, async (c) => {
    const file = await readIfExists(outboxFile(dir, Number(c.req.param("id"))));
    if (!file) return c.text("Not Found", 404);
    c.header("Content-Type", "message/rfc822");
    c.header("Content-Disposition", `attachment; filename="mail-${c.req.param("id")}.eml"`);
    return c.body(new Uint8Array(file));
  });
}
