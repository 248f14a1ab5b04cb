import type { Locale } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { renderLinkMail } from "./link-mail.ts";
import { DEFAULT_MAIL_THEME, type MailTheme } from "./mail-layout.ts";
import type { RenderedMail } from "./order-confirmation-mail.ts";

/** To the new address: the link that makes the change take effect (docs/account.md "Email change"). */
export type EmailChangeConfirmData = {
  locale: Locale;
  firstName: string;
  newEmail: string;
  confirmUrl: string;
  validHours: number;
};

/** To the old address, once the change took effect: who did not ask for it knows whom to tell. */
export type EmailChangedNoticeData = {
  locale: Locale;
  firstName: string;
  newEmail: string;
};

/** The account mails' greeting: by first name, else without one (email change, guest orders). */
export function greeting(t: ReturnType<typeof translatorFor>, firstName: string): string {
  return firstName ? t("mail.emailChange.greeting", { name: firstName }) : t("mail.emailChange.greetingNoName");
}

export function renderEmailChangeConfirmMail(
  data: EmailChangeConfirmData,
  theme: MailTheme = DEFAULT_MAIL_THEME,
): Promise<RenderedMail> {
  const t = translatorFor(data.locale);
  const values = { shopName: theme.seller.shopName, email: data.newEmail, hours: data.validHours };
  return renderLinkMail(
    {
      locale: data.locale,
      subject: t("mail.emailChange.confirmSubject", values),
      before: [greeting(t, data.firstName), t("mail.emailChange.confirmIntro", values)],
      link: { label: t("mail.emailChange.confirmButton"), url: data.confirmUrl },
      after: [t("mail.emailChange.confirmIgnore")],
    },
    theme,
  );
}

export function renderEmailChangedNoticeMail(
  data: EmailChangedNoticeData,
  theme: MailTheme = DEFAULT_MAIL_THEME,
): Promise<RenderedMail> {
  const t = translatorFor(data.locale);
  const values = { shopName: theme.seller.shopName, email: data.newEmail, serviceEmail: theme.seller.email };
  return renderLinkMail(
    {
      locale: data.locale,
      subject: t("mail.emailChange.noticeSubject", values),
      before: [greeting(t, data.firstName), t("mail.emailChange.noticeIntro", values)],
      link: { label: t("mail.emailChange.noticeButton"), url: `mailto:${theme.seller.email}` },
      after: [t("mail.emailChange.noticeHelp", values)],
    },
    theme,
  );
}
