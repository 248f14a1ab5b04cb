import type { Locale } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { renderLinkMail } from "./link-mail.ts";
import { DEFAULT_MAIL_THEME, type MailTheme } from "./mail-layout.ts";
import type { RenderedMail } from "./order-confirmation-mail.ts";

/** The password reset link (docs/account.md "Password recovery"). */
export type PasswordResetData = {
  locale: Locale;
  firstName: string;
  resetUrl: string;
  validMinutes: number;
};

export function renderPasswordResetMail(
  data: PasswordResetData,
  theme: MailTheme = DEFAULT_MAIL_THEME,
): Promise<RenderedMail> {
  const t = translatorFor(data.locale);
  const values = { shopName: theme.seller.shopName, minutes: data.validMinutes };
  const greeting = data.firstName
    ? t("mail.passwordReset.greeting", { name: data.firstName })
    : t("mail.passwordReset.greetingNoName");
  return renderLinkMail(
    {
      locale: data.locale,
      subject: t("mail.passwordReset.subject", values),
      before: [greeting, t("mail.passwordReset.intro", values)],
      link: { label: t("mail.passwordReset.button"), url: data.resetUrl },
      after: [t("mail.passwordReset.ignore")],
    },
    theme,
  );
}
