import type { Locale } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { greeting } from "./email-change-mail.ts";
import { renderLinkMail } from "./link-mail.ts";
import { DEFAULT_MAIL_THEME, type MailTheme } from "./mail-layout.ts";
import type { RenderedMail } from "./order-confirmation-mail.ts";

/** To the order's contact address when a parcel of it leaves (docs/back-office.md "Ship"). */
export type OrderShippedData = {
  locale: Locale;
  firstName: string;
  orderNumber: string;
  parcelServiceName: string;
  trackingNumber: string;
  /** The carrier's tracking page (https); null when the carrier has none. */
  trackingUrl: string | null;
  /** The order's page (the confirmation link with its access key). */
  orderUrl: string;
};

export function renderOrderShippedMail(
  data: OrderShippedData,
  theme: MailTheme = DEFAULT_MAIL_THEME,
): Promise<RenderedMail> {
  const t = translatorFor(data.locale);
  const values = {
    shopName: theme.seller.shopName,
    number: data.orderNumber,
    carrier: data.parcelServiceName,
    trackingNumber: data.trackingNumber,
  };
  const orderLink = { label: t("mail.orderShipped.orderButton"), url: data.orderUrl };
  return renderLinkMail(
    {
      locale: data.locale,
      subject: t("mail.orderShipped.subject", values),
      before: [
        greeting(t, data.firstName),
        t("mail.orderShipped.intro", values),
        t("mail.orderShipped.parcel", values),
      ],
      link: data.trackingUrl ? { label: t("mail.orderShipped.trackButton"), url: data.trackingUrl } : orderLink,
      after: [t("mail.orderShipped.outro", values)],
      ...(data.trackingUrl ? { footerLink: orderLink } : {}),
    },
    theme,
  );
}
