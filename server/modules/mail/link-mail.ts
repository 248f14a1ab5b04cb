import { createElement as h } from "react";
import type { Locale } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { mailButton, renderMailHtml, safeHref, sellerLegalLine, SMALL, TEXT, type MailTheme } from "./mail-layout.ts";
import type { RenderedMail } from "./order-confirmation-mail.ts";

/**
 * A short mail around one link (newsletter confirmation, password reset, email change, guest
 * orders, contact form): its paragraphs, a quoted text kept as written (line breaks and all),
 * the link as a button, the paragraphs after it and an optional small footer link, as HTML
 * (React Email, every text escaped) and as plain text. `replyTo` goes into the mail's headers.
 */
export type LinkMail = {
  locale: Locale;
  subject: string;
  before: string[];
  quote?: string;
  link: { label: string; url: string };
  after: string[];
  footerLink?: { label: string; url: string };
  replyTo?: string;
};

const QUOTE = { ...TEXT, whiteSpace: "pre-wrap", borderLeft: "3px solid #d4d4d8", paddingLeft: "12px" } as const;

export async function renderLinkMail(mail: LinkMail, theme: MailTheme): Promise<RenderedMail> {
  const legal = sellerLegalLine(theme.seller, translatorFor(mail.locale));
  const text = [
    ...mail.before.flatMap((paragraph) => [paragraph, ""]),
    ...(mail.quote === undefined ? [] : [...mail.quote.split("\n").map((line) => `> ${line}`), ""]),
    `${mail.link.label}: ${mail.link.url}`,
    ...mail.after.flatMap((paragraph) => ["", paragraph]),
    ...(mail.footerLink ? ["", `${mail.footerLink.label}: ${mail.footerLink.url}`] : []),
    "",
    "--",
    legal,
  ].join("\n");
  const { footerLink } = mail;
  const html = await renderMailHtml({ locale: mail.locale, subject: mail.subject, theme }, (email) => {
    const paragraphs = (list: string[], from: number) =>
      list.map((paragraph, index) => h(email.Text, { key: from + index, style: TEXT }, paragraph));
    return h(
      email.Section,
      null,
      ...paragraphs(mail.before, 0),
      mail.quote === undefined ? null : h(email.Text, { style: QUOTE }, mail.quote),
      h(email.Section, { style: { margin: "8px 0 22px" } }, mailButton(email, theme, mail.link.label, mail.link.url)),
      ...paragraphs(mail.after, mail.before.length),
      footerLink
        ? h(
            email.Text,
            { style: SMALL },
            h(email.Link, { href: safeHref(footerLink.url), style: { color: "#52525b" } }, footerLink.label),
          )
        : null,
      h(email.Hr, { style: { borderTop: "1px solid #e4e4e7", margin: "24px 0" } }),
      h(email.Text, { style: SMALL }, legal),
    );
  });
  return { subject: mail.subject, html, text, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}) };
}
