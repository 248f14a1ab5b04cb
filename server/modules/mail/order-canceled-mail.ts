import type { Locale } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { greeting } from "./email-change-mail.ts";
import { renderLinkMail } from "./link-mail.ts";
import { DEFAULT_MAIL_THEME, type MailTheme } from "./mail-layout.ts";
import type { RenderedMail } from "./order-confirmation-mail.ts";

/** To the order's contact address when an operator cancels the order (docs/back-office.md "Cancel"). */
export type OrderCanceledData = {
  locale: Locale;
  firstName: string;
  orderNumber: string;
  /** The order's page (the confirmation link with its access key). */
  orderUrl: string;
};

export function renderOrderCanceledMail(
  data: OrderCanceledData,
  theme: MailTheme = DEFAULT_MAIL_THEME,
): Promise<RenderedMail> {
  const t = translatorFor(data.locale);
  const values = { shopName: theme.seller.shopName, number: data.orderNumber };
  return renderLinkMail(
    {
      locale: data.locale,
      subject: t("mail.orderCanceled.subject", values),
      before: [
        greeting(t, data.firstName),
        t("mail.orderCanceled.intro", values),
        t("mail.orderCanceled.money", values),
      ],
      link: { label: t("mail.orderCanceled.orderButton"), url: data.orderUrl },
      after: [t("mail.orderCanceled.outro", values)],
    },
    theme,
  );
}

/** To the order's contact address when an operator refunds money of it (docs/back-office.md "Refund"). */
export type OrderRefundedData = OrderCanceledData & { amount: string };

export function renderOrderRefundedMail(
  data: OrderRefundedData,
  theme: MailTheme = DEFAULT_MAIL_THEME,
): Promise<RenderedMail> {
  const t = translatorFor(data.locale);
  const values = { shopName: theme.seller.shopName, number: data.orderNumber, amount: data.amount };
  return renderLinkMail(
    {
      locale: data.locale,
      subject: t("mail.orderRefunded.subject", values),
      before: [greeting(t, data.firstName), t("mail.orderRefunded.intro", values)],
      link: { label: t("mail.orderCanceled.orderButton"), url: data.orderUrl },
      after: [t("mail.orderCanceled.outro")],
    },
    theme,
  );
}
