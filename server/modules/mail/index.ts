/** Mails: the outbox, templates, the transport and its worker. Public entry: other floors and modules import only this file. */
export { escapeHtml, orderFormat, type OrderFormat } from "./format.ts";
export { DEFAULT_MAIL_THEME, sellerLegalLine, type MailTheme } from "./mail-layout.ts";
export { MAIL_SAMPLES } from "./mail-samples.ts";
export { mailTemplateNames, renderMail, type MailTemplateName } from "./mail-templates.ts";
export { createMailTransport, outboxDir, outboxFile, type MailAttachment } from "./mail-transport.ts";
export { purgeMails, startMailWorker } from "./mail-worker.ts";
export { addressLines, type LegalText, type OrderAddress, type OrderLine, type OrderMailData } from "./order-data.ts";
export { enqueueMail, findOutboxMail, isMailEnqueued, listOutbox, type OutboxRow } from "./outbox.ts";
export { DEMO_SELLER, sellerOf, type Seller } from "./seller.ts";
