import { eq } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { AppError } from "../errors.ts";
import { recordActivity, type ActivityActor } from "../modules/activity/index.ts";
import { enqueueMail } from "../modules/mail/index.ts";
import {
  listOrderItems,
  lockOrder,
  ORDER_ITEM_TYPE,
  orders,
  recordShipment,
  type OrderRow,
  type OrderShipmentRow,
} from "../modules/order/index.ts";
import {
  cancelPayment,
  paymentsOfOrder,
  refundableCentsOf,
  unsettledPaymentsOfOrder,
  type PaymentServices,
} from "../modules/payment/index.ts";
import { listParcelServices, trackingUrlFor } from "../modules/shipping/index.ts";
import { releaseStock } from "../modules/stock/index.ts";
import type { Services } from "../rpc/context.ts";
import { enqueueDocumentJob, invoiceIssuedOrQueued } from "../modules/document/index.ts";
import { orderUrlOf, shopSite } from "./order-documents.ts";
import { orderMailData } from "./order-mail-data.ts";
import { refundOrderPayment } from "./order-refund.ts";

type Dependencies = { db: Database; config: Config };

/** The order, row-locked for the rest of the transaction; unknown or not a placed order: orderNotFound. */
async function lockPlacedOrder(tx: Database, orderId: number): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId);
  if (!order || order.typeId !== 1) throw new AppError("not_found", "orderNotFound");
  if (order.status === "canceled") throw new AppError("conflict", "orderCanceled");
  return order;
}

/**
 * An operator takes an order on: it shows 'In Bearbeitung' / 'In progress' from now on. Only a
 * new order moves (a confirmed or shipped one stays as it is, so a double click records one
 * action); a canceled order answers orderCanceled. Answers whether the order moved.
 */
export async function confirmOrder(deps: Dependencies, orderId: number, actor: ActivityActor): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const order = await lockPlacedOrder(tx, orderId);
    if (order.fulfillmentStatus !== "new") return false;
    await tx
      .update(orders)
      .set({ fulfillmentStatus: "inProgress", updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    await recordActivity(tx, { type: "order", id: order.id }, actor, "confirmed");
    return true;
  });
}

export type ShipOrderInput = { orderId: number; parcelServiceId: number; trackingNumber: string };

/**
 * A parcel of the order left (docs/back-office.md "Ship"): the parcel with the carrier's name and
 * tracking page (copies), the order shipped and dated (type 5) by its first parcel, the activity,
 * and the shipping mail to the order's contact address through the outbox, all in one
 * transaction. The same tracking number again (a double click, a retry) changes nothing and
 * mails nothing; another number is another parcel with its own mail.
 */
export async function shipOrder(
  deps: Dependencies,
  input: ShipOrderInput,
  actor: ActivityActor,
): Promise<{ shipment: OrderShipmentRow; created: boolean }> {
  const services = await listParcelServices(deps.db);
  const service = services.find((candidate) => candidate.id === input.parcelServiceId);
  if (!service)
    throw new AppError("invalid_data", "invalidData", { fields: { parcelServiceId: "validation.invalid" } });
  return deps.db.transaction(async (tx) => {
    const order = await lockPlacedOrder(tx, input.orderId);
    const trackingUrl = trackingUrlFor(service.trackingUrlTemplate, input.trackingNumber);
    const result = await recordShipment(tx, order.id, {
      parcelServiceName: service.name,
      trackingNumber: input.trackingNumber,
      trackingUrl,
      shippedAt: new Date(),
    });
    if (!result.created) return result;
    // The first parcel's delivery note, downloadable with the order's documents (once per order).
    await enqueueDocumentJob(tx, {
      reference: `order:${order.id}:deliveryNote`,
      types: ["deliveryNote"],
      data: await orderMailData(tx, order, "", await shopSite(tx, deps.config)),
    });
    const details = { carrier: service.name, trackingNumber: input.trackingNumber };
    await recordActivity(tx, { type: "order", id: order.id }, actor, "shipped", details);
    const orderUrl = orderUrlOf(deps.config, order);
    await enqueueMail(tx, {
      to: order.contactEmail,
      locale: order.locale,
      template: "orderShipped",
      reference: `order:${order.id}:parcel:${input.trackingNumber}`,
      data: {
        locale: order.locale,
        firstName: order.billingAddress.firstName,
        orderNumber: order.orderNumber,
        parcelServiceName: service.name,
        trackingNumber: input.trackingNumber,
        trackingUrl,
        orderUrl,
      },
    });
    return result;
  });
}

