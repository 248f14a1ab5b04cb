import PDFDocument from "pdfkit";
import { winAnsiText } from "./pdf-text.ts";

type Doc = InstanceType<typeof PDFDocument>;

/** The page margin of every document the shop makes. */
export const PDF_MARGIN = 50;

/**
 * An A4 document of the shop (pages buffered, so footers can be drawn at the end) and the
 * promise of its bytes, settled when `doc.end()` is called. `compress: false` keeps the text
 * readable in the bytes (tests).
 */
export function a4Document(options: {
  locale: string;
  title: string;
  author: string;
  creationDate?: Date;
  compress?: boolean | undefined;
}): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: "A4",
    margin: PDF_MARGIN,
    bufferPages: true,
    compress: options.compress ?? true,
    lang: options.locale,
    displayTitle: true,
    info: {
      Title: winAnsiText(options.title),
      Author: winAnsiText(options.author),
      ...(options.creationDate ? { CreationDate: options.creationDate } : {}),
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

/**
 * The seller's line and "page x of y" on every page, drawn at the end when the page count is
 * known: the line centred `fromBottom` points above the page's bottom edge, the page number
 * right-aligned below it however many lines a long line takes.
 */
export function drawPageFooters(
  doc: Doc,
  footer: { legal: string; pageLabel: (page: number, pages: number) => string; fromBottom: number },
): void {
  const range = doc.bufferedPageRange();
  const width = doc.page.width - 2 * PDF_MARGIN;
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing below the bottom margin would make pdfkit open a new page; lift the margin meanwhile.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font("Helvetica").fontSize(7).fillColor("#444444");
    doc.text(winAnsiText(footer.legal), PDF_MARGIN, doc.page.height - footer.fromBottom, { width, align: "center" });
    doc.text(winAnsiText(footer.pageLabel(index + 1, range.count)), PDF_MARGIN, doc.y + 2, { width, align: "right" });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.fillColor("#000000");
}
