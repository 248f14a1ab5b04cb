import type { Locale } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { greeting } from "./email-change-mail.ts";
import { renderLinkMail } from "./link-mail.ts";
import { DEFAULT_MAIL_THEME, type MailTheme } from "./mail-layout.ts";
import type { RenderedMail } from "./order-confirmation-mail.ts";

/** To the account's address: the link that adds the guest orders placed with it (docs/account.md). */
export type GuestOrdersLinkData = {
  locale: Locale;
  firstName: string;
  email: string;
  attachUrl: string;
  validHours: number;
};

export function renderGuestOrdersLinkMail(
  data: GuestOrdersLinkData,
  theme: MailTheme = DEFAULT_MAIL_THEME,
): Promise<RenderedMail> {
  const t = translatorFor(data.locale);
  const values = { shopName: theme.seller.shopName, email: data.email, hours: data.validHours };
  return renderLinkMail(
    {
      locale: data.locale,
      subject: t("mail.guestOrders.subject", values),
      before: [greeting(t, data.firstName), t("mail.guestOrders.intro", values)],
      link: { label: t("mail.guestOrders.button"), url: data.attachUrl },
      after: [t("mail.guestOrders.ignore")],
    },
    theme,
  );
}
