import type { Locale } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import type { ReceiveReturnInput } from "#common/schemas/back-office-returns.ts";
import { returnReasonKey, type CreateReturnInput } from "#common/schemas/returns.ts";
import type { Database } from "../db/client.ts";
import { AppError } from "../errors.ts";
import { recordActivity, type ActivityActor } from "../modules/activity/index.ts";
import { enqueueDocumentJob, type OrderDocumentData } from "../modules/document/index.ts";
import { enqueueMail } from "../modules/mail/index.ts";
import {
  listOrderItems,
  ORDER_ITEM_TYPE,
  listOrderShipments,
  lockOrder,
  type OrderItemRow,
  type OrderRow,
} from "../modules/order/index.ts";
import {
  findReturn,
  findReturnBySubmissionKey,
  insertReturn,
  lockReturn,
  markReturnReceived,
  markReturnCanceled,
  returnableQuantities,
  returnPeriodOpen,
  returnsOfOrder,
  type ReturnWithItems,
} from "../modules/returns/index.ts";
import { restockReturned } from "../modules/stock/index.ts";
import type { Services } from "../rpc/context.ts";
import { orderMailData, mailLines } from "./order-mail-data.ts";
import { orderUrlOf, shopSite } from "./order-documents.ts";

export type Deps = Pick<Services, "db" | "config">;

/**
 * The return's origin order, then the return, locked in that order (as everything that changes
 * an order locks it first: no two transactions wait on each other's locks).
 */
export async function lockOrderAndReturn(
  tx: Database,
  returnId: number,
): Promise<{ order: OrderRow; entry: ReturnWithItems }> {
  const found = await findReturn(tx, returnId);
  const order = found ? await lockOrder(tx, found.originOrderId) : undefined;
  const entry = order ? await lockReturn(tx, returnId) : undefined;
  if (!order || !entry) throw new AppError("not_found", "returnNotFound");
  return { order, entry };
}

/** "2 × Leinenkissen Salbei" per line of the return (mails). */
function itemTexts(entry: ReturnWithItems, items: readonly OrderItemRow[], received: boolean): string[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return entry.items.flatMap((line) => {
    const item = byId.get(line.orderItemId);
    const quantity = received ? (line.receivedQuantity ?? 0) : line.quantity;
    return item && quantity > 0 ? [`${quantity} × ${item.name}`] : [];
  });
}

export async function mailReturn(
  tx: Database,
  config: Deps["config"],
  template: "returnRequested" | "returnReceived" | "returnRefunded",
  order: OrderRow,
  entry: ReturnWithItems,
  items: readonly OrderItemRow[],
  money?: { amount: string; refunded: string; paidBack: "all" | "part" | "none" },
): Promise<void> {
  await enqueueMail(tx, {
    to: order.contactEmail,
    locale: order.locale,
    template,
    reference: `return:${entry.id}:${template}`,
    data: {
      locale: order.locale,
      firstName: order.billingAddress.firstName,
      orderNumber: order.orderNumber,
      returnNumber: entry.returnNumber,
      items: itemTexts(entry, items, template !== "returnRequested"),
      ...(money ?? {}),
      orderUrl: orderUrlOf(config, order),
    },
  });
}

/** The reason's name in `locale` ("Passt nicht"). */
export function reasonName(locale: Locale, reasonId: number): string {
  return translatorFor(locale)(`returns.reasons.${returnReasonKey(reasonId) ?? "other"}`);
}

/** The order's data with the return's lines in place of the order's (the return note lists them without prices). */
async function returnNoteData(
  tx: Database,
  config: Deps["config"],
  order: OrderRow,
  entry: ReturnWithItems,
  items: readonly OrderItemRow[],
): Promise<OrderDocumentData> {
  // Documents show no links: the access key is not needed.
  const base = await orderMailData(tx, order, "", await shopSite(tx, config));
  const returned = new Map(entry.items.map((line) => [line.orderItemId, line.quantity]));
  const lines = items.flatMap((item) => {
    const quantity = returned.get(item.id);
    return quantity === undefined ? [] : [{ ...item, quantity }];
  });
  const components = items.filter((item) => item.typeId === ORDER_ITEM_TYPE.bundleComponent);
  return {
    ...base,
    // A returned bundle's components are listed under it (mailLines lists lines only for variations and bundles).
    items: mailLines([...lines, ...components], order.locale, order.currency),
    return: {
      returnId: entry.id,
      returnNumber: entry.returnNumber,
      reason: reasonName(order.locale, entry.reasonId),
      comment: entry.comment,
    },
  };
}

