/**
 * Document types attached to orders (docs/glossary.md, storefront spec §3). Rendered so far: order
 * confirmation, invoice, delivery note, return note, credit note and reversal document
 * (RenderedDocumentType); the others are here so stored rows and the API speak one set.
 */
export const DOCUMENT_TYPES = [
  "creditNote",
  "deliveryNote",
  "dunningLetter",
  "invoice",
  "externalInvoice",
  "offer",
  "orderConfirmation",
  "pickupDelivery",
  "proFormaInvoice",
  "receipt",
  "returnNote",
  "reversalDocument",
  "successConfirmation",
  "correctionDocument",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
