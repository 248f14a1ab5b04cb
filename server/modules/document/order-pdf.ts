import type PDFDocument from "pdfkit";
import { translatorFor, type Translator } from "#common/i18n/translator.ts";
import { orderFormat, type OrderFormat, addressLines, type OrderMailData } from "../mail/index.ts";
import { DEMO_SELLER, sellerLegalLine, type Seller } from "../mail/index.ts";
import { a4Document, drawPageFooters, PDF_MARGIN } from "./pdf-page.ts";
import { contentBottom, drawTable, type Column } from "./pdf-table.ts";
import { winAnsiText } from "./pdf-text.ts";

type Doc = InstanceType<typeof PDFDocument>;

/**
 * A return's part of its documents (docs/after-sales.md "Returns"): the return note lists what
 * goes back; a credit note lists it with the amounts paid back (the data's `items`, `totals` and
 * `vats` are then the credit's, not the order's).
 */
export type ReturnDocumentPart = {
  returnId: number;
  returnNumber: string;
  /** The reason's name in the order's language. */
  reason: string;
  comment: string;
  /** What of a credit note's amount the payments pay back; the rest lowers what the order owes. */
  paidBackCents?: number;
};

/** What a document shows: the order as the mail has it, and the seller printed on it. */
export type OrderDocumentData = OrderMailData & { seller?: Seller; return?: ReturnDocumentPart };

/** The document types rendered so far (document.table.ts has the full list). */
export type RenderedDocumentType =
  "orderConfirmation" | "invoice" | "deliveryNote" | "returnNote" | "creditNote" | "reversalDocument";
/** `corrects`: the invoice number a credit note or reversal document corrects, when there is one. */
export type DocumentMeta = { type: RenderedDocumentType; number: string; date: Date; corrects?: string };

const MARGIN = PDF_MARGIN;
const FOOTER_HEIGHT = 40;

/** An A4 PDF of the order. `compress: false` keeps the text readable in the bytes (tests). */
export function renderOrderPdf(
  data: OrderDocumentData,
  meta: DocumentMeta,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const t = translatorFor(data.locale);
  const f = orderFormat(data.locale, data.currency, data.timeZone);
  const seller = data.seller ?? DEMO_SELLER;
  const title = `${t(`documents.types.${meta.type}`)} ${meta.number}`;
  const { doc, done } = a4Document({
    locale: data.locale,
    title,
    author: seller.name,
    creationDate: meta.date,
    compress: options.compress,
  });
  const text = (value: string) => winAnsiText(value);

  drawLetterHead(doc, data, meta, seller, t, f);
  doc.font("Helvetica-Bold").fontSize(15).text(text(title), MARGIN, 300);
  doc.moveDown(0.8);
  if (meta.type === "returnNote") drawReturnNote(doc, data, t);
  else if (meta.type === "deliveryNote") drawDeliveryNote(doc, data, t);
  else drawPricedBody(doc, data, meta, t, f);
  drawPageFooters(doc, {
    legal: `${sellerLegalLine(seller, t)} · ${seller.email}`,
    pageLabel: (page, pages) => t("documents.pdf.page", { page, pages }),
    fromBottom: MARGIN + FOOTER_HEIGHT - 12,
  });
  doc.end();
  return done;
}

/**
 * A reversal document cancels its invoice: the same lines and totals, as negative amounts
 * (German practice for a 'Stornorechnung').
 */
function signedFormat(f: OrderFormat, meta: DocumentMeta): OrderFormat {
  if (meta.type !== "reversalDocument") return f;
  return { ...f, money: (cents: number) => f.money(cents === 0 ? 0 : -cents) };
}

/** The lines with prices, the totals and the payment: order confirmation, invoice, credit note, reversal. */
function drawPricedBody(doc: Doc, data: OrderDocumentData, meta: DocumentMeta, t: Translator, plain: OrderFormat) {
  const f = signedFormat(plain, meta);
  const columns: Column[] = [
    { header: t("documents.pdf.position"), width: 30, align: "left" },
    { header: t("documents.pdf.item"), width: 215, align: "left" },
    { header: t("documents.pdf.quantity"), width: 40, align: "right" },
    { header: t("documents.pdf.unitPrice"), width: 75, align: "right" },
    { header: t("documents.pdf.vatRate"), width: 50, align: "right" },
    { header: t("documents.pdf.total"), width: 85, align: "right" },
  ];
  const rows = data.items.map((item, index) => [
    { text: String(index + 1) },
    { text: item.name, ...(item.details && { details: item.details }) },
    { text: String(item.quantity) },
    { text: f.money(item.unitGrossCents) },
    { text: f.percent(item.vatRatePercent) },
    { text: f.money(item.totalGrossCents) },
  ]);
  drawTable(doc, columns, rows, FOOTER_HEIGHT);
  drawTotals(doc, data, meta, t, f);
  drawPayment(doc, data, meta, t, f);
}

