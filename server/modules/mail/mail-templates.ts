import type { OrderMailData } from "./order-data.ts";
import { renderOrderConfirmationMail, type RenderedMail } from "./order-confirmation-mail.ts";
import { renderNewsletterConfirmationMail, type NewsletterConfirmationData } from "./newsletter-confirmation-mail.ts";
import { renderPasswordResetMail, type PasswordResetData } from "./password-reset-mail.ts";
import {
  renderEmailChangeConfirmMail,
  renderEmailChangedNoticeMail,
  type EmailChangeConfirmData,
  type EmailChangedNoticeData,
} from "./email-change-mail.ts";
import { DEFAULT_MAIL_THEME, type MailTheme } from "./mail-layout.ts";
import { renderGuestOrdersLinkMail, type GuestOrdersLinkData } from "./guest-orders-mail.ts";
import { renderOrderShippedMail, type OrderShippedData } from "./order-shipped-mail.ts";
import {
  renderOrderCanceledMail,
  renderOrderRefundedMail,
  type OrderCanceledData,
  type OrderRefundedData,
} from "./order-canceled-mail.ts";
import { renderWithdrawalReceivedMail, type WithdrawalReceivedData } from "./withdrawal-mail.ts";
import {
  renderReturnReceivedMail,
  renderReturnRefundedMail,
  renderReturnRequestedMail,
  type ReturnMailData,
} from "./return-mail.ts";
import { renderOfferSentMail, type OfferSentData } from "./offer-mail.ts";
import { renderContactCopyMail, renderContactMessageMail, type ContactMessageData } from "./contact-mail.ts";

/** Every mail the shop sends, by template name, with the data it is rendered from. */
export type MailTemplateData = {
  orderConfirmation: OrderMailData;
  newsletterConfirmation: NewsletterConfirmationData;
  passwordReset: PasswordResetData;
  emailChangeConfirm: EmailChangeConfirmData;
  emailChangedNotice: EmailChangedNoticeData;
  guestOrdersLink: GuestOrdersLinkData;
  orderShipped: OrderShippedData;
  orderCanceled: OrderCanceledData;
  orderRefunded: OrderRefundedData;
  withdrawalReceived: WithdrawalReceivedData;
  returnRequested: ReturnMailData;
  returnReceived: ReturnMailData;
  returnRefunded: ReturnMailData;
  offerSent: OfferSentData;
  contactMessage: ContactMessageData;
  contactCopy: ContactMessageData;
};
export type MailTemplateName = keyof MailTemplateData;

/** Every template's name, for the outbox viewer's previews. */
export function mailTemplateNames(): MailTemplateName[] {
  return Object.keys(RENDERERS) as MailTemplateName[];
}

const RENDERERS: {
  [T in MailTemplateName]: (data: MailTemplateData[T], theme: MailTheme) => Promise<RenderedMail>;
} = {
  orderConfirmation: renderOrderConfirmationMail,
  newsletterConfirmation: renderNewsletterConfirmationMail,
  passwordReset: renderPasswordResetMail,
  emailChangeConfirm: renderEmailChangeConfirmMail,
  emailChangedNotice: renderEmailChangedNoticeMail,
  guestOrdersLink: renderGuestOrdersLinkMail,
  orderShipped: renderOrderShippedMail,
  orderCanceled: renderOrderCanceledMail,
  orderRefunded: renderOrderRefundedMail,
  withdrawalReceived: renderWithdrawalReceivedMail,
  returnRequested: renderReturnRequestedMail,
  returnReceived: renderReturnReceivedMail,
  returnRefunded: renderReturnRefundedMail,
  offerSent: renderOfferSentMail,
  contactMessage: renderContactMessageMail,
  contactCopy: renderContactCopyMail,
};

export class UnknownMailTemplateError extends Error {}

/**
 * Renders a stored outbox row. The data was written by our own enqueueMail with the
 * template's type, so it is trusted to have that shape; an unknown template (a row from a
 * newer release, say) is an error the worker records on the row.
 */
export async function renderMail(
  template: string,
  data: unknown,
  theme: MailTheme = DEFAULT_MAIL_THEME,
): Promise<RenderedMail> {
  if (!Object.hasOwn(RENDERERS, template)) throw new UnknownMailTemplateError(`unknown mail template ${template}`);
  // The union of renderers only accepts the intersection of their data; the row's template names the one that fits.
  const render = RENDERERS[template as MailTemplateName] as (data: unknown, theme: MailTheme) => Promise<RenderedMail>;
  return render(data, theme);
}
