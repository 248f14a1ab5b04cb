import type { Locale } from "#common/constants.ts";
import { money } from "#common/money.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { checkCoupon } from "../coupon/index.ts";
import type { CouponErrorKey, CouponBuyerFacts } from "../coupon/index.ts";
import { loadShippingProfiles } from "../shipping/index.ts";
import {
  chooseShippingMethod,
  ShippingError,
  shippingOptionsFor,
  type ShippingErrorKey,
  type ShippingMethod,
} from "../shipping/index.ts";
import { deliveryVat, type DeliveryVat, shopDay, type TaxTreatment } from "../tax/index.ts";
import { basketTotals } from "./cart-pricing.ts";
import type { CartLineRow, CartRow } from "./cart-store.ts";
import { buildCartLines, DEFAULT_CURRENCY, SHOP_COUNTRY_ID, type Cart } from "./cart-view.ts";

/** What the shopper chose so far that changes the price (session.checkout, the buyer). */
export type PricingChoices = {
  /** Delivery country; default the shop's country. */
  countryId?: number | undefined;
  shippingProfileId?: number | undefined;
  /**
   * Gross cents added to the shipping of a method (the DHL preferred day's charge,
   * currentPreferredDelivery). A free-shipping coupon waives the method's price, not this.
   */
  shippingSurchargeCents?: number | undefined;
  buyer?: CouponBuyerFacts & { validVatNumberCountryIso?: string };
};

export type PricingContext = {
  locale: Locale;
  now: Date;
  choices: PricingChoices;
  checkoutAddresses?: { billing?: number; shipping?: number } | undefined;
};

export type PricedCart = {
  cart: Cart;
  /** Lines that can no longer be bought (left out of the cart; the caller removes them). */
  unavailableLineIds: number[];
  /** The method priced, null when none fits (then shipping is 0 and `shippingProblem` says why). */
  shippingMethod: ShippingMethod | null;
  shippingProblem: ShippingErrorKey | null;
  /** The stored coupon did not apply (not priced; the caller removes it and tells the shopper). */
  couponProblem: { code: string; key: CouponErrorKey; values?: Record<string, string> } | null;
  /** How VAT applies to the delivery (null for an empty cart, which needs no rates). */
  taxTreatment: TaxTreatment | null;
};

/** A buyer nobody told us about: restricted coupons refuse it. */
const ANONYMOUS: CouponBuyerFacts = {
  customerId: null,
  email: null,
  previousOrders: 0,
  customerClassId: null,
  customerTypeId: null,
};

/** The VAT rates of a delivery, or the spec's error: a country the shop does not deliver to, a data gap. */
export async function deliveryRates(
  db: Database,
  countryId: number,
  now: Date,
  buyer?: { validVatNumberCountryIso?: string },
): Promise<DeliveryVat> {
  const vat = await deliveryVat(db, { countryId, day: shopDay(now), ...(buyer ? { buyer } : {}) });
  if (vat === "unknownCountry") throw new AppError("conflict", "countryNotFound");
  if (vat === "rateMissing") throw new AppError("conflict", "shippingCalculationFailed");
  return vat;
}

function pickMethod(
  result: ReturnType<typeof shippingOptionsFor>,
  selected: number | undefined,
): { method: ShippingMethod | null; problem: ShippingErrorKey | null } {
  try {
    return { method: chooseShippingMethod(result, selected), problem: null };
  } catch (error) {
    if (!(error instanceof ShippingError)) throw error;
    // A chosen method that is gone: price the first one and say so; the checkout asks again.
    return { method: result.methods[0] ?? null, problem: error.key };
  }
}

/** A cart without lines costs nothing anywhere: no rates needed; a coupon on it has nothing to apply to. */
function emptyCart(cartRow: CartRow | undefined, countryId: number, context: PricingContext): PricedCart {
  const zero = money(0, cartRow?.currency ?? DEFAULT_CURRENCY, context.locale);
  return {
    unavailableLineIds: [],
    shippingMethod: null,
    shippingProblem: null,
    couponProblem: cartRow?.couponCode ? { code: cartRow.couponCode, key: "couponNoMatchingItem" } : null,
    taxTreatment: null,
    cart: {
      id: cartRow?.id ?? null,
      items: [],
      basketAmount: zero,
      basketAmountNet: zero,
      itemSum: zero,
      itemSumNet: zero,
      shippingAmount: zero,
      shippingAmountNet: zero,
      shippingAvailable: true,
      basketRebate: zero,
      couponDiscount: zero,
      couponShippingSaving: zero,
      couponCode: null,
      couponLineIds: [],
      totalVats: [],
      shippingCountryId: countryId,
      shopCountryId: SHOP_COUNTRY_ID,
      currency: zero.currency,
      customerInvoiceAddressId: context.checkoutAddresses?.billing ?? null,
      customerShippingAddressId: context.checkoutAddresses?.shipping ?? null,
      maxDeliveryDays: 0,
      itemQuantity: 0,
    },
  };
}

/**
 * Lines priced as the cart prices them for these choices (delivery country, the buyer's VAT
 * number), without shipping or coupon: the cart's first step, and what 'order again' compares
 * an order's prices with. Lines that can no longer be bought are named in `unavailableLineIds`.
 */