/**
 * An operator cancels an order that has not shipped (docs/back-office.md "Cancel"): in one
 * transaction it is canceled, the stock it reserved is released (movements "cancellation"),
 * the activity is recorded and the customer mailed. After the commit, payments the shopper
 * could still pay are canceled at the provider, what was paid is refunded through the
 * provider, and the order's pages are retired from the page cache (its stock changed). A
 * refund the provider refuses leaves the refund due on the order (a canceled order owes
 * nothing). Canceled already: nothing changes (answers false). Shipped: 409 orderShipped.
 */
export async function cancelOrder(
  services: Services & PaymentServices,
  orderId: number,
  actor: ActivityActor,
): Promise<boolean> {
  const canceled = await services.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.typeId !== 1) throw new AppError("not_found", "orderNotFound");
    if (order.status === "canceled") return null;
    if (order.fulfillmentStatus === "shipped") throw new AppError("conflict", "orderShipped");
    const [row] = await tx
      .update(orders)
      .set({ status: "canceled", updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    // What placing reserved: the variation and bundle lines (a bundle releases its components).
    const reserved = (await listOrderItems(tx, order.id)).flatMap((line) =>
      (line.typeId === ORDER_ITEM_TYPE.variation || line.typeId === ORDER_ITEM_TYPE.bundle) && line.variationId !== null
        ? [{ variationId: line.variationId, quantity: line.quantity }]
        : [],
    );
    if (reserved.length > 0) await releaseStock(tx, reserved, order.orderNumber);
    await recordActivity(tx, { type: "order", id: order.id }, actor, "canceled");
    // An invoice issued (or queued) is canceled by a reversal document, numbered like invoices.
    if (row && (await invoiceIssuedOrQueued(tx, order.id))) {
      await enqueueDocumentJob(tx, {
        reference: `order:${order.id}:reversal`,
        types: ["reversalDocument"],
        data: await orderMailData(tx, row, "", await shopSite(tx, services.config)),
      });
    }
    await enqueueMail(tx, {
      to: order.contactEmail,
      locale: order.locale,
      template: "orderCanceled",
      reference: `order:${order.id}:canceled`,
      data: {
        locale: order.locale,
        firstName: order.billingAddress.firstName,
        orderNumber: order.orderNumber,
        orderUrl: orderUrlOf(services.config, order),
      },
    });
    return row ?? null;
  });
  if (!canceled) return false;
  for (const payment of await unsettledPaymentsOfOrder(services.db, canceled.id)) {
    await cancelPayment(services, payment).catch((error: unknown) =>
      services.log.error("a payment of a canceled order could not be canceled", { error, paymentId: payment.id }),
    );
  }
  // What was paid goes back, each payment through its provider, one refund per payment (its key
  // is the cancellation's, so a retry pays nothing twice). A refusal leaves the refund due
  // shown on the order for the operator's own refund.
  for (const payment of await paymentsOfOrder(services.db, canceled.id)) {
    const left = await refundableCentsOf(services.db, payment);
    if (left <= 0) continue;
    const idempotencyKey = `order-${canceled.id}-cancel-payment-${payment.id}`;
    await refundOrderPayment(
      services,
      { orderId: canceled.id, paymentId: payment.id, amountCents: left, idempotencyKey },
      { ...actor, locale: canceled.locale },
    ).catch((error: unknown) =>
      services.log.error("a payment of a canceled order could not be refunded", { error, paymentId: payment.id }),
    );
  }
  await services.events.emitSettled("orderCanceled", { order: canceled }, (error) =>
    services.log.error("an order-canceled subscriber failed", { error, orderId: canceled.id }),
  );
  return true;
}
