import type { Locale } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { escapeHtml as e } from "./format.ts";
import type { RenderedMail } from "./order-confirmation-mail.ts";
import { SELLER } from "./seller.ts";

/** The double opt-in mail: the confirmation link, and the unsubscribe link every newsletter mail carries. */
export type NewsletterConfirmationData = {
  locale: Locale;
  firstName: string | null;
  confirmUrl: string;
  unsubscribeUrl: string;
};

export function renderNewsletterConfirmationMail(data: NewsletterConfirmationData): RenderedMail {
  const t = translatorFor(data.locale);
  const values = { shopName: SELLER.shopName, hours: 48 };
  const subject = t("newsletter.mail.subject", values);
  const greeting = data.firstName
    ? t("newsletter.mail.greeting", { name: data.firstName })
    : t("newsletter.mail.greetingNoName");
  const intro = t("newsletter.mail.intro", values);
  const button = t("newsletter.mail.confirm");
  const ignore = t("newsletter.mail.ignore");
  const unsubscribe = t("newsletter.mail.unsubscribe");
  const text = [
    greeting,
    "",
    intro,
    "",
    `${button}: ${data.confirmUrl}`,
    "",
    ignore,
    "",
    `${unsubscribe}: ${data.unsubscribeUrl}`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="${data.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
<p>${e(greeting)}</p>
<p>${e(intro)}</p>
<p><a href="${e(data.confirmUrl)}" style="display:inline-block;padding:10px 18px;background:#222;color:#fff;text-decoration:none;border-radius:4px">${e(button)}</a></p>
<p>${e(ignore)}</p>
<p style="font-size:12px;color:#555"><a href="${e(data.unsubscribeUrl)}" style="color:#555">${e(unsubscribe)}</a></p>
</body></html>`;
  return { subject, html, text };
}
