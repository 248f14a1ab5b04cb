import type { Locale } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { greeting } from "./email-change-mail.ts";
import { renderLinkMail } from "./link-mail.ts";
import { DEFAULT_MAIL_THEME, type MailTheme } from "./mail-layout.ts";
import type { RenderedMail } from "./order-confirmation-mail.ts";

/** A message of the contact form (docs/contact.md): to the shop, and its copy to the sender. */
export type ContactMessageData = {
  /** The mail's language: the shop's for its own mail, the sender's page language for the copy. */
  locale: Locale;
  name: string;
  email: string;
  orderNumber: string;
  subject: string;
  message: string;
  /** When the shop received it, in the shop's time zone. */
  receivedAt: string;
  /** The contact form, in the sender's language. */
  contactUrl: string;
};

/** The shop's mail: answering it answers the sender (Reply-To), never the From address. */
export function renderContactMessageMail(
  data: ContactMessageData,
  theme: MailTheme = DEFAULT_MAIL_THEME,
): Promise<RenderedMail> {
  const t = translatorFor(data.locale);
  const values = { shopName: theme.seller.shopName, ...data };
  return renderLinkMail(
    {
      locale: data.locale,
      subject: t("mail.contact.subject", values),
      before: [
        t("mail.contact.intro", values),
        t("mail.contact.from", values),
        ...(data.orderNumber ? [t("mail.contact.orderNumber", values)] : []),
        t("mail.contact.received", values),
      ],
      quote: data.message,
      link: { label: t("mail.contact.button"), url: data.contactUrl },
      after: [],
      replyTo: data.email,
    },
    theme,
  );
}

/** The sender's copy, in the language they wrote in. */
export function renderContactCopyMail(
  data: ContactMessageData,
  theme: MailTheme = DEFAULT_MAIL_THEME,
): Promise<RenderedMail> {
  const t = translatorFor(data.locale);
  const values = { shopName: theme.seller.shopName, ...data };
  return renderLinkMail(
    {
      locale: data.locale,
      subject: t("mail.contact.copySubject", values),
      before: [
        greeting(t, data.name),
        t("mail.contact.copyIntro", values),
        ...(data.orderNumber ? [t("mail.contact.orderNumber", values)] : []),
      ],
      quote: data.message,
      link: { label: t("mail.contact.button"), url: data.contactUrl },
      after: [t("mail.contact.copyOutro", values)],
    },
    theme,
  );
}
