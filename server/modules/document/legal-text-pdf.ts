import { convert } from "html-to-text";
import PDFDocument from "pdfkit";
import type { LegalText } from "../mail/index.ts";
import { winAnsiText } from "./pdf-text.ts";

const MARGIN = 50;
const FOOTER_HEIGHT = 30;

/**
 * Rich text as the PDF's plain lines: paragraphs apart, list items with a bullet or number,
 * headings as their own lines (drawn bold by the caller's section title only), a link's
 * address after its text when it differs, relative links made absolute.
 */
function plainText(html: string, baseUrl: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: "h2", options: { uppercase: false } },
      { selector: "h3", options: { uppercase: false } },
      { selector: "h4", options: { uppercase: false } },
      { selector: "a", options: { baseUrl, hideLinkHrefIfSameAsText: true, linkBrackets: ["(", ")"] } },
      { selector: "ul", options: { itemPrefix: " • " } },
    ],
  });
}

/**
 * An info page's text as a PDF (the terms, the cancellation policy with the model withdrawal
 * form): the shop's name, the title, each section with its heading, and on every page the
 * seller's line and the page number. Attached to the order confirmation, it is the text the
 * shopper agreed to on a durable medium (docs/shop-settings.md).
 */
export function renderLegalTextPdf(
  text: LegalText,
  options: {
    locale: string;
    shopName: string;
    footer: string;
    pageLabel: (page: number, pages: number) => string;
    baseUrl: string;
    /** Tests read the text of an uncompressed PDF. */
    compress?: boolean;
  },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    compress: options.compress ?? true,
    lang: options.locale,
    displayTitle: true,
    info: { Title: winAnsiText(text.title), Author: winAnsiText(options.shopName) },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  // Text never runs into the footer: pdfkit breaks the page at the bottom margin.
  doc.page.margins.bottom = MARGIN + FOOTER_HEIGHT;
  doc.on("pageAdded", () => {
    doc.page.margins.bottom = MARGIN + FOOTER_HEIGHT;
  });
  doc.font("Helvetica").fontSize(10).fillColor("#444444").text(winAnsiText(options.shopName), { width });
  doc.moveDown(0.5);
  doc.font("Helvetica-Bold").fontSize(18).fillColor("#000000").text(winAnsiText(text.title), { width });
  for (const section of text.sections) {
    doc.moveDown(1);
    if (section.title) doc.font("Helvetica-Bold").fontSize(13).text(winAnsiText(section.title), { width });
    doc.moveDown(0.3);
    doc
      .font("Helvetica")
      .fontSize(10)
      .text(winAnsiText(plainText(section.html, options.baseUrl)), { width, lineGap: 2, paragraphGap: 0 });
  }
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Writing below the bottom margin would make pdfkit open a new page; lift the margin meanwhile.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - FOOTER_HEIGHT + 8;
    doc.font("Helvetica").fontSize(7).fillColor("#444444");
    doc.text(winAnsiText(options.footer), MARGIN, y, { width, align: "center" });
    doc.text(winAnsiText(options.pageLabel(index + 1, range.count)), MARGIN, doc.y + 2, { width, align: "right" });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
