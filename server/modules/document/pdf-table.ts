import type PDFDocument from "pdfkit";
import { winAnsiText } from "./pdf-text.ts";

type Doc = InstanceType<typeof PDFDocument>;

export type Column = { header: string; width: number; align: "left" | "right" };
/** A cell: its main text and, for the item column, smaller lines below (order properties). */
export type Cell = { text: string; details?: string[] };

const FONT_SIZE = 9;
const DETAIL_SIZE = 7.5;
const PADDING = 4;

/** The lowest y content may reach on a page; the footer lives below it. */
export function contentBottom(doc: Doc, footerHeight: number): number {
  return doc.page.height - doc.page.margins.bottom - footerHeight;
}

function cellHeight(doc: Doc, cell: Cell, width: number): number {
  doc.font("Helvetica").fontSize(FONT_SIZE);
  let height = doc.heightOfString(winAnsiText(cell.text), { width });
  if (cell.details && cell.details.length > 0) {
    doc.fontSize(DETAIL_SIZE);
    height += doc.heightOfString(winAnsiText(cell.details.join("\n")), { width });
  }
  return height;
}

function drawHeader(doc: Doc, columns: Column[], x0: number, y: number): number {
  doc.font("Helvetica-Bold").fontSize(FONT_SIZE);
  let x = x0;
  for (const column of columns) {
    doc.text(winAnsiText(column.header), x + PADDING, y + PADDING, {
      width: column.width - 2 * PADDING,
      align: column.align,
      lineBreak: false,
    });
    x += column.width;
  }
  const bottom = y + FONT_SIZE + 2 * PADDING + 2;
  doc.moveTo(x0, bottom).lineTo(x, bottom).lineWidth(0.8).strokeColor("#333333").stroke();
  return bottom;
}

/**
 * Draws a table from doc.y on, starting a new page (with the header again) whenever the
 * next row would run into the footer. Rows never split across pages. Answers the y below it.
 */
export function drawTable(doc: Doc, columns: Column[], rows: Cell[][], footerHeight: number): number {
  const x0 = doc.page.margins.left;
  let y = drawHeader(doc, columns, x0, doc.y);
  for (const row of rows) {
    const height =
      Math.max(...row.map((cell, index) => cellHeight(doc, cell, (columns[index]?.width ?? 0) - 2 * PADDING))) +
      2 * PADDING;
    if (y + height > contentBottom(doc, footerHeight)) {
      doc.addPage();
      y = drawHeader(doc, columns, x0, doc.page.margins.top);
    }
    let x = x0;
    row.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      const width = column.width - 2 * PADDING;
      doc.font("Helvetica").fontSize(FONT_SIZE).fillColor("#000000");
      doc.text(winAnsiText(cell.text), x + PADDING, y + PADDING, { width, align: column.align });
      if (cell.details && cell.details.length > 0) {
        doc
          .fontSize(DETAIL_SIZE)
          .fillColor("#444444")
          .text(winAnsiText(cell.details.join("\n")), x + PADDING, doc.y, { width, align: column.align });
      }
      x += column.width;
    });
    y += height;
    doc.moveTo(x0, y).lineTo(x, y).lineWidth(0.3).strokeColor("#bbbbbb").stroke();
  }
  doc.fillColor("#000000");
  doc.y = y + PADDING;
  return doc.y;
}