/** The lines without prices: position, item (with its details), quantity. */
function drawQuantities(doc: Doc, data: OrderDocumentData, t: Translator) {
  const columns: Column[] = [
    { header: t("documents.pdf.position"), width: 30, align: "left" },
    { header: t("documents.pdf.item"), width: 395, align: "left" },
    { header: t("documents.pdf.quantity"), width: 70, align: "right" },
  ];
  const rows = data.items.map((item, index) => [
    { text: String(index + 1) },
    { text: item.name, ...(item.details && { details: item.details }) },
    { text: String(item.quantity) },
  ]);
  drawTable(doc, columns, rows, FOOTER_HEIGHT);
}

/** What the parcel holds (no prices: the recipient may not be the buyer), for checking it. */
function drawDeliveryNote(doc: Doc, data: OrderDocumentData, t: Translator) {
  drawQuantities(doc, data, t);
  doc.moveDown(0.5);
  writeParagraphs(doc, [t("documents.pdf.deliveryNoteText")]);
}

/** What goes back (no prices), why, and how: the shopper puts the note into the parcel. */
function drawReturnNote(doc: Doc, data: OrderDocumentData, t: Translator) {
  drawQuantities(doc, data, t);
  const paragraphs = [t("documents.pdf.returnReason", { reason: data.return?.reason ?? "" })];
  if (data.return?.comment) paragraphs.push(t("documents.pdf.returnComment", { comment: data.return.comment }));
  paragraphs.push(t("documents.pdf.returnInstructions"));
  doc.moveDown(0.5);
  writeParagraphs(doc, paragraphs);
}

function writeParagraphs(doc: Doc, paragraphs: string[]) {
  doc.font("Helvetica").fontSize(9);
  for (const paragraph of paragraphs) {
    const text = winAnsiText(paragraph);
    ensureSpace(doc, doc.heightOfString(text, { width: 495 }) + 6);
    doc.text(text, MARGIN, doc.y, { width: 495 });
    doc.moveDown(0.5);
  }
}

function drawLetterHead(
  doc: Doc,
  data: OrderDocumentData,
  meta: DocumentMeta,
  seller: Seller,
  t: Translator,
  f: OrderFormat,
) {
  const text = (value: string) => winAnsiText(value);
  doc.font("Helvetica-Bold").fontSize(18).text(text(seller.shopName), MARGIN, MARGIN);
  doc.font("Helvetica").fontSize(7).fillColor("#444444");
  doc.text(text(`${seller.name} · ${seller.street} · ${seller.zipCode} ${seller.city}`), MARGIN, 130);
  doc.fillColor("#000000").fontSize(10);
  const postNumber = (number: string) => t("mail.postNumber", { number });
  // A return note goes from the shopper (the delivery address) back to the shop.
  const [left, right] =
    meta.type === "returnNote"
      ? [
          [t("documents.pdf.sender"), addressLines(data.addresses.delivery, postNumber)],
          [t("documents.pdf.returnAddress"), returnAddressLines(seller)],
        ]
      : meta.type === "deliveryNote"
        ? // A delivery note goes with the parcel: to the delivery address first.
          [
            [t("documents.pdf.deliveryAddress"), addressLines(data.addresses.delivery, postNumber)],
            [t("documents.pdf.billingAddress"), addressLines(data.addresses.billing, postNumber)],
          ]
        : [
            [t("documents.pdf.billingAddress"), addressLines(data.addresses.billing, postNumber)],
            [t("documents.pdf.deliveryAddress"), addressLines(data.addresses.delivery, postNumber)],
          ];
  doc.font("Helvetica-Bold").text(text(left[0] as string), MARGIN, 145);
  doc.font("Helvetica").text(text((left[1] as string[]).join("\n")), { width: 230 });
  doc.font("Helvetica-Bold").text(text(right[0] as string), 320, 145);
  doc.font("Helvetica").text(text((right[1] as string[]).join("\n")), 320, doc.y, { width: 225 });

  const numberLabel =
    meta.type === "invoice" || meta.type === "reversalDocument"
      ? "documents.pdf.invoiceNumber"
      : meta.type === "creditNote"
        ? "documents.pdf.creditNoteNumber"
        : "documents.pdf.documentNumber";
  const facts: [string, string][] = [
    [t(numberLabel), meta.number],
    [t("documents.pdf.orderNumber"), data.number],
  ];
  if (meta.corrects) facts.push([t("documents.pdf.correctedInvoice"), meta.corrects]);
  facts.push([t("documents.pdf.date"), f.date(meta.date.toISOString())]);
  if (seller.vatId) facts.push([t("documents.pdf.vatId"), seller.vatId]);
  const customerVatId = data.addresses.billing.vatNumber;
  if (customerVatId) facts.push([t("documents.pdf.customerVatId"), customerVatId]);
  let y = MARGIN;
  doc.fontSize(9);
  for (const [label, value] of facts) {
    doc.font("Helvetica").text(text(label), 320, y, { width: 110, lineBreak: false });
    doc.font("Helvetica-Bold").text(text(value), 430, y, { width: 115, align: "right", lineBreak: false });
    y += 13;
  }
}

