import type { Locale } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { money } from "#common/money.ts";
import {
  OFFER_TYPE_ID,
  OFFER_VALID_UNTIL_DATE_TYPE,
  offerItemCount,
  SHIPPING_COSTS_ITEM_TYPE,
  type OfferStatus,
} from "#common/schemas/offers.ts";
import type { Database } from "../db/client.ts";
import type { OfferRow } from "../modules/offer/index.ts";
import {
  orderItemView,
  type OrderAddressView,
  type OrderItemView,
  type OrderSummaryView,
} from "../modules/order/index.ts";
import { listCountries } from "../modules/tax/index.ts";

/**
 * An offer as the spec shows it (storefront spec §3: an order of type 7 with a valid-until date,
 * date type 20): its lines, shipping as the last line, totals in the order's shape (the discount
 * as `couponValue`, as the order it becomes keeps it), and the spec's item count.
 */
export type OfferView = {
  id: number;
  offerNumber: string;
  typeId: typeof OFFER_TYPE_ID;
  status: OfferStatus;
  createdAt: string;
  validUntil: string;
  dates: { typeId: number; date: string }[];
  email: string;
  address: OrderAddressView;
  shippingProfileName: string;
  note: string;
  /** The lines, then the shipping costs (type 6). */
  orderItems: OrderItemView[];
  /** The spec's item count: the number of lines minus 1 (the shipping costs), at least 0. */
  itemCount: number;
  /** In the order's shape (the order it becomes keeps the same): the discount as `couponValue`. */
  totals: OrderSummaryView["totals"];
};

export async function offerView(db: Database, offer: OfferRow, locale: Locale): Promise<OfferView> {
  const m = (cents: number) => money(cents, offer.currency, locale);
  const countries = await listCountries(db, locale, { activeOnly: false });
  const lines = offer.lines.map((line) =>
    orderItemView(
      {
        ...line,
        id: line.position,
        parentPosition: line.parentPosition ?? null,
        variationId: line.variationId ?? null,
        itemId: line.itemId ?? null,
        variationNumber: line.variationNumber ?? "",
        urlPath: line.urlPath ?? "",
        properties: line.properties ?? [],
        attributes: line.attributes ?? [],
        image: line.image ?? null,
      },
      m,
      0,
    ),
  );
  const shippingLine: OrderItemView = {
    id: lines.length + 1,
    position: lines.length + 1,
    typeId: SHIPPING_COSTS_ITEM_TYPE,
    parentPosition: null,
    orderItemName: translatorFor(locale)("order.confirmation.shipping"),
    itemVariationId: null,
    variationNumber: "",
    urlPath: "",
    attributes: [],
    image: null,
    quantity: 1,
    returnableQuantity: 0,
    unitPrice: m(offer.shippingGrossCents),
    unitPriceNet: m(offer.shippingNetCents),
    amount: m(offer.shippingGrossCents),
    // Shipping follows the goods' VAT: the highest rate of the offer (its only one, mostly).
    vatRate: Math.max(0, ...offer.vats.map((vat) => vat.rateBp)) / 100,
    orderProperties: [],
  };
  const topLevel = lines.filter((line) => line.parentPosition === null);
  return {
    id: offer.id,
    offerNumber: offer.offerNumber,
    typeId: OFFER_TYPE_ID,
    status: offer.status,
    createdAt: offer.createdAt.toISOString(),
    validUntil: offer.validUntil,
    dates: [{ typeId: OFFER_VALID_UNTIL_DATE_TYPE, date: offer.validUntil }],
    email: offer.email,
    address: {
      ...offer.address,
      countryName: countries.find((country) => country.id === offer.address.countryId)?.name ?? "",
    },
    shippingProfileName: offer.shippingProfileName,
    note: offer.note,
    orderItems: [...lines, shippingLine],
    // Bundle components belong to their bundle: the count is of the offer's own lines and the shipping.
    itemCount: offerItemCount(topLevel.length + 1),
    totals: {
      itemSumGross: m(offer.itemSumGrossCents),
      itemSumNet: m(offer.itemSumNetCents),
      shippingGross: m(offer.shippingGrossCents),
      shippingNet: m(offer.shippingNetCents),
      couponCode: null,
      couponValue: m(0 - offer.discountCents),
      rebate: m(0),
      totalGross: m(offer.totalGrossCents),
      totalNet: m(offer.totalNetCents),
      vats: offer.vats.map((vat) => ({ rate: vat.rateBp / 100, value: m(vat.vatCents) })),
      paid: m(0),
      refundDue: m(0),
      refunded: m(0),
    },
  };
}
