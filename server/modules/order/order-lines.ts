import { netFromGross } from "#common/money.ts";
import type { Cart } from "../cart/index.ts";
import { ORDER_ITEM_TYPE, type OrderItemProperty, type OrderVat } from "./order.table.ts";
import type { NewOrderItemRow } from "./order-store.ts";

export type BundlePart = { variationId: number; quantity: number; name: string; number: string };

/** VAT rates travel as percent in the cart (19, 5.5) and as basis points on orders (1900, 550). */
export const rateBp = (percent: number) => Math.round(percent * 100);

/**
 * The order's lines, copied from the priced cart: nothing is recomputed. A bundle is a line
 * of type 3 followed by its components (type 2, price 0, pointing at the bundle's position);
 * a redeemed coupon is a line of type 4 with the negative discount.
 */
export function orderLinesFromCart(cart: Cart, bundleParts: Map<number, BundlePart[]>): NewOrderItemRow[] {
  const rows: NewOrderItemRow[] = [];
  const shares = spreadDiscount(
    Math.abs(cart.couponDiscount.value),
    cart.items
      .filter((item) => cart.couponLineIds.includes(item.id))
      .map((item) => ({ id: item.id, cents: item.amount.value })),
  );
  for (const item of cart.items) {
    const position = rows.length + 1;
    const parts = item.variation.itemType === "bundle" ? (bundleParts.get(item.variationId) ?? []) : [];
    const properties = item.basketItemOrderParams.map((param): OrderItemProperty => ({
      propertyId: param.propertyId,
      name: param.name,
      type: param.type,
      value: param.value,
      displayValue: param.displayValue,
      fileUrl: null,
      surchargeCents: param.price.value,
      surchargeNetCents: netFromGross(param.price.value, item.vatValue),
      hasTax: true,
      isAdditionalCosts: param.isShownAsAdditionalCosts,
    }));
    rows.push({
      position,
      typeId: parts.length > 0 ? ORDER_ITEM_TYPE.bundle : ORDER_ITEM_TYPE.variation,
      parentPosition: null,
      variationId: item.variationId,
      itemId: item.variation.itemId,
      name: item.variation.name,
      variationNumber: item.variation.number,
      urlPath: item.variation.urlPath,
      attributes: item.variation.attributes,
      image: item.variation.image,
      quantity: item.quantity,
      unitGrossCents: item.price.value,
      unitNetCents: item.priceNet.value,
      amountGrossCents: item.amount.value,
      discountCents: shares.get(item.id) ?? 0,
      vatRateBp: rateBp(item.vatValue),
      properties,
    });
    for (const part of parts) {
      rows.push({
        position: rows.length + 1,
        typeId: ORDER_ITEM_TYPE.bundleComponent,
        parentPosition: position,
        variationId: part.variationId,
        itemId: null,
        name: part.name,
        variationNumber: part.number,
        urlPath: "",
        quantity: part.quantity * item.quantity,
        unitGrossCents: 0,
        unitNetCents: 0,
        amountGrossCents: 0,
        vatRateBp: rateBp(item.vatValue),
        properties: [],
      });
    }
  }
  if (cart.couponCode && cart.couponDiscount.value !== 0) {
    const discount = -Math.abs(cart.couponDiscount.value);
    rows.push({
      position: rows.length + 1,
      typeId: ORDER_ITEM_TYPE.coupon,
      parentPosition: null,
      variationId: null,
      itemId: null,
      name: cart.couponCode,
      variationNumber: "",
      urlPath: "",
      quantity: 1,
      unitGrossCents: discount,
      unitNetCents: discount,
      amountGrossCents: discount,
      vatRateBp: 0,
      properties: [],
    });
  }
  return rows;
}

/**
 * A discount spread over lines by their value, in whole cents that add up to it: each line its
 * rounded-down share, the cents left over to the lines with the largest remainders (ties: the
 * earlier line). Never more than a line's value.
 */
export function spreadDiscount(discountCents: number, lines: { id: number; cents: number }[]): Map<number, number> {
  const total = lines.reduce((sum, line) => sum + line.cents, 0);
  const shares = new Map<number, number>();
  if (discountCents <= 0 || total <= 0) return shares;
  const discount = Math.min(discountCents, total);
  const exact = lines.map((line) => ({ id: line.id, exact: (discount * line.cents) / total }));
  for (const line of exact) shares.set(line.id, Math.floor(line.exact));
  let left = discount - [...shares.values()].reduce((sum, cents) => sum + cents, 0);
  const byRemainder = exact
    .map((line, index) => ({ ...line, index, remainder: line.exact - Math.floor(line.exact) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const line of byRemainder) {
    if (left <= 0) break;
    shares.set(line.id, (shares.get(line.id) ?? 0) + 1);
    left -= 1;
  }
  return shares;
}

export function orderVatsFromCart(cart: Cart): OrderVat[] {
  return cart.totalVats.map((vat) => ({ rateBp: rateBp(vat.vatValue), vatCents: vat.vatAmount.value }));
}

/**
 * What identifies one state of a cart: its id, its lines (ids never come back after a
 * delete) and its coupon. A retry or double click of the same placement has the same key.
 */
export function cartSignature(
  cartId: number,
  lines: { id: number; variationId: number; quantity: number }[],
  couponCode: string | null,
): string {
  const parts = [...lines].sort((a, b) => a.id - b.id).map((line) => `${line.id}:${line.variationId}:${line.quantity}`);
  return `cart:${cartId}:${parts.join(",")}:${couponCode ?? ""}`;
}
