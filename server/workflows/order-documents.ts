import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { OrderAccessCheck } from "../http/document-download.ts";
import { documentUrl } from "../http/document-download.ts";
import type { Logger } from "../logger.ts";
import { createOrderDocuments, listOrderDocuments, type DocumentRow } from "../modules/document/documents.ts";
import type { RenderedDocumentType } from "../modules/document/order-pdf.ts";
import { enqueueMail } from "../modules/mail/outbox.ts";
import { shopBankAccount } from "../modules/order/bank-details.ts";
import { sessionSeesOrder } from "../modules/order/order-access.ts";
import { findOrderById, type OrderRow } from "../modules/order/order-store.ts";
import type { OrderDocumentView } from "../modules/order/order-view.ts";
import { isPaid, orderMailData, type ShopSite } from "./order-mail-data.ts";
import { onOrderInserted, onOrderPlaced } from "./place-order.ts";

type Dependencies = { db: Database; config: Config; log: Logger };

export function shopSite(config: Config): ShopSite {
  return {
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    defaultLocale: config.DEFAULT_LOCALE,
    bank: shopBankAccount(config),
  };
}

/** The outbox reference of an order's confirmation mail: one mail per order, however often it is asked for. */
export const orderMailReference = (orderId: number) => `order:${orderId}`;

/**
 * Puts the order confirmation into the outbox, in the placing transaction `tx`: an order
 * that rolls back mails nothing, a committed one is mailed even if the process dies right
 * after. Idempotent by (template, reference); answers whether it was new.
 */
export async function enqueueOrderConfirmation(
  tx: Database,
  order: OrderRow,
  accessKey: string,
  site: ShopSite,
): Promise<boolean> {
  return enqueueMail(tx, {
    to: order.contactEmail,
    locale: order.locale,
    template: "orderConfirmation",
    reference: orderMailReference(order.id),
    data: await orderMailData(tx, order, accessKey, site),
  });
}

/**
 * The documents an order has now: always the order confirmation; the invoice for orders
 * paid by invoice (the goods ship before payment) and for orders already paid. An order
 * paid online later gets its invoice from `createOrderDocumentsFor(..., ["invoice"])`
 * when its payment arrives.
 */
export function documentTypesFor(order: OrderRow): RenderedDocumentType[] {
  return order.paymentMethodKey === "invoice" || isPaid(order)
    ? ["orderConfirmation", "invoice"]
    : ["orderConfirmation"];
}

/** Renders and stores the order's documents (after the commit: rendering takes a while). Idempotent. */
export async function createOrderDocumentsFor(
  deps: Pick<Dependencies, "db" | "config">,
  order: OrderRow,
  accessKey: string,
  types: RenderedDocumentType[] = documentTypesFor(order),
): Promise<DocumentRow[]> {
  const data = await orderMailData(deps.db, order, accessKey, shopSite(deps.config));
  return createOrderDocuments(deps.db, deps.config.DATA_DIR, data, types);
}

/**
 * Hooks mail and documents into order placement: the mail inside the placing transaction,
 * the documents after the commit (a failure there is logged by the workflow, the order
 * stays, and the documents can be created again later). Answers the unhook.
 */
export function wireOrderMailAndDocuments(deps: Dependencies): () => void {
  const site = shopSite(deps.config);
  const offInserted = onOrderInserted(async (tx, { order, accessKey }) => {
    await enqueueOrderConfirmation(tx, order, accessKey, site);
  });
  const offPlaced = onOrderPlaced(async ({ order, accessKey }) => {
    await createOrderDocumentsFor(deps, order, accessKey);
  });
  return () => {
    offInserted();
    offPlaced();
  };
}

/**
 * Who may download an order's documents: whoever sees the full order (its customer, or a
 * session that placed it or passed its soft login, see sessionSeesOrder). The access key
 * alone shows only the limited order view, so it opens no documents.
 */
export const canAccessOrder: OrderAccessCheck = async (ctx, orderId) => {
  const order = await findOrderById(ctx.services.db, orderId);
  return order !== undefined && sessionSeesOrder(order, ctx.session.data);
};

/** An order's documents for the full order view, with their download addresses. */
export async function orderDocumentViews(db: Database, orderId: number): Promise<OrderDocumentView[]> {
  const rows = await listOrderDocuments(db, orderId);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    url: documentUrl(row.id),
  }));
}
