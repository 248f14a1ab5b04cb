/** Order documents (PDF): rendering, numbering, the job queue and downloads. Public entry: other floors and modules import only this file. */
export { enqueueDocumentJob, hasPendingDocuments } from "./document-jobs.ts";
export { startDocumentWorker } from "./document-worker.ts";
export {
  DOCUMENT_PATH,
  documentUrl,
  downloadName,
  findDocument,
  invoiceIssuedOrQueued,
  listOrderDocuments,
  readDocumentFile,
} from "./documents.ts";
export { type OrderDocumentData, type RenderedDocumentType, type ReturnDocumentPart } from "./order-pdf.ts";
export { renderLegalTextPdf } from "./legal-text-pdf.ts";
