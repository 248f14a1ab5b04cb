import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { documentJobs } from "./document-job.table.ts";
import { documents } from "./document.table.ts";
import { nextInvoiceNumber, shopYear } from "./invoice-number.ts";
import { renderOrderPdf, type OrderDocumentData, type RenderedDocumentType } from "./order-pdf.ts";

export type DocumentRow = typeof documents.$inferSelect;

/** Where documents are downloaded (GET /documents/{id}, server/http/document-download.ts). */
export const DOCUMENT_PATH = "/documents";

/** The download address of a document; the order's pages link to it. */
export function documentUrl(documentId: number, accessKey?: string): string {
  const query = accessKey ? `?accessKey=${encodeURIComponent(accessKey)}` : "";
  return `${DOCUMENT_PATH}/${documentId}${query}`;
}

export function documentsDir(dataDir: string): string {
  return path.join(dataDir, "documents");
}

/** Thrown inside the transaction when another request created the document first: rolls back its number. */
class DocumentExists extends Error {}

/**
 * Creates the order's documents (default: order confirmation and invoice) unless they
 * exist: idempotent per order and type, also when two requests race (the unique index on
 * (order, type) lets one win; the other's transaction rolls back, with its invoice number).
 * The PDF is written under DATA_DIR/documents before the row commits, so a committed row
 * always has its file.
 */
export async function createOrderDocuments(
  db: Database,
  dataDir: string,
  data: OrderDocumentData,
  types: readonly RenderedDocumentType[] = ["orderConfirmation", "invoice"],
): Promise<DocumentRow[]> {
  const created: DocumentRow[] = [];
  for (const type of types) created.push(await createOrderDocument(db, dataDir, data, type));
  return created;
}

async function findOrderDocument(
  db: Database,
  data: Pick<OrderDocumentData, "orderId" | "return">,
  type: RenderedDocumentType,
) {
  const returnId = data.return?.returnId;
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.orderId, data.orderId),
        eq(documents.type, type),
        returnId === undefined ? isNull(documents.returnId) : eq(documents.returnId, returnId),
      ),
    );
  return row;
}

/** Credit notes and reversal documents correct an invoice: they take numbers from the invoices' gapless sequence. */
const NUMBERED_TYPES: ReadonlySet<RenderedDocumentType> = new Set(["invoice", "creditNote", "reversalDocument"]);

/** The documents that name the invoice they correct. */
const CORRECTING_TYPES: ReadonlySet<RenderedDocumentType> = new Set(["creditNote", "reversalDocument"]);

/** The number a document shows: from the invoice sequence, the return's number, or the order's. */
async function documentNumber(tx: Database, data: OrderDocumentData, type: RenderedDocumentType, date: Date) {
  if (NUMBERED_TYPES.has(type)) return nextInvoiceNumber(tx, shopYear(date));
  return type === "returnNote" && data.return ? data.return.returnNumber : data.number;
}

async function createOrderDocument(
  db: Database,
  dataDir: string,
  data: OrderDocumentData,
  type: RenderedDocumentType,
): Promise<DocumentRow> {
  const existing = await findOrderDocument(db, data, type);
  if (existing) return existing;
  const root = documentsDir(dataDir);
  const date = new Date();
  let written: string | undefined;
  try {
    return await db.transaction(async (tx) => {
      const number = await documentNumber(tx, data, type, date);
      // A random part: a racing request for the same document never overwrites the winner's file.
      const filePath = path.posix.join(String(data.orderId), `${type}-${randomUUID()}.pdf`);
      const [row] = await tx
        .insert(documents)
        .values({
          orderId: data.orderId,
          returnId: data.return?.returnId ?? null,
          type,
          number,
          locale: data.locale,
          filePath,
        })
        .onConflictDoNothing({ target: [documents.orderId, documents.type, documents.returnId] })
        .returning();
      if (!row) throw new DocumentExists();
      // The invoice as it is when the correction is made (rendered before it: jobs run oldest first).
      const invoice = CORRECTING_TYPES.has(type)
        ? await findOrderDocument(tx, { ...data, return: undefined }, "invoice")
        : undefined;
      const pdf = await renderOrderPdf(data, { type, number, date, ...(invoice ? { corrects: invoice.number } : {}) });
      written = path.join(root, filePath);
      await writeFileAtomically(written, pdf);
      return row;
    });
  } catch (error) {
    if (written) await rm(written, { force: true });
    if (!(error instanceof DocumentExists)) throw error;
    const winner = await findOrderDocument(db, data, type);
    if (!winner) throw new Error(`document ${type} of order ${data.orderId} vanished`, { cause: error });
    return winner;
  }
}

async function writeFileAtomically(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export async function listOrderDocuments(db: Database, orderId: number): Promise<DocumentRow[]> {
  return db.select().from(documents).where(eq(documents.orderId, orderId)).orderBy(asc(documents.id));
}

export async function findDocument(db: Database, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  return row;
}

/** The stored PDF. The path comes from our own row, and is checked to stay inside the folder anyway. */
export async function readDocumentFile(dataDir: string, row: DocumentRow): Promise<Buffer> {
  const root = path.resolve(documentsDir(dataDir));
  const file = path.resolve(root, row.filePath);
  if (!file.startsWith(root + path.sep)) throw new Error(`document ${row.id} points outside the documents folder`);
  return readFile(file);
}

/** A download name without anything a browser or file system could misread: "Rechnung-2026-00042.pdf". */
export function downloadName(row: DocumentRow, title: string): string {
  const safe = `${title}-${row.number}`
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\w.-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${safe || "document"}.pdf`;
}

/**
 * Whether the order has an invoice or one is queued (a reversal document then cancels it).
 * Answers from the documents and the pending jobs, so an invoice not rendered yet counts.
 */
export async function invoiceIssuedOrQueued(db: Database, orderId: number): Promise<boolean> {
  const [issued] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.orderId, orderId), eq(documents.type, "invoice")))
    .limit(1);
  if (issued) return true;
  const [queued] = await db
    .select({ id: documentJobs.id })
    .from(documentJobs)
    .where(and(eq(documentJobs.orderId, orderId), sql`'invoice' = any(${documentJobs.types})`))
    .limit(1);
  return queued !== undefined;
}