export async function priceLines(
  db: Database,
  lines: Parameters<typeof buildCartLines>[1],
  context: Pick<PricingContext, "locale" | "now" | "choices"> & { currency: string },
): Promise<Awaited<ReturnType<typeof buildCartLines>> & { delivery: DeliveryVat }> {
  const { locale, now, choices, currency } = context;
  const countryId = choices.countryId ?? SHOP_COUNTRY_ID;
  const vatNumberIso = choices.buyer?.validVatNumberCountryIso;
  const delivery = await deliveryRates(
    db,
    countryId,
    now,
    vatNumberIso ? { validVatNumberCountryIso: vatNumberIso } : undefined,
  );
  const home = countryId === SHOP_COUNTRY_ID ? delivery : await deliveryRates(db, SHOP_COUNTRY_ID, now);
  return { ...(await buildCartLines(db, lines, { locale, now, currency, home, delivery })), delivery };
}

/**
 * The cart priced for a delivery country, shipping method, buyer and coupon: the one
 * function the cart, the checkout and the order step price with. Changes nothing: lines
 * that can no longer be bought and a coupon that no longer applies are reported for the
 * caller to remove. Throws countryNotFound or shippingCalculationFailed (409).
 */
export async function priceCart(
  db: Database,
  cartRow: CartRow | undefined,
  lines: CartLineRow[],
  context: PricingContext,
): Promise<PricedCart> {
  const { locale, now, choices } = context;
  const currency = cartRow?.currency ?? DEFAULT_CURRENCY;
  const m = (cents: number) => money(cents, currency, locale);
  const countryId = choices.countryId ?? SHOP_COUNTRY_ID;
  if (lines.length === 0) return emptyCart(cartRow, countryId, context);
  const buyer = choices.buyer ?? ANONYMOUS;
  const { built, unavailableLineIds, delivery } = await priceLines(db, lines, { ...context, currency });
  const items = built.map((line) => line.item);
  const itemSum = items.reduce((sum, item) => sum + item.amount.value, 0);

  let coupon = null as Awaited<ReturnType<typeof checkCoupon>> | null;
  if (cartRow?.couponCode) {
    coupon = await checkCoupon(db, cartRow.couponCode, {
      now,
      buyer,
      lines: built.map((line) => ({
        id: line.item.id,
        itemId: line.item.variation.itemId,
        grossCents: line.item.amount.value,
        isSpecialOffer: line.isSpecialOffer,
        // The shop sells no subscriptions (docs/coupons.md).
        isSubscription: false,
      })),
    });
  }
  const applied = coupon?.ok ? coupon : null;

  let shipping: ReturnType<typeof pickMethod> = { method: null, problem: null };
  if (items.length > 0) {
    const options = shippingOptionsFor(await loadShippingProfiles(db), {
      countryId,
      weightG: built.reduce((sum, line) => sum + line.weightG, 0),
      itemSumGrossCents: itemSum,
      vatRateBp: delivery.rates.standard,
      currency,
      locale,
    });
    shipping = pickMethod(options, choices.shippingProfileId);
  }
  const methodCents = applied?.freeShipping ? 0 : (shipping.method?.shippingAmount.value ?? 0);
  const shippingGross = shipping.method ? methodCents + (choices.shippingSurchargeCents ?? 0) : 0;
  const totals = basketTotals({
    lines: built.map((line) => ({
      id: line.item.id,
      unitGrossCents: line.item.price.value,
      quantity: line.item.quantity,
      rateBp: line.rateBp,
    })),
    shippingGrossCents: shippingGross,
    fallbackRateBp: delivery.rates.standard,
    ...(applied ? { discount: { cents: applied.discountCents, lineIds: applied.lineIds } } : {}),
  });
  const couponProblem =
    coupon && !coupon.ok
      ? {
          code: coupon.code,
          key: coupon.key,
          ...(coupon.values?.min !== undefined ? { values: { min: m(coupon.values.min).formatted } } : {}),
        }
      : null;
  return {
    unavailableLineIds,
    shippingMethod: shipping.method,
    shippingProblem: shipping.problem,
    couponProblem,
    taxTreatment: delivery.treatment,
    cart: {
      id: cartRow?.id ?? null,
      items,
      basketAmount: m(totals.basketCents),
      basketAmountNet: m(totals.basketNetCents),
      itemSum: m(totals.itemSumCents),
      itemSumNet: m(totals.itemSumNetCents),
      shippingAmount: m(totals.shippingCents),
      shippingAmountNet: m(totals.shippingNetCents),
      shippingAvailable: shipping.method !== null,
      basketRebate: m(0),
      // 0 - 0 is +0: "-0" would be formatted as "-0,00 €".
      couponDiscount: m(0 - totals.discountCents),
      couponShippingSaving: m(applied?.freeShipping ? (shipping.method?.shippingAmount.value ?? 0) : 0),
      couponCode: applied ? applied.code : null,
      couponLineIds: applied && totals.discountCents > 0 ? applied.lineIds : [],
      totalVats: totals.vats.map((vat) => ({ vatValue: vat.rateBp / 100, vatAmount: m(vat.vatCents) })),
      shippingCountryId: countryId,
      shopCountryId: SHOP_COUNTRY_ID,
      currency,
      customerInvoiceAddressId: context.checkoutAddresses?.billing ?? null,
      customerShippingAddressId: context.checkoutAddresses?.shipping ?? null,
      maxDeliveryDays: Math.max(
        0,
        shipping.method?.maxDeliveryDays ?? 0,
        ...items.map((item) => item.variation.availability.averageDays),
      ),
      itemQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    },
  };
}
