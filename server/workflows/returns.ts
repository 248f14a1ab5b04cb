import type { Locale } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { money } from "#common/money.ts";
import type { ReceiveReturnInput } from "#common/schemas/back-office-returns.ts";
import { returnReasonKey, type CreateReturnInput } from "#common/schemas/returns.ts";
import type { Database } from "../db/client.ts";
import { AppError } from "../errors.ts";
import { recordActivity, type ActivityActor } from "../modules/activity/index.ts";
import { enqueueDocumentJob, type OrderDocumentData, type RenderedDocumentType } from "../modules/document/index.ts";
import { enqueueMail } from "../modules/mail/index.ts";
import {
  addOrderCredit,
  listOrderItems,
  ORDER_ITEM_TYPE,
  listOrderShipments,
  lockOrder,
  owedCents,
  type OrderItemRow,
  type OrderRow,
} from "../modules/order/index.ts";
import {
  findRefundByKey,
  PaymentProviderError,
  paymentsOfOrder,
  recordRequestedRefund,
  sendRefund,
  refundableCentsOf,
  type PaymentServices,
} from "../modules/payment/index.ts";
import {
  creditVats,
  findReturn,
  findReturnBySubmissionKey,
  insertReturn,
  lockReturn,
  markReturnReceived,
  markReturnRefunded,
  markReturnCanceled,
  returnableQuantities,
  returnCredit,
  returnPeriodOpen,
  returnsOfOrder,
  type ReturnCredit,
  type ReturnWithItems,
} from "../modules/returns/index.ts";
import { restockReturned } from "../modules/stock/index.ts";
import type { Services } from "../rpc/context.ts";
import { orderMailData, mailLines } from "./order-mail-data.ts";
import { orderUrlOf, shopSite } from "./order-documents.ts";
import { applyRefundToOrder } from "./order-refund.ts";

type Deps = Pick<Services, "db" | "config">;

/**
 * The return's origin order, then the return, locked in that order (as everything that changes
 * an order locks it first: no two transactions wait on each other's locks).
 */
