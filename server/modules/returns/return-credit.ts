import type { OrderItemRow, OrderRow } from "../order/index.ts";
import type { ReturnWithItems } from "./returns.ts";

/** A returned line with its value: received pieces times the price paid per piece. */
export type CreditLine = { item: OrderItemRow; quantity: number; grossCents: number };

/** What a return is worth (docs/after-sales.md "Refund of a return"), all in cents. */
export type ReturnCredit = {
  lines: CreditLine[];
  /** The returned lines at the prices paid. */
  itemsGrossCents: number;
  /** The coupon's and rebate's share of those lines (they lowered what was paid for them). */
  discountCents: number;
  /** The order's shipping, when it is paid back with this return. */
  shippingGrossCents: number;
  /** itemsGross - discount + shipping: the most the return's refund may be. */
  maximumCents: number;
};

/**
 * The value of a received return: per line the pieces that arrived at the unit price paid, less
 * the coupon's share of them, plus the order's shipping when it goes back too. The share is the
 * line's own (`discountCents`, kept at placement for the lines the coupon applied to) per piece;
 * orders placed before lines kept it spread the coupon over all items by value. Rounded once.
 */
export function returnCredit(
  order: Pick<OrderRow, "itemSumGrossCents" | "couponValueCents" | "rebateCents" | "shippingGrossCents">,
  items: readonly OrderItemRow[],
  entry: ReturnWithItems,
  includeShipping: boolean,
): ReturnCredit {
  const byId = new Map(items.map((item) => [item.id, item]));
  const lines: CreditLine[] = [];
  for (const line of entry.items) {
    const item = byId.get(line.orderItemId);
    const quantity = line.receivedQuantity ?? line.quantity;
    if (!item || quantity <= 0) continue;
    lines.push({ item, quantity, grossCents: item.unitGrossCents * quantity });
  }
  const itemsGrossCents = lines.reduce((sum, line) => sum + line.grossCents, 0);
  const discount = Math.abs(order.couponValueCents) + Math.abs(order.rebateCents);
  const linesKeepShares = items.some((item) => item.discountCents > 0);
  const discountCents = linesKeepShares
    ? lines.reduce((sum, line) => sum + Math.floor((line.item.discountCents * line.quantity) / line.item.quantity), 0)
    : order.itemSumGrossCents > 0
      ? Math.round((discount * itemsGrossCents) / order.itemSumGrossCents)
      : 0;
  const shippingGrossCents = includeShipping ? order.shippingGrossCents : 0;
  return {
    lines,
    itemsGrossCents,
    discountCents: Math.min(discountCents, itemsGrossCents),
    shippingGrossCents,
    maximumCents: Math.max(0, itemsGrossCents - Math.min(discountCents, itemsGrossCents)) + shippingGrossCents,
  };
}

/**
 * The VAT in a credit of `amountCents`: spread over the lines' rates by their value (shipping
 * follows the goods' rates, as it does on the invoice), each rate's VAT rounded; the smallest share
 * takes what rounding left over, so the shares add up to the amount.
 */
export function creditVats(
  lines: readonly CreditLine[],
  amountCents: number,
): { rateBp: number; grossCents: number; vatCents: number }[] {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.item.vatRateBp, (byRate.get(line.item.vatRateBp) ?? 0) + line.grossCents);
  const total = [...byRate.values()].reduce((sum, value) => sum + value, 0);
  if (total <= 0 || amountCents <= 0) return [];
  const rates = [...byRate].sort(([, a], [, b]) => b - a);
  let rest = amountCents;
  const shares = rates.map(([rateBp, gross], index) => {
    const grossCents = index === rates.length - 1 ? rest : Math.round((amountCents * gross) / total);
    rest -= grossCents;
    return { rateBp, grossCents };
  });
  return shares.map((share) => ({
    ...share,
    vatCents: Math.round((share.grossCents * share.rateBp) / (10_000 + share.rateBp)),
  }));
}