/**
 * A shopper returns items of an order they may see in full (docs/after-sales.md "Returns"). Under
 * the order's lock: the form's key finds a return made before (a double click or retry answers
 * it, nothing new); the return period must be open; each quantity at most what is still
 * returnable of its line (two returns at once: the second waits for the lock and sees the first).
 * The return note is queued for rendering and the confirmation mail written in the same
 * transaction. Staff may register a return for the customer (a withdrawal by mail or phone) at
 * any time after shipping; it is logged on the order.
 */
export async function requestReturn(
  services: Deps,
  order: OrderRow,
  input: Omit<CreateReturnInput, "accessKey">,
  options: { now?: Date; staff?: ActivityActor } = {},
): Promise<{ entry: ReturnWithItems; created: boolean }> {
  const now = options.now ?? new Date();
  return services.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked) throw new AppError("not_found", "orderNotFound");
    const earlier = await findReturnBySubmissionKey(tx, input.submissionKey);
    if (earlier) {
      if (earlier.originOrderId !== locked.id) throw new AppError("invalid_data", "invalidData");
      return { entry: earlier, created: false };
    }
    const [items, shipments, orderReturns] = await Promise.all([
      listOrderItems(tx, locked.id),
      listOrderShipments(tx, locked.id),
      returnsOfOrder(tx, locked.id),
    ]);
    if (!returnPeriodOpen(locked, shipments[0]?.shippedAt, now, Boolean(options.staff))) {
      throw new AppError("conflict", "returnNotPossible");
    }
    const returnable = returnableQuantities(items, orderReturns);
    const fields: Record<string, string> = {};
    const seen = new Set<number>();
    input.items.forEach((line, index) => {
      if (!returnable.has(line.orderItemId) || seen.has(line.orderItemId)) {
        fields[`items.${index}.quantity`] = "validation.invalid";
      } else if (line.quantity > (returnable.get(line.orderItemId) ?? 0)) {
        fields[`items.${index}.quantity`] = "returns.validation.tooMany";
      }
      seen.add(line.orderItemId);
    });
    if (Object.keys(fields).length > 0) throw new AppError("invalid_data", "returnQuantities", { fields });
    const lines = input.items.filter((line) => line.quantity > 0);
    if (lines.length === 0) {
      throw new AppError("invalid_data", "returnQuantities", { fields: { items: "returns.validation.quantities" } });
    }
    const entry = await insertReturn(tx, {
      order: locked,
      lines,
      reasonId: input.reasonId,
      comment: input.comment ?? "",
      locale: locked.locale,
      submissionKey: input.submissionKey,
    });
    await enqueueDocumentJob(tx, {
      reference: `return:${entry.id}`,
      types: ["returnNote"],
      data: await returnNoteData(tx, services.config, locked, entry, items),
    });
    await mailReturn(tx, services.config, "returnRequested", locked, entry, items);
    if (options.staff) {
      await recordActivity(tx, { type: "order", id: locked.id }, options.staff, "returnCreated", {
        returnNumber: entry.returnNumber,
      });
    }
    return { entry, created: true };
  });
}

/**
 * An operator records what arrived of a requested return (docs/back-office.md "Returns"): per line
 * the pieces received (at most announced) and whether they go back into stock (movement
 * "return"); the customer is mailed. A return received already answers false, changing nothing.
 */
