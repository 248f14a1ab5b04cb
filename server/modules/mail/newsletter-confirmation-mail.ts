import type { Locale } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { renderLinkMail } from "./link-mail.ts";
import { DEFAULT_MAIL_THEME, type MailTheme } from "./mail-layout.ts";
import type { RenderedMail } from "./order-confirmation-mail.ts";

/** The double opt-in mail: the confirmation link, and the unsubscribe link every newsletter mail carries. */
export type NewsletterConfirmationData = {
  locale: Locale;
  firstName: string | null;
  confirmUrl: string;
  unsubscribeUrl: string;
};

export function renderNewsletterConfirmationMail(
  data: NewsletterConfirmationData,
  theme: MailTheme = DEFAULT_MAIL_THEME,
): Promise<RenderedMail> {
  const t = translatorFor(data.locale);
  const values = { shopName: theme.seller.shopName, hours: 48 };
  const greeting = data.firstName
    ? t("newsletter.mail.greeting", { name: data.firstName })
    : t("newsletter.mail.greetingNoName");
  return renderLinkMail(
    {
      locale: data.locale,
      subject: t("newsletter.mail.subject", values),
      before: [greeting, t("newsletter.mail.intro", values)],
      link: { label: t("newsletter.mail.confirm"), url: data.confirmUrl },
      after: [t("newsletter.mail.ignore")],
      footerLink: { label: t("newsletter.mail.unsubscribe"), url: data.unsubscribeUrl },
    },
    theme,
  );
}
