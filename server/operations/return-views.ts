import type { Locale } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { money } from "#common/money.ts";
import { returnReasonKey } from "#common/schemas/returns.ts";
import type { Database } from "../db/client.ts";
import {
  unsealAccessKey,
  type OrderItemRow,
  type OrderReturnFacts,
  type OrderReturnView,
  type OrderRow,
  type OrderShipmentRow,
} from "../modules/order/index.ts";
import {
  returnableQuantities,
  returnPeriodOpen,
  returnsOfOrder,
  type ReturnWithItems,
} from "../modules/returns/index.ts";

/** A return as the spec's order of type 3 with its originOrderId (ADR 037), in `locale`. */
export function returnView(
  entry: ReturnWithItems,
  items: readonly Pick<OrderItemRow, "id" | "name">[],
  order: Pick<OrderRow, "currency">,
  locale: Locale,
): OrderReturnView {
  const t = translatorFor(locale);
  const names = new Map(items.map((item) => [item.id, item.name]));
  return {
    id: entry.id,
    typeId: 3,
    originOrderId: entry.originOrderId,
    returnNumber: entry.returnNumber,
    createdAt: entry.createdAt.toISOString(),
    status: entry.status,
    statusName: t(`returns.status.${entry.status}`),
    reasonName: t(`returns.reasons.${returnReasonKey(entry.reasonId) ?? "other"}`),
    items: entry.items.map((line) => ({
      orderItemId: line.orderItemId,
      name: names.get(line.orderItemId) ?? "",
      quantity: line.quantity,
    })),
    refunded: entry.status === "refunded" ? money(entry.refundedCents, order.currency, locale) : null,
  };
}

/** What the order's returns add to its full view: returnable quantities, the period, the link's key, the returns. */
export async function orderReturnFacts(
  db: Database,
  secret: string,
  order: OrderRow,
  items: readonly OrderItemRow[],
  shipments: readonly OrderShipmentRow[],
  locale: Locale,
  now = new Date(),
): Promise<OrderReturnFacts> {
  const orderReturns = await returnsOfOrder(db, order.id);
  return {
    returnable: returnableQuantities(items, orderReturns),
    periodOpen: returnPeriodOpen(order, shipments[0]?.shippedAt, now),
    accessKey: unsealAccessKey(order.accessKeySealed, secret) ?? null,
    returns: orderReturns.map((entry) => returnView(entry, items, order, locale)),
  };
}
