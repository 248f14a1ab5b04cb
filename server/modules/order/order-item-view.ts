import type { Money } from "#common/money.ts";
import type { OrderItemRow } from "./order-store.ts";
import type { OrderItemAttribute, OrderItemProperty } from "./order.table.ts";

/** What an order property reads as: its snapshot, else (older orders) the stored value. */
export function orderPropertyDisplay(property: Pick<OrderItemProperty, "type" | "value" | "displayValue">): string {
  if (property.displayValue !== undefined) return property.displayValue;
  return property.type === "empty" ? "" : property.value;
}

export type OrderItemView = {
  id: number;
  position: number;
  typeId: number;
  parentPosition: number | null;
  orderItemName: string;
  itemVariationId: number | null;
  variationNumber: string;
  /** /p/{variationId}/{slug} target: urlPath_itemId_variationId, empty for coupons and components. */
  urlPath: string;
  /** The variation's attribute values as ordered ("Farbe: Anthrazit"). */
  attributes: OrderItemAttribute[];
  /** The variation's own image when it was ordered; null for coupons, components and older orders. */
  image: string | null;
  quantity: number;
  /** How many pieces can still be returned (storefront spec §3 returnableQuantity; 0 for coupons and components). */
  returnableQuantity: number;
  unitPrice: Money;
  unitPriceNet: Money;
  amount: Money;
  vatRate: number;
  orderProperties: (Omit<OrderItemProperty, "surchargeCents" | "surchargeNetCents" | "displayValue"> & {
    displayValue: string;
    surcharge: Money;
    surchargeNet: Money;
  })[];
};

/** One order line as the views show it; `returnableQuantity`: what can still go back (0 when nothing can). */
export function orderItemView(
  item: Omit<OrderItemRow, "orderId" | "discountCents">,
  m: (cents: number) => Money,
  returnableQuantity: number,
): OrderItemView {
  return {
    id: item.id,
    position: item.position,
    typeId: item.typeId,
    parentPosition: item.parentPosition,
    orderItemName: item.name,
    itemVariationId: item.variationId,
    variationNumber: item.variationNumber,
    urlPath: item.urlPath,
    attributes: item.attributes,
    image: item.image,
    quantity: item.quantity,
    returnableQuantity,
    unitPrice: m(item.unitGrossCents),
    unitPriceNet: m(item.unitNetCents),
    amount: m(item.amountGrossCents),
    vatRate: item.vatRateBp / 100,
    orderProperties: item.properties.map(({ surchargeCents, surchargeNetCents, ...property }) => ({
      ...property,
      displayValue: orderPropertyDisplay(property),
      surcharge: m(surchargeCents),
      surchargeNet: m(surchargeNetCents),
    })),
  };
}
