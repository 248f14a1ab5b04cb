import { STAFF_ROLES } from "#common/schemas/operator.ts";
import type { Config } from "../config.ts";
import type { ShopIdentity } from "#common/schemas/shop-identity.ts";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import type { RequestContext } from "../rpc/context.ts";
import { enqueueDocumentJob, hasPendingDocuments, documentUrl, listOrderDocuments } from "../modules/document/index.ts";
import type { RenderedDocumentType } from "../modules/document/index.ts";
import { enqueueMail } from "../modules/mail/index.ts";
import { currentShopIdentity } from "../modules/settings/index.ts";
import type { OrderMailData } from "../modules/mail/index.ts";
import { shopBankAccount, sessionSeesOrder, findOrderById, unsealAccessKey } from "../modules/order/index.ts";
import type { OrderDocuments, OrderRow } from "../modules/order/index.ts";
import { confirmationUrl, isPaid, orderMailData, type ShopSite } from "./order-mail-data.ts";
import { orderLegalTexts } from "./order-legal-texts.ts";

type Dependencies = { db: Database; config: Config; log: Logger };

/** Where the shop is and which language and time zone it defaults to (no database needed). */
export function siteOf(config: Config): Omit<ShopSite, "bank"> {
  return {
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    defaultLocale: config.DEFAULT_LOCALE,
    timeZone: config.SHOP_TIME_ZONE,
  };
}

/** The site with the bank account of `identity`, as order mails and documents show it. */
function siteWith(config: Config, identity: ShopIdentity): ShopSite {
  return { ...siteOf(config), bank: shopBankAccount(identity) };
}

/** The site with the bank account of the shop's identity settings now. */
export async function shopSite(db: Database, config: Config): Promise<ShopSite> {
  return siteWith(config, (await currentShopIdentity(db, config)).identity);
}

/** The order's page for its mails: the confirmation link with its access key. */
export function orderUrlOf(config: Config, order: OrderRow): string {
  const accessKey = unsealAccessKey(order.accessKeySealed, config.sessionSecret);
  if (!accessKey) throw new Error(`order ${order.id}: the access key cannot be unsealed`);
  return confirmationUrl(siteOf(config), order, accessKey);
}

/**
 * The outbox reference of an order's confirmation mail (one mail per order, however often it
 * is asked for), and of the document job of its placement.
 */
export const orderMailReference = (orderId: number) => `order:${orderId}`;

/**
 * The order confirmation mail of `data` (the order mapped by orderMailData), with the terms and
 * the cancellation policy as they stand now, which the mail attaches (order-legal-texts.ts).
 */
async function confirmationMail(tx: Database, order: OrderRow, data: OrderMailData, identity: ShopIdentity) {
  return {
    to: order.contactEmail,
    locale: order.locale,
    template: "orderConfirmation" as const,
    reference: orderMailReference(order.id),
    data: { ...data, legalTexts: await orderLegalTexts(tx, order.locale, identity) },
  };
}

/**
 * Puts the order confirmation into the outbox, in the placing transaction `tx`: an order
 * that rolls back mails nothing, a committed one is mailed even if the process dies right
 * after. Idempotent by (template, reference); answers whether it was new.
 */
export async function enqueueOrderConfirmation(
  deps: Pick<Dependencies, "db" | "config">,
  tx: Database,
  order: OrderRow,
  accessKey: string,
): Promise<boolean> {
  const { identity } = await currentShopIdentity(tx, deps.config);
  const site = siteWith(deps.config, identity);
  return enqueueMail(tx, await confirmationMail(tx, order, await orderMailData(tx, order, accessKey, site), identity));
}

/**
 * The documents an order has now: always the order confirmation; the invoice for orders
 * paid by invoice (the goods ship before payment) and for orders already paid. An order
 * paid online later gets its invoice from `enqueueInvoiceFor` when its payment arrives.
 */
export function documentTypesFor(order: OrderRow): RenderedDocumentType[] {
  return order.paymentMethodKey === "invoice" || isPaid(order)
    ? ["orderConfirmation", "invoice"]
    : ["orderConfirmation"];
}

/**
 * Queues the invoice of an order whose payment arrived (the document worker renders it).
 * Idempotent: one invoice job per order, and the worker makes no second invoice.
 */
export async function enqueueInvoiceFor(
  deps: Pick<Dependencies, "db" | "config">,
  order: OrderRow,
  accessKey: string,
): Promise<boolean> {
  return enqueueDocumentJob(deps.db, {
    reference: `order:${order.id}:invoice`,
    types: ["invoice"],
    data: await orderMailData(deps.db, order, accessKey, await shopSite(deps.db, deps.config)),
  });
}

/**
 * Mail and documents of a new order, inside the placing transaction (the subscriber of
 * orderInserted, server/subscribers/order-mail-and-documents.ts): the confirmation mail enters
 * the outbox and the documents enter the document queue (rendered by the document worker, not
 * while the shopper waits); both commit or roll back with the order.
 */
export async function queueOrderMailAndDocuments(
  deps: Dependencies,
  { tx, order, accessKey }: { tx: Database; order: OrderRow; accessKey: string },
): Promise<void> {
  // Read in the placing transaction: on the embedded database it holds the only connection.
  const { identity } = await currentShopIdentity(tx, deps.config);
  const data = await orderMailData(tx, order, accessKey, siteWith(deps.config, identity));
  await enqueueMail(tx, await confirmationMail(tx, order, data, identity));
  await enqueueDocumentJob(tx, { reference: orderMailReference(order.id), types: documentTypesFor(order), data });
}

/**
 * Who may download an order's documents: whoever sees the full order (its customer, or a
 * session that placed it or passed its soft login, see sessionSeesOrder), and the operators who
 * handle orders in the back office (staff, owners). The access key alone shows only the limited
 * order view, so it opens no documents.
 */
export async function canAccessOrder(ctx: RequestContext, orderId: number): Promise<boolean> {
  const order = await findOrderById(ctx.services.db, orderId);
  if (!order) return false;
  const operator = ctx.operator.identity;
  return (operator !== null && STAFF_ROLES.includes(operator.role)) || sessionSeesOrder(order, ctx.session.data);
}

/**
 * An order's documents for the full order view, with their download addresses, and whether
 * more are still being rendered (the page says so instead of listing them).
 */
export async function orderDocumentViews(db: Database, orderId: number): Promise<OrderDocuments> {
  const [rows, pending] = await Promise.all([listOrderDocuments(db, orderId), hasPendingDocuments(db, orderId)]);
  return {
    pending,
    list: rows.map((row) => ({
      id: row.id,
      type: row.type,
      number: row.number,
      createdAt: row.createdAt.toISOString(),
      url: documentUrl(row.id),
    })),
  };
}
