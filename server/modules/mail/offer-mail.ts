import type { Locale } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { greeting } from "./email-change-mail.ts";
import { orderFormat } from "./format.ts";
import { renderLinkMail } from "./link-mail.ts";
import { DEFAULT_MAIL_THEME, type MailTheme } from "./mail-layout.ts";
import type { RenderedMail } from "./order-confirmation-mail.ts";

/** The offer to its recipient (docs/after-sales.md "Offers"): what is offered, until when, and the link. */
export type OfferSentData = {
  locale: Locale;
  /** The recipient's name as the offer's address gives it. */
  name: string;
  offerNumber: string;
  /** The last day it can be accepted (YYYY-MM-DD). */
  validUntil: string;
  /** The total, formatted. */
  total: string;
  /** "2 × Leinenkissen Salbei" per line. */
  items: string[];
  note: string;
  /** The offer's page with its access key. */
  offerUrl: string;
};

export function renderOfferSentMail(data: OfferSentData, theme: MailTheme = DEFAULT_MAIL_THEME): Promise<RenderedMail> {
  const t = translatorFor(data.locale);
  // A calendar day: formatted as the day it names, whatever the zone.
  const date = orderFormat(data.locale, "EUR", "UTC").date(`${data.validUntil}T00:00:00Z`);
  const values = { shopName: theme.seller.shopName, number: data.offerNumber, amount: data.total, date };
  return renderLinkMail(
    {
      locale: data.locale,
      subject: t("mail.offer.subject", values),
      before: [
        greeting(t, data.name),
        t("mail.offer.intro", values),
        ...data.items,
        t("mail.offer.total", values),
        ...(data.note ? [t("mail.offer.note", { note: data.note })] : []),
        t("mail.offer.validUntil", values),
      ],
      link: { label: t("mail.offer.button"), url: data.offerUrl },
      after: [t("mail.offer.outro")],
    },
    theme,
  );
}
