import type { Locale } from "#common/constants.ts";
import { money } from "#common/money.ts";
import type { Database } from "../db/client.ts";
import { AppError } from "../errors.ts";
import { recordActivity, type ActivityActor } from "../modules/activity/index.ts";
import { enqueueDocumentJob, type OrderDocumentData, type RenderedDocumentType } from "../modules/document/index.ts";
import { addOrderCredit, listOrderItems, owedCents, type OrderRow } from "../modules/order/index.ts";
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
  markReturnRefunded,
  returnCredit,
  returnsOfOrder,
  type ReturnCredit,
  type ReturnWithItems,
} from "../modules/returns/index.ts";
import { orderMailData, mailLines } from "./order-mail-data.ts";
import { shopSite } from "./order-documents.ts";
import { applyRefundToOrder } from "./order-refund.ts";
import { lockOrderAndReturn, mailReturn, reasonName, type Deps } from "./returns.ts";

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
  const base = await orderMailData(tx, order, "", await shopSite(tx, config));
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
      await recordRequestedRefund(tx, payment, { amountCents, idempotencyKey: returnRefundKey(entry.id, payment) });
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
    let refund = await findRefundByKey(services.db, returnRefundKey(entry.id, payment));
    if (refund?.status === "requested") {
      refund = await sendRefund(services, refund).catch(async (error: unknown) => {
        if (!(error instanceof PaymentProviderError)) throw error;
        services.log.error("a refund of a return failed", { reason: error.reason, refundId: refund?.id });
        return findRefundByKey(services.db, returnRefundKey(entry.id, payment));
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

/**
 * The idempotency keys of a return's refunds: one per payment. The provider's payment id makes
 * the key unique at the provider too (another database of the same account, a test run, has its
 * own returns and payments numbered from 1).
 */
export const returnRefundKeyPrefix = (returnId: number) => `return-${returnId}-payment-`;
export const returnRefundKey = (returnId: number, payment: { id: number; providerPaymentId: string }) =>
  `${returnRefundKeyPrefix(returnId)}${payment.id}-${payment.providerPaymentId}`;