export async function receiveReturn(
  services: Deps,
  input: ReceiveReturnInput,
  actor: ActivityActor,
  now = new Date(),
): Promise<boolean> {
  return services.db.transaction(async (tx) => {
    const { order, entry } = await lockOrderAndReturn(tx, input.returnId);
    if (entry.status !== "requested") {
      if (entry.status === "canceled") throw new AppError("conflict", "returnCanceled");
      return false;
    }
    const fields: Record<string, string> = {};
    const byId = new Map(entry.items.map((line) => [line.id, line]));
    input.items.forEach((line, index) => {
      const announced = byId.get(line.returnItemId);
      if (!announced) fields[`items.${index}.receivedQuantity`] = "validation.invalid";
      else if (line.receivedQuantity > announced.quantity) {
        fields[`items.${index}.receivedQuantity`] = "returns.validation.moreThanAnnounced";
      }
    });
    if (Object.keys(fields).length > 0) throw new AppError("invalid_data", "invalidData", { fields });
    const received = entry.items.map((line) => {
      const given = input.items.find((candidate) => candidate.returnItemId === line.id);
      const receivedQuantity = given?.receivedQuantity ?? 0;
      return { returnItemId: line.id, receivedQuantity, restocked: Boolean(given?.restock) && receivedQuantity > 0 };
    });
    await markReturnReceived(tx, entry.id, received, now);
    const items = await listOrderItems(tx, order.id);
    const itemById = new Map(items.map((item) => [item.id, item]));
    const restocked = received.filter((line) => line.restocked);
    const restock = restocked.flatMap((line) => {
      const item = itemById.get(byId.get(line.returnItemId)?.orderItemId ?? 0);
      return item ? piecesToRestock(item, items, line.receivedQuantity) : [];
    });
    if (restock.length > 0) await restockReturned(tx, restock, entry.returnNumber);
    await recordActivity(tx, { type: "order", id: order.id }, actor, "returnReceived", {
      returnNumber: entry.returnNumber,
      pieces: received.reduce((sum, line) => sum + line.receivedQuantity, 0),
      restocked: restocked.reduce((sum, line) => sum + line.receivedQuantity, 0),
    });
    const updated = { ...entry, items: entry.items.map((line) => ({ ...line, ...receivedOf(received, line.id) })) };
    await mailReturn(tx, services.config, "returnReceived", order, updated, items);
    return true;
  });
}

/**
 * The stock a returned line gives back: its variation, or for a bundle the components it held
 * when it was sold (its component lines), not what the bundle is made of today.
 */
function piecesToRestock(
  item: OrderItemRow,
  items: readonly OrderItemRow[],
  received: number,
): { variationId: number; quantity: number }[] {
  if (received <= 0 || item.variationId === null) return [];
  if (item.typeId !== ORDER_ITEM_TYPE.bundle) return [{ variationId: item.variationId, quantity: received }];
  return items.flatMap((part) =>
    part.typeId === ORDER_ITEM_TYPE.bundleComponent && part.parentPosition === item.position && part.variationId
      ? [{ variationId: part.variationId, quantity: (part.quantity / item.quantity) * received }]
      : [],
  );
}

function receivedOf(received: { returnItemId: number; receivedQuantity: number }[], id: number) {
  return { receivedQuantity: received.find((line) => line.returnItemId === id)?.receivedQuantity ?? 0 };
}

/** An operator cancels a return that never arrived (or arrived empty): its pieces are returnable again. */
export async function cancelReturn(services: Deps, returnId: number, actor: ActivityActor): Promise<boolean> {
  return services.db.transaction(async (tx) => {
    const { entry } = await lockOrderAndReturn(tx, returnId);
    if (entry.status === "canceled") return false;
    // A received return of which nothing arrived has nothing to refund: it can be closed too.
    const nothingArrived = entry.status === "received" && entry.items.every((line) => !line.receivedQuantity);
    if (entry.status !== "requested" && !nothingArrived) throw new AppError("conflict", "returnReceivedAlready");
    await markReturnCanceled(tx, entry.id, new Date());
    await recordActivity(tx, { type: "order", id: entry.originOrderId }, actor, "returnCanceled", {
      returnNumber: entry.returnNumber,
    });
    return true;
  });
}