async function lockOrderAndReturn(
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

async function mailReturn(
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
function reasonName(locale: Locale, reasonId: number): string {
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
  const base = await orderMailData(tx, order, "", shopSite(config));
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
 * transaction.
 */
export async function requestReturn(
  services: Deps,
  order: OrderRow,
  input: CreateReturnInput,
  now = new Date(),
): Promise<{ entry: ReturnWithItems; created: boolean }> {
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
    if (!returnPeriodOpen(locked, shipments[0]?.shippedAt, now)) throw new AppError("conflict", "returnNotPossible");
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

/**
 * The value of a return for the refund form and the refund: what arrived, with the order's
 * shipping when asked and not paid back by another return of the order already.
 */
export async function creditOfReturn(
  db: Database,
  entry: ReturnWithItems,
  order: OrderRow,
  includeShipping: boolean,
): Promise<{ credit: ReturnCredit; shippingRefundable: boolean }> {
  const [items, orderReturns] = await Promise.all([listOrderItems(db, order.id), returnsOfOrder(db, order.id)]);
  const shippingRefundable = order.shippingGrossCents > 0 && !orderReturns.some((other) => other.shippingRefunded);
  return { credit: returnCredit(order, items, entry, includeShipping && shippingRefundable), shippingRefundable };
}

export type ReturnRefundInput = {
  returnId: number;
  amountCents: number;
  includeShipping: boolean;
};

/** The credit note's data: the returned lines, the discount's share, shipping, a deduction, the credit's VAT. */
async function creditNoteData(
  tx: Database,
  config: Deps["config"],
  order: OrderRow,
  entry: ReturnWithItems,
  credit: ReturnCredit,
  { amountCents, paidBackCents }: { amountCents: number; paidBackCents: number },
): Promise<OrderDocumentData> {
  const base = await orderMailData(tx, order, "", shopSite(config));
  const lines = mailLines(
    credit.lines.map((line) => ({ ...line.item, quantity: line.quantity, amountGrossCents: line.grossCents })),
    order.locale,
    order.currency,
  );
  const vats = creditVats(credit.lines, amountCents);
  const vatCents = vats.reduce((sum, vat) => sum + vat.vatCents, 0);
  return {
    ...base,
    items: lines,
    totals: {
      itemSumGrossCents: credit.itemsGrossCents,
      shippingGrossCents: credit.shippingGrossCents,
      couponDiscountCents: credit.discountCents,
      couponCode: base.totals.couponCode,
      deductionCents: credit.maximumCents - amountCents,
      totalGrossCents: amountCents,
      totalNetCents: amountCents - vatCents,
    },
    vats: vats.map((vat) => ({
      ratePercent: vat.rateBp / 100,
      netCents: vat.grossCents - vat.vatCents,
      vatCents: vat.vatCents,
    })),
    return: {
      returnId: entry.id,
      returnNumber: entry.returnNumber,
      reason: reasonName(order.locale, entry.reasonId),
      comment: entry.comment,
      paidBackCents,
    },
  };
}

/**
 * An operator refunds a received return (docs/after-sales.md "Refund of a return"): at most the
 * return's value (what arrived at the prices paid, less the coupon's share, plus the order's
 * shipping once per order) and what the order still owes. In one transaction under the order's and
 * the return's locks: the order's credit grows by the amount (it owes that much less from now
 * on), the return is refunded, the money to pay back is recorded as requested refunds spread over
 * the order's paid payments (largest first; keys of the return, so nothing is paid twice), the
 * credit note is queued and the customer mailed. After the commit each refund goes to its
 * provider (refundOrderPayment: a crash in between leaves them requested, sent by the next try).
 * Refunded already: the same answer, its refunds asked again if still unanswered.
 */
export async function refundReturn(
  services: Deps & PaymentServices,
  input: ReturnRefundInput,
  actor: ActivityActor & { locale: Locale },
): Promise<{ refunded: boolean }> {
  const planned = await services.db.transaction(async (tx) => {
    const { order, entry } = await lockOrderAndReturn(tx, input.returnId);
    if (entry.status === "refunded") return { created: false, order, entry };
    if (entry.status !== "received") throw new AppError("conflict", "returnNotReceived");
    const { credit, shippingRefundable } = await creditOfReturn(tx, entry, order, input.includeShipping);
    if (credit.lines.length === 0) throw new AppError("conflict", "returnNothingReceived");
    if (input.includeShipping && !shippingRefundable) throw new AppError("conflict", "returnShippingRefunded");
    const ceiling = Math.min(credit.maximumCents, owedCents(order));
    if (input.amountCents > ceiling) {
      throw new AppError("conflict", "returnRefundTooHigh", {
        values: { amount: money(Math.max(ceiling, 0), order.currency, actor.locale).formatted },
      });
    }
    await addOrderCredit(tx, order.id, input.amountCents);
    // The shipping counts as paid back only when the amount reaches into it.
    const shippingRefunded =
      input.includeShipping && input.amountCents > credit.maximumCents - credit.shippingGrossCents;
    await markReturnRefunded(tx, entry.id, { refundedCents: input.amountCents, shippingRefunded }, new Date());
    // What the payments can pay back; the rest of the credit lowers what the order still owes.
    let left = input.amountCents;
    const payments = [];
    for (const payment of await paymentsOfOrder(tx, order.id)) {
      payments.push({ payment, refundable: await refundableCentsOf(tx, payment) });
    }
    payments.sort((a, b) => b.refundable - a.refundable);
    for (const { payment, refundable } of payments) {
      const amountCents = Math.min(left, refundable);
      if (amountCents <= 0) continue;
      await recordRequestedRefund(tx, payment, { amountCents, idempotencyKey: returnRefundKey(entry.id, payment.id) });
      left -= amountCents;
    }
    await recordActivity(tx, { type: "order", id: order.id }, actor, "returnRefunded", {
      returnNumber: entry.returnNumber,
      amountCents: input.amountCents,
      currency: order.currency,
    });
    const types: RenderedDocumentType[] = ["creditNote"];
    await enqueueDocumentJob(tx, {
      reference: `return:${entry.id}:creditNote`,
      types,
      data: await creditNoteData(tx, services.config, order, entry, credit, {
        amountCents: input.amountCents,
        paidBackCents: input.amountCents - left,
      }),
    });
    return { created: true, order, entry };
  });
  const { order, entry } = planned;
  // Each payment's refund, recorded above, goes to its provider now (or again, when a retry finds
  // one unanswered).
  const refunds = [];
  for (const payment of await paymentsOfOrder(services.db, order.id)) {
    let refund = await findRefundByKey(services.db, returnRefundKey(entry.id, payment.id));
    if (refund?.status === "requested") {
      refund = await sendRefund(services, refund).catch(async (error: unknown) => {
        if (!(error instanceof PaymentProviderError)) throw error;
        services.log.error("a refund of a return failed", { reason: error.reason, refundId: refund?.id });
        return findRefundByKey(services.db, returnRefundKey(entry.id, payment.id));
      });
    }
    if (refund) refunds.push(refund);
  }
  await applyRefundToOrder(services, order.id);
  // Unanswered: the operator is told and may send it again (the return's page offers it).
  if (refunds.some((refund) => refund.status === "requested")) throw new AppError("conflict", "paymentProviderError");
  // Refused: the refund due shows on the order for the operator's own refund; no mail claims it.
  if (refunds.some((refund) => refund.status === "failed")) throw new AppError("conflict", "refundFailed");
  const credited = (await findReturn(services.db, entry.id))?.refundedCents ?? 0;
  const paidBack = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  await mailReturn(
    services.db,
    services.config,
    "returnRefunded",
    order,
    entry,
    await listOrderItems(services.db, order.id),
    {
      amount: money(credited, order.currency, order.locale).formatted,
      refunded: money(paidBack, order.currency, order.locale).formatted,
      paidBack: paidBack >= credited ? "all" : paidBack > 0 ? "part" : "none",
    },
  );
  return { refunded: planned.created };
}

/** The idempotency keys of a return's refunds: one per payment. */
export const returnRefundKeyPrefix = (returnId: number) => `return-${returnId}-payment-`;
export const returnRefundKey = (returnId: number, paymentId: number) =>
  `${returnRefundKeyPrefix(returnId)}${paymentId}`;
