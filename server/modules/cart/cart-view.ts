import type { Locale } from "#common/constants.ts";
import { money, netFromGross, type Money } from "#common/money.ts";
import type { Database } from "../../db/client.ts";
import { priceForQuantity } from "../pricing/price-view.ts";
import { cartVatRatePercent, loadCartVariations, type CartVariation } from "./cart-catalog.ts";
import { cartTotals, surchargeGrossCents } from "./cart-pricing.ts";
import { isBuyable } from "./cart-rules.ts";
import type { CartLineRow, CartRow } from "./cart-store.ts";

/** Germany, the shop's country (country ids as in the spec's shop system). */
export const SHOP_COUNTRY_ID = 1;
export const DEFAULT_CURRENCY = "EUR";

export type CartOrderParam = {
  propertyId: number;
  name: string;
  type: CartVariation["properties"][number]["valueType"];
  value: string;
  /** Surcharge of one piece, gross (zero when the property has none). */
  price: Money;
  isShownAsAdditionalCosts: boolean;
  basketItemId: number;
};

export type CartItem = {
  id: number;
  variationId: number;
  quantity: number;
  /** One piece, gross, including its surcharges. */
  price: Money;
  priceNet: Money;
  /** The line: price times quantity. */
  amount: Money;
  vatValue: number;
  variation: {
    id: number;
    itemId: number;
    number: string;
    name: string;
    /** urlPath_itemId_variationId (storefront.md section 3). */
    urlPath: string;
    image: string | null;
    itemType: CartVariation["itemType"];
    minimumOrderQuantity: number;
    intervalOrderQuantity: number;
    maximumOrderQuantity: number | null;
    availability: CartVariation["availability"];
  };
  basketItemOrderParams: CartOrderParam[];
};

export type Cart = {
  id: number | null;
  items: CartItem[];
  basketAmount: Money;
  basketAmountNet: Money;
  itemSum: Money;
  itemSumNet: Money;
  shippingAmount: Money;
  shippingAmountNet: Money;
  basketRebate: Money;
  couponDiscount: Money;
  couponCode: string | null;
  totalVats: { vatValue: number; vatAmount: Money }[];
  shippingCountryId: number;
  shopCountryId: number;
  currency: string;
  customerInvoiceAddressId: number | null;
  customerShippingAddressId: number | null;
  maxDeliveryDays: number;
  itemQuantity: number;
};

export type CartViewContext = {
  locale: Locale;
  now: Date;
  checkoutAddresses?: { billing?: number; shipping?: number } | undefined;
};

/**
 * The cart as the API answers it, priced now from the database. Lines that can no longer
 * be bought (variation gone, switched off, without a price, no longer on sale) are left
 * out and named in `unavailableLineIds`, for the caller to remove.
 */
export async function buildCartView(
  db: Database,
  cart: CartRow | undefined,
  lines: CartLineRow[],
  context: CartViewContext,
): Promise<{ cart: Cart; unavailableLineIds: number[] }> {
  const { locale, now } = context;
  const currency = cart?.currency ?? DEFAULT_CURRENCY;
  const m = (cents: number) => money(cents, currency, locale);
  const variations = await loadCartVariations(
    db,
    lines.map((line) => line.variationId),
    locale,
  );
  const unavailableLineIds: number[] = [];
  const items: CartItem[] = [];
  for (const line of lines) {
    const variation = variations.get(line.variationId);
    const pieceCents =
      variation && isBuyable(variation, now) ? priceForQuantity(variation.prices, line.quantity, now) : null;
    if (!variation || pieceCents === null) {
      unavailableLineIds.push(line.id);
      continue;
    }
    const rate = cartVatRatePercent(variation.vatClass);
    const params = line.properties.flatMap((stored): CartOrderParam[] => {
      const property = variation.properties.find((candidate) => candidate.id === stored.propertyId);
      if (!property) return [];
      return [
        {
          propertyId: property.id,
          name: property.name,
          type: property.valueType,
          value: stored.value,
          price: m(surchargeGrossCents(property.surchargeCents, property.surchargeIncludesVat, rate)),
          isShownAsAdditionalCosts: property.isShownAsAdditionalCosts,
          basketItemId: line.id,
        },
      ];
    });
    const unitGross = pieceCents + params.reduce((sum, param) => sum + param.price.value, 0);
    items.push({
      id: line.id,
      variationId: line.variationId,
      quantity: line.quantity,
      price: m(unitGross),
      priceNet: m(netFromGross(unitGross, rate)),
      amount: m(unitGross * line.quantity),
      vatValue: rate,
      variation: {
        id: variation.id,
        itemId: variation.itemId,
        number: variation.number,
        name: variation.name,
        urlPath: `${variation.urlPath}_${variation.itemId}_${variation.id}`,
        image: variation.image,
        itemType: variation.itemType,
        minimumOrderQuantity: variation.minimumOrderQuantity,
        intervalOrderQuantity: variation.intervalOrderQuantity,
        maximumOrderQuantity: variation.maximumOrderQuantity,
        availability: variation.availability,
      },
      basketItemOrderParams: params,
    });
  }
  const totals = cartTotals(
    items.map((item) => ({ unitGrossCents: item.price.value, quantity: item.quantity, vatRatePercent: item.vatValue })),
  );
  // Shipping, rebates and coupons arrive with their modules (docs/cart.md); they are 0 until then.
  const shippingCents = 0;
  return {
    unavailableLineIds,
    cart: {
      id: cart?.id ?? null,
      items,
      basketAmount: m(totals.itemSumCents + shippingCents),
      basketAmountNet: m(totals.itemSumNetCents + shippingCents),
      itemSum: m(totals.itemSumCents),
      itemSumNet: m(totals.itemSumNetCents),
      shippingAmount: m(shippingCents),
      shippingAmountNet: m(shippingCents),
      basketRebate: m(0),
      couponDiscount: m(0),
      couponCode: cart?.couponCode ?? null,
      totalVats: totals.vats.map((vat) => ({ vatValue: vat.vatValue, vatAmount: m(vat.vatCents) })),
      shippingCountryId: SHOP_COUNTRY_ID,
      shopCountryId: SHOP_COUNTRY_ID,
      currency,
      customerInvoiceAddressId: context.checkoutAddresses?.billing ?? null,
      customerShippingAddressId: context.checkoutAddresses?.shipping ?? null,
      maxDeliveryDays: Math.max(0, ...items.map((item) => item.variation.availability.averageDays)),
      itemQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    },
  };
}
