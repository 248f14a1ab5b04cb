import type { Locale } from "#common/constants.ts";
import { escapeHtml as e } from "./format.ts";
import type { RenderedMail } from "./order-confirmation-mail.ts";

/**
 * A short mail around one link (newsletter confirmation, password reset, email change): its
 * paragraphs, the link as a button, the paragraphs after it and an optional small footer
 * link, as HTML (every text escaped) and as plain text.
 */
export type LinkMail = {
  locale: Locale;
  subject: string;
  before: string[];
  link: { label: string; url: string };
  after: string[];
  footerLink?: { label: string; url: string };
};

export function renderLinkMail(mail: LinkMail): RenderedMail {
  const text = [
    ...mail.before.flatMap((paragraph) => [paragraph, ""]),
    `${mail.link.label}: ${mail.link.url}`,
    ...mail.after.flatMap((paragraph) => ["", paragraph]),
    ...(mail.footerLink ? ["", `${mail.footerLink.label}: ${mail.footerLink.url}`] : []),
  ].join("\n");
  const paragraphs = (list: string[]) => list.map((paragraph) => `<p>${e(paragraph)}</p>`).join("\n");
  const footer = mail.footerLink
    ? `\n<p style="font-size:12px;color:#555"><a href="${e(mail.footerLink.url)}" style="color:#555">${e(mail.footerLink.label)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="${mail.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(mail.subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
${paragraphs(mail.before)}
<p><a href="${e(mail.link.url)}" style="display:inline-block;padding:10px 18px;background:#222;color:#fff;text-decoration:none;border-radius:4px">${e(mail.link.label)}</a></p>
${paragraphs(mail.after)}${footer}
</body></html>`;
  return { subject: mail.subject, html, text };
}
