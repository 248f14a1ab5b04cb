import type { Locale } from "#common/constants.ts";
import type { Block } from "#common/blocks/block-schema.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { fillShopPlaceholders } from "#common/legal/shop-placeholders.ts";
import type { ShopIdentity } from "#common/schemas/shop-identity.ts";
import type { InfoPage } from "#common/static-pages.ts";
import type { Database } from "../db/client.ts";
import { loadBlocks } from "../modules/content/index.ts";
import { renderLegalTextPdf } from "../modules/document/index.ts";
import {
  sellerLegalLine,
  type LegalText,
  type MailAttachment,
  type OrderMailData,
  type Seller,
} from "../modules/mail/index.ts";

/** The sections of a page's blocks in order: every block with a text, nested ones too. */
function sectionsOf(blocks: Block[], identity: ShopIdentity): LegalText["sections"] {
  return blocks.flatMap((block): LegalText["sections"] => {
    if (block.type === "structure") return sectionsOf(block.content, identity);
    const text = (block.content as { text?: { title?: string; htmlDescription?: string } }).text;
    if (!text?.title && !text?.htmlDescription) return [];
    return [{ title: text.title ?? "", html: fillShopPlaceholders(text.htmlDescription ?? "", identity) }];
  });
}

async function legalText(db: Database, page: InfoPage, locale: Locale, identity: ShopIdentity): Promise<LegalText> {
  const stored = await loadBlocks(db, { identifier: page, entityType: "info", locale });
  return {
    title: translatorFor(locale)(`staticPages.${page}`),
    version: stored.version,
    sections: sectionsOf(stored.document.blocks, identity),
  };
}

/**
 * The terms and the cancellation policy in the order's language as they stand when the order
 * is placed (read in the placing transaction): the confirmation mail keeps them in its data,
 * so a later change of the texts or a resend never changes what the shopper agreed to.
 */
export async function orderLegalTexts(
  db: Database,
  locale: Locale,
  identity: ShopIdentity,
): Promise<NonNullable<OrderMailData["legalTexts"]>> {
  const [terms, cancellation] = await Promise.all([
    legalText(db, "terms-and-conditions", locale, identity),
    legalText(db, "cancellation-rights", locale, identity),
  ]);
  return { terms, cancellation };
}

/**
 * The order confirmation's attachments (the mail worker's `attachments`): its legal texts as
 * PDFs, in the order's language. Other mails, and confirmations queued before the texts were
 * kept with them, have none.
 */
export async function orderMailAttachments(
  template: string,
  data: unknown,
  context: { seller: () => Promise<Seller>; publicUrl: string },
): Promise<MailAttachment[]> {
  if (template !== "orderConfirmation") return [];
  const order = data as OrderMailData;
  if (!order.legalTexts) return [];
  const seller = await context.seller();
  const t = translatorFor(order.locale);
  const options = {
    locale: order.locale,
    shopName: seller.shopName,
    footer: `${sellerLegalLine(seller, t)} · ${seller.email}`,
    pageLabel: (page: number, pages: number) => t("documents.pdf.page", { page, pages }),
    baseUrl: context.publicUrl,
  };
  const [terms, cancellation] = await Promise.all([
    renderLegalTextPdf(order.legalTexts.terms, options),
    renderLegalTextPdf(order.legalTexts.cancellation, options),
  ]);
  return [
    { filename: t("mail.orderConfirmation.termsFile"), content: terms, contentType: "application/pdf" },
    { filename: t("mail.orderConfirmation.cancellationFile"), content: cancellation, contentType: "application/pdf" },
  ];
}
