import type { Locale } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { greeting } from "./email-change-mail.ts";
import { renderLinkMail } from "./link-mail.ts";
import { DEFAULT_MAIL_THEME, type MailTheme } from "./mail-layout.ts";
import type { RenderedMail } from "./order-confirmation-mail.ts";

/**
 * To the order's contact address at each step of a return (docs/after-sales.md "Returns"):
 * requested (with the return note on the order's page), received, refunded.
 */
export type ReturnMailData = {
  locale: Locale;
  firstName: string;
  orderNumber: string;
  returnNumber: string;
  /** "2 × Leinenkissen Salbei" per returned line. */
  items: string[];
  /** The credited amount, formatted (returnRefunded only). */
  amount?: string;
  /** What of it the payments paid back (returnRefunded only); the rest lowered what the order owes. */
  refunded?: string;
  /** How much of the credit went back by the payments: all (the usual), part, or none (unpaid order). */
  paidBack?: "all" | "part" | "none";
  /** The order's page with its documents (the confirmation link with its access key). */
  orderUrl: string;
};

type Step = "requested" | "received" | "refunded";

function renderReturnMail(step: Step, data: ReturnMailData, theme: MailTheme): Promise<RenderedMail> {
  const t = translatorFor(data.locale);
  const values = {
    shopName: theme.seller.shopName,
    number: data.returnNumber,
    orderNumber: data.orderNumber,
    amount: data.amount ?? "",
    refunded: data.refunded ?? "",
  };
  const paidBack = step === "refunded" ? (data.paidBack ?? "all") : "all";
  return renderLinkMail(
    {
      locale: data.locale,
      subject: t(`mail.return.${step}.subject`, values),
      before: [
        greeting(t, data.firstName),
        paidBack === "part"
          ? t("mail.return.refunded.introPartly", values)
          : paidBack === "none"
            ? t("mail.return.refunded.introCredited", values)
            : t(`mail.return.${step}.intro`, values),
        ...data.items,
      ],
      link: { label: t(`mail.return.${step}.button`), url: data.orderUrl },
      after: [t("mail.return.outro")],
    },
    theme,
  );
}

export const renderReturnRequestedMail = (data: ReturnMailData, theme: MailTheme = DEFAULT_MAIL_THEME) =>
  renderReturnMail("requested", data, theme);
export const renderReturnReceivedMail = (data: ReturnMailData, theme: MailTheme = DEFAULT_MAIL_THEME) =>
  renderReturnMail("received", data, theme);
export const renderReturnRefundedMail = (data: ReturnMailData, theme: MailTheme = DEFAULT_MAIL_THEME) =>
  renderReturnMail("refunded", data, theme);
