import PDFDocument from "pdfkit";
import { translatorFor, type Translator } from "#common/i18n/translator.ts";
import { orderFormat, type OrderFormat, addressLines, type OrderMailData } from "../mail/index.ts";
import { SELLER } from "../mail/index.ts";
import { contentBottom, drawTable, type Column } from "./pdf-table.ts";
import { winAnsiText } from "./pdf-text.ts";

type Doc = InstanceType<typeof PDFDocument>;

export type Seller = {
  name: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  vatId: string;
  managingDirector: string;
  register: string;
  email: string;
  phone: string;
};

/** What a document shows: the order as the mail has it, and the seller printed on it. */
export type OrderDocumentData = OrderMailData & { seller?: Seller };

/** The document types rendered so far (document.table.ts has the full list). */
export type RenderedDocumentType = "orderConfirmation" | "invoice";
export type DocumentMeta = { type: RenderedDocumentType; number: string; date: Date };

const MARGIN = 50;
const FOOTER_HEIGHT = 40;

/** An A4 PDF of the order. `compress: false` keeps the text readable in the bytes (tests). */
export function renderOrderPdf(
  data: OrderDocumentData,
  meta: DocumentMeta,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const t = translatorFor(data.locale);
  const f = orderFormat(data.locale, data.currency, data.timeZone);
  const seller = data.seller ?? SELLER;
  const title = `${t(`documents.types.${meta.type}`)} ${meta.number}`;
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    compress: options.compress ?? true,
    lang: data.locale,
    displayTitle: true,
    info: { Title: winAnsiText(title), Author: winAnsiText(seller.name), CreationDate: meta.date },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const text = (value: string) => winAnsiText(value);

  drawLetterHead(doc, data, meta, seller, t, f);
  doc.font("Helvetica-Bold").fontSize(15).text(text(title), MARGIN, 300);
  doc.moveDown(0.8);
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
  drawTotals(doc, data, t, f);
  drawPayment(doc, data, meta, t);
  drawFooters(doc, seller, t);
  doc.end();
  return done;
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
  doc.font("Helvetica-Bold").fontSize(18).text(text(SELLER.shopName), MARGIN, MARGIN);
  doc.font("Helvetica").fontSize(7).fillColor("#444444");
  doc.text(text(`${seller.name} · ${seller.street} · ${seller.zipCode} ${seller.city}`), MARGIN, 130);
  doc.fillColor("#000000").fontSize(10);
  const postNumber = (number: string) => t("mail.postNumber", { number });
  doc.font("Helvetica-Bold").text(text(t("documents.pdf.billingAddress")), MARGIN, 145);
  doc.font("Helvetica").text(text(addressLines(data.addresses.billing, postNumber).join("\n")), { width: 230 });
  doc.font("Helvetica-Bold").text(text(t("documents.pdf.deliveryAddress")), 320, 145);
  doc
    .font("Helvetica")
    .text(text(addressLines(data.addresses.delivery, postNumber).join("\n")), 320, doc.y, { width: 225 });

  const facts: [string, string][] = [
    [meta.type === "invoice" ? t("documents.pdf.invoiceNumber") : t("documents.pdf.documentNumber"), meta.number],
    [t("documents.pdf.orderNumber"), data.number],
    [t("documents.pdf.date"), f.date(meta.date.toISOString())],
    [t("documents.pdf.vatId"), seller.vatId],
  ];
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

function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > contentBottom(doc, FOOTER_HEIGHT)) doc.addPage();
}

function drawTotals(doc: Doc, data: OrderDocumentData, t: Translator, f: OrderFormat) {
  const lines: [string, string, boolean][] = [
    [t("documents.pdf.itemSum"), f.money(data.totals.itemSumGrossCents), false],
  ];
  if (data.totals.couponDiscountCents > 0) {
    const label = [t("documents.pdf.coupon"), data.totals.couponCode].filter(Boolean).join(" ");
    lines.push([label, f.money(-data.totals.couponDiscountCents), false]);
  }
  lines.push([
    `${t("documents.pdf.shipping")} (${data.shipping.name})`,
    f.money(data.totals.shippingGrossCents),
    false,
  ]);
  lines.push([t("documents.pdf.netTotal"), f.money(data.totals.totalNetCents), false]);
  for (const vat of data.vats) {
    lines.push([t("documents.pdf.vatAmount", { rate: f.percent(vat.ratePercent) }), f.money(vat.vatCents), false]);
  }
  lines.push([t("documents.pdf.grandTotal"), f.money(data.totals.totalGrossCents), true]);
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

function drawPayment(doc: Doc, data: OrderDocumentData, meta: DocumentMeta, t: Translator) {
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
  doc.font("Helvetica").fontSize(9);
  for (const paragraph of paragraphs) {
    const text = winAnsiText(paragraph);
    ensureSpace(doc, doc.heightOfString(text, { width: 495 }) + 6);
    doc.text(text, MARGIN, doc.y, { width: 495 });
    doc.moveDown(0.5);
  }
}

/** Seller's legal line and "page x of y" on every page, drawn at the end when the page count is known. */
function drawFooters(doc: Doc, seller: Seller, t: Translator) {
  const range = doc.bufferedPageRange();
  const legal = winAnsiText(
    [
      seller.name,
      `${seller.street}, ${seller.zipCode} ${seller.city}`,
      seller.register,
      seller.managingDirector,
      seller.email,
    ].join(" · "),
  );
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing below the bottom margin would make pdfkit open a new page; lift the margin meanwhile.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - bottomMargin - FOOTER_HEIGHT + 12;
    doc.font("Helvetica").fontSize(7).fillColor("#444444");
    doc.text(legal, MARGIN, y, { width: 495, align: "center" });
    // Below the legal line however many lines a long seller address makes it.
    doc.text(winAnsiText(t("documents.pdf.page", { page: index + 1, pages: range.count })), MARGIN, doc.y + 2, {
      width: 495,
      align: "right",
    });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.fillColor("#000000");
}
