import type { Locale } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { greeting } from "./email-change-mail.ts";
import { renderLinkMail } from "./link-mail.ts";
import { DEFAULT_MAIL_THEME, type MailTheme } from "./mail-layout.ts";
import type { RenderedMail } from "./order-confirmation-mail.ts";

/**
 * The acknowledgment of a withdrawal on a durable medium (art. 11a(3) of Directive 2011/83/EU):
 * the declaration's content and the date and time the shop received it.
 */
export type WithdrawalReceivedData = {
  locale: Locale;
  name: string;
  email: string;
  orderNumber: string;
  items: string;
  reference: string;
  /** When the shop received it, as the shop's time zone writes it ("28.11.2026, 10:42 Uhr MEZ"). */
  receivedAt: string;
  /** The withdrawal function, for another declaration. */
  withdrawalUrl: string;
};

export function renderWithdrawalReceivedMail(
  data: WithdrawalReceivedData,
  theme: MailTheme = DEFAULT_MAIL_THEME,
): Promise<RenderedMail> {
  const t = translatorFor(data.locale);
  const values = { shopName: theme.seller.shopName, ...data, items: data.items || t("mail.withdrawal.wholeOrder") };
  return renderLinkMail(
    {
      locale: data.locale,
      subject: t("mail.withdrawal.subject", values),
      before: [
        greeting(t, data.name),
        t("mail.withdrawal.intro", values),
        t("mail.withdrawal.content", values),
        t("mail.withdrawal.next", values),
      ],
      link: { label: t("mail.withdrawal.button"), url: data.withdrawalUrl },
      after: [t("mail.withdrawal.outro", values)],
    },
    theme,
  );
}
