import type { Locale } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { money, type Money } from "#common/money.ts";
import type { Database } from "../../db/client.ts";
import { priceForQuantity, type PriceRow } from "../pricing/index.ts";
import type { DeliveryVat } from "../tax/index.ts";
import { netFromGrossCents } from "../tax/index.ts";
import { fileNamesByKey } from "../property-file/index.ts";
import { answerDisplayValue } from "./cart-answers.ts";
import { loadCartVariations, type CartVariation } from "./cart-catalog.ts";
import { surchargeGrossCents } from "./cart-pricing.ts";
import { isBuyable } from "./cart-rules.ts";
import type { CartLineRow } from "./cart-store.ts";

/** Germany, the shop's country (country ids as in the spec's shop system). */
export const SHOP_COUNTRY_ID = 1;
export const DEFAULT_CURRENCY = "EUR";

export type CartOrderParam = {
  propertyId: number;
  name: string;
  type: CartVariation["properties"][number]["valueType"];
  /** The stored answer: a selection value's id, a file's key, "" for a ticked box. */
  value: string;
  /** The answer as a person reads it, in the request's language (`answerDisplayValue`). */
  displayValue: string;
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
  /** VAT rate in percent (19, 5.5; 0 for exports and reverse charge). */
  vatValue: number;
  variation: {
    id: number;
    itemId: number;
    number: string;
    name: string;
    /** urlPath_itemId_variationId (docs/glossary.md, storefront spec §3). */
    urlPath: string;
    /** The variation's own image (its colour), else the item's first. */
    image: string | null;
    /** What the shopper chose: the variation's attribute values ("Farbe", "Anthrazit"). */
    attributes: { name: string; value: string }[];
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
  /** What the shopper pays: itemSum + shippingAmount + couponDiscount. */
  basketAmount: Money;
  basketAmountNet: Money;
  itemSum: Money;
  itemSumNet: Money;
  shippingAmount: Money;
  shippingAmountNet: Money;
  /**
   * False when no shipping method serves the delivery country and weight: shippingAmount is
   * then 0 but no price, and the page says no method is available. An empty cart ships nothing: true.
   */
  shippingAvailable: boolean;
  basketRebate: Money;
  /** Zero or negative: the coupon's reduction of the gross amount (docs/coupons.md). */
  couponDiscount: Money;
  /** The shipping price a free-shipping coupon waives (gross; 0 without one): what it saves. */
  couponShippingSaving: Money;
  couponCode: string | null;
  /** The lines (cart item ids) the coupon's discount applies to: the order keeps each one's share. */
  couponLineIds: number[];
  /** VAT per rate of the whole basket (items, coupon and shipping), highest rate first. */
  totalVats: { vatValue: number; vatAmount: Money }[];
  shippingCountryId: number;
  shopCountryId: number;
  currency: string;
  customerInvoiceAddressId: number | null;
  customerShippingAddressId: number | null;
  maxDeliveryDays: number;
  itemQuantity: number;
};

/** A priced line with what shipping and coupons need to know about it. */
export type BuiltLine = {
  item: CartItem;
  rateBp: number;
  weightG: number;
  isSpecialOffer: boolean;
};

/** The piece price comes from a special offer: no regular price for the quantity is as low. */
export function isSpecialOfferPrice(rows: PriceRow[], quantity: number, now: Date, pieceCents: number): boolean {
  const valid = (row: PriceRow) =>
    row.minimumQuantity <= Math.max(1, quantity) &&
    (row.validFrom === null || row.validFrom <= now) &&
    (row.validUntil === null || row.validUntil > now);
  const regular = rows.filter((row) => row.kind === "default" && valid(row)).map((row) => row.amountCents);
  return (
    rows.some((row) => row.kind === "special" && valid(row) && row.amountCents === pieceCents) &&
    Math.min(...regular) > pieceCents
  );
}

/**
 * The cart's lines priced for a delivery: the catalogue's gross prices for domestic and EU
 * consumer deliveries (net derived at the delivery country's rate); for exports and reverse
 * charge (0 %) the German net price, because the shop must not keep German VAT it does not
 * owe. Lines that can no longer be bought are left out and named in `unavailableLineIds`;
 * `variations` are the catalogue rows the lines were priced from.
 */
export async function buildCartLines(
  db: Database,
  lines: Pick<CartLineRow, "id" | "variationId" | "quantity" | "properties">[],
  context: { locale: Locale; now: Date; currency: string; home: DeliveryVat; delivery: DeliveryVat },
): Promise<{ built: BuiltLine[]; unavailableLineIds: number[]; variations: Map<number, CartVariation> }> {
  const { locale, now, home, delivery } = context;
  const m = (cents: number) => money(cents, context.currency, locale);
  const zeroRated = delivery.treatment === "export" || delivery.treatment === "reverseCharge";
  const [variations, fileNames] = await Promise.all([
    loadCartVariations(
      db,
      lines.map((line) => line.variationId),
      locale,
    ),
    fileNamesByKey(
      db,
      lines.flatMap((line) => line.properties.map((stored) => stored.value)),
    ),
  ]);
  const answers = { locale, fileNames, ticked: translatorFor(locale)("cart.answerTicked") };
  const unavailableLineIds: number[] = [];
  const built: BuiltLine[] = [];
  for (const line of lines) {
    const variation = variations.get(line.variationId);
    const pieceCents =
      variation && isBuyable(variation, now) ? priceForQuantity(variation.prices, line.quantity, now) : null;
    if (!variation || pieceCents === null) {
      unavailableLineIds.push(line.id);
      continue;
    }
    const homeRate = home.rates[variation.vatClass];
    const rateBp = delivery.rates[variation.vatClass];
    // Zero-rated deliveries pay the German net of every gross amount.
    const charged = (grossAtHome: number) => (zeroRated ? netFromGrossCents(grossAtHome, homeRate) : grossAtHome);
    const params = line.properties.flatMap((stored): CartOrderParam[] => {
      const property = variation.properties.find((candidate) => candidate.id === stored.propertyId);
      if (!property) return [];
      const surcharge = surchargeGrossCents(
        property.surchargeCents,
        property.surchargeIncludesVat,
        zeroRated ? homeRate : rateBp,
      );
      return [
        {
          propertyId: property.id,
          name: property.name,
          type: property.valueType,
          value: stored.value,
          displayValue: answerDisplayValue(property, stored.value, answers),
          price: m(charged(surcharge)),
          isShownAsAdditionalCosts: property.isShownAsAdditionalCosts,
          basketItemId: line.id,
        },
      ];
    });
    const unitGross = charged(pieceCents) + params.reduce((sum, param) => sum + param.price.value, 0);
    built.push({
      rateBp,
      weightG: variation.weightG * line.quantity,
      isSpecialOffer: isSpecialOfferPrice(variation.prices, line.quantity, now, pieceCents),
      item: {
        id: line.id,
        variationId: line.variationId,
        quantity: line.quantity,
        price: m(unitGross),
        priceNet: m(netFromGrossCents(unitGross, rateBp)),
        amount: m(unitGross * line.quantity),
        vatValue: rateBp / 100,
        variation: {
          id: variation.id,
          itemId: variation.itemId,
          number: variation.number,
          name: variation.name,
          urlPath: `${variation.urlPath}_${variation.itemId}_${variation.id}`,
          image: variation.image,
          attributes: variation.attributes.map(({ name, value }) => ({ name, value })),
          itemType: variation.itemType,
          minimumOrderQuantity: variation.minimumOrderQuantity,
          intervalOrderQuantity: variation.intervalOrderQuantity,
          maximumOrderQuantity: variation.maximumOrderQuantity,
          availability: variation.availability,
        },
        basketItemOrderParams: params,
      },
    });
  }
  return { built, unavailableLineIds, variations };
}