/** Where returned goods go (the shop's return address setting). */
function returnAddressLines(seller: Seller): string[] {
  const to = seller.returnAddress;
  return [to.name, to.street, `${to.zipCode} ${to.city}`, to.country];
}

function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > contentBottom(doc, FOOTER_HEIGHT)) doc.addPage();
}

function drawTotals(doc: Doc, data: OrderDocumentData, meta: DocumentMeta, t: Translator, f: OrderFormat) {
  const lines: [string, string, boolean][] = [
    [t("documents.pdf.itemSum"), f.money(data.totals.itemSumGrossCents), false],
  ];
  if (data.totals.couponDiscountCents > 0) {
    // Without a code the reduction is an offer's discount ('Rabatt'), not a voucher.
    const label = data.totals.couponCode
      ? `${t("documents.pdf.coupon")} ${data.totals.couponCode}`
      : t("documents.pdf.discount");
    lines.push([label, f.money(-data.totals.couponDiscountCents), false]);
  }
  const deduction = data.totals.deductionCents ?? 0;
  if (deduction > 0) lines.push([t("documents.pdf.deduction"), f.money(-deduction), false]);
  // A credit note pays shipping back only when it does.
  if (meta.type !== "creditNote" || data.totals.shippingGrossCents > 0) {
    lines.push([
      `${t("documents.pdf.shipping")} (${data.shipping.name})`,
      f.money(data.totals.shippingGrossCents),
      false,
    ]);
  }
  lines.push([t("documents.pdf.netTotal"), f.money(data.totals.totalNetCents), false]);
  for (const vat of data.vats) {
    lines.push([t("documents.pdf.vatAmount", { rate: f.percent(vat.ratePercent) }), f.money(vat.vatCents), false]);
  }
  const grandTotal = meta.type === "creditNote" ? "documents.pdf.creditTotal" : "documents.pdf.grandTotal";
  lines.push([t(grandTotal), f.money(data.totals.totalGrossCents), true]);
  ensureSpace(doc, lines.length * 14 + 10);
  let y = doc.y + 6;
  for (const [label, value, strong] of lines) {
    doc.font(strong ? "Helvetica-Bold" : "Helvetica").fontSize(strong ? 10.5 : 9);
    doc.text(winAnsiText(label), 300, y, { width: 160, lineBreak: false });
    doc.text(winAnsiText(value), 460, y, { width: 85, align: "right", lineBreak: false });
    y += 14;
  }
  doc.x = MARGIN;
  doc.y = y + 10;
}

function drawPayment(doc: Doc, data: OrderDocumentData, meta: DocumentMeta, t: Translator, f: OrderFormat) {
  if (meta.type === "reversalDocument") {
    const paragraphs = [t("documents.pdf.reversalText")];
    if (data.payment.paid) paragraphs.push(t("documents.pdf.reversalPaidBack", { name: data.payment.name }));
    writeParagraphs(doc, paragraphs);
    return;
  }
  if (meta.type === "creditNote") {
    const total = data.totals.totalGrossCents;
    const paidBack = Math.min(data.return?.paidBackCents ?? total, total);
    const values = { amount: f.money(total), paidBack: f.money(paidBack), name: data.payment.name };
    const text =
      paidBack >= total
        ? t("documents.pdf.creditPaidBack", values)
        : paidBack > 0
          ? t("documents.pdf.creditPartlyPaidBack", values)
          : t("documents.pdf.creditOwedLess", values);
    writeParagraphs(doc, [text, t("documents.pdf.thanks")]);
    return;
  }
  const paragraphs = [t("documents.pdf.paymentMethod", { name: data.payment.name })];
  if (meta.type === "invoice") {
    paragraphs.push(data.payment.paid ? t("documents.pdf.paymentTermsPaid") : t("documents.pdf.paymentTermsDue"));
  }
  const bank = data.payment.bankDetails;
  if (bank && !data.payment.paid) {
    paragraphs.push(
      [
        t("mail.orderConfirmation.bankDetailsIntro"),
        `${t("mail.orderConfirmation.accountOwner")}: ${bank.accountOwner}`,
        `${t("mail.orderConfirmation.bankName")}: ${bank.bankName}`,
        `${t("mail.orderConfirmation.iban")}: ${bank.iban} · ${t("mail.orderConfirmation.bic")}: ${bank.bic}`,
        `${t("mail.orderConfirmation.paymentReference")}: ${bank.reference}`,
      ].join("\n"),
    );
  }
  if (data.reverseCharge) paragraphs.push(t("documents.pdf.reverseCharge"));
  if (meta.type === "invoice") paragraphs.push(t("documents.pdf.deliveryDate"));
  paragraphs.push(t("documents.pdf.thanks"));
  writeParagraphs(doc, paragraphs);
}
