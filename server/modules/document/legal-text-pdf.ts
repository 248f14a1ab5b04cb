import { convert } from "html-to-text";
import type { LegalText } from "../mail/index.ts";
import { a4Document, drawPageFooters, PDF_MARGIN } from "./pdf-page.ts";
import { winAnsiText } from "./pdf-text.ts";

const MARGIN = PDF_MARGIN;
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
  const { doc, done } = a4Document({
    locale: options.locale,
    title: text.title,
    author: options.shopName,
    compress: options.compress,
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
  drawPageFooters(doc, { legal: options.footer, pageLabel: options.pageLabel, fromBottom: MARGIN + FOOTER_HEIGHT - 8 });
  doc.end();
  return done;
}
