import type { Locale } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { money, type Money } from "#common/money.ts";
import type { AddressSnapshot } from "../address/index.ts";
import type { DocumentType } from "#common/document-types.ts";
import { listPaymentMethods } from "../payment/index.ts";
import { bankDetailsFor, type PaymentBankDetails, type ShopBankAccount } from "./bank-details.ts";
import type { OrderShipmentRow } from "./order-shipments.ts";
import type { OrderItemRow, OrderRow } from "./order-store.ts";
import type { PaymentStatus } from "./order.table.ts";
import { orderItemView, type OrderItemView } from "./order-item-view.ts";

export { orderPropertyDisplay, type OrderItemView } from "./order-item-view.ts";
import { orderStatusKey, owedCents, refundDueCents } from "./order-payment-status.ts";

export type OrderAddressView = AddressSnapshot & { countryName: string };

/** What anyone with the access key may see: no addresses, no items, no contact data. */
export type OrderSummaryView = {
  id: number;
  orderNumber: string;
  typeId: number;
  createdAt: string;
  status: OrderRow["status"];
  statusName: string;
  paymentMethodId: number;
  paymentMethodKey: string;
  paymentMethodName: string;
  paymentMethodIcon: string;
  paymentStatusKey: PaymentStatus;
  paymentStatus: string;
  shippingProfileName: string;
  shippingProvider: string;
  paymentBankDetails: PaymentBankDetails | null;
  totals: {
    itemSumGross: Money;
    itemSumNet: Money;
    shippingGross: Money;
    shippingNet: Money;
    couponCode: string | null;
    couponValue: Money;
    rebate: Money;
    totalGross: Money;
    totalNet: Money;
    vats: { rate: number; value: Money }[];
    /** What the order's paid payments brought in (beyond the spec: the shopper and support see it). */
    paid: Money;
    /** Paid beyond the total (two payments of one order both paid): owed back to the shopper. */
    refundDue: Money;
    /** Paid back through the provider (refunds that did not fail); `paid` is net of it. */
    refunded: Money;
  };
  dates: OrderRow["dates"];
};

/** A stored document of the order (confirmation, invoice), with its download address. */
export type OrderDocumentView = {
  id: number;
  type: DocumentType;
  /** The document's number: the order number, or the invoice number. */
  number: string;
  createdAt: string;
  url: string;
};

/** An order's stored documents, and whether more are being rendered (a document job is pending). */
export type OrderDocuments = { list: OrderDocumentView[]; pending: boolean };

export type OrderDetailView = OrderSummaryView & {
  contactEmail: string;
  /** Only in the full view: invoices carry addresses. */
  documents: OrderDocumentView[];
  /** Documents of the order are still being rendered (docs/mail-and-documents.md). */
  documentsPending: boolean;
  billingAddress: OrderAddressView;
  deliveryAddress: OrderAddressView;
  orderItems: OrderItemView[];
  additionalInformation: OrderRow["additionalInformation"];
  preferredDelivery: OrderRow["preferredDelivery"];
  /** The order's parcels on their way, first sent first (empty until it ships). */
  shipments: OrderShipmentView[];
  /**
   * The order's page offers the withdrawal function (docs/after-sales.md): not canceled, and
   * not shipped more than WITHDRAWAL_LINK_DAYS ago (14 days from delivery, and the way there).
   */
  withdrawable: boolean;
  /** Items can be returned now (storefront spec §3 isReturnable): the return period is open and something is left. */
  isReturnable: boolean;
  /** The new-return page of the order (without language prefix), when it is returnable. */
  newReturnPath: string | null;
  /** The order's returns (the spec's orders of type 3 whose originOrderId is this order), first first. */
  returns: OrderReturnView[];
};

/** A return of the order as its reader sees it. */
export type OrderReturnView = {
  id: number;
  typeId: 3;
  originOrderId: number;
  returnNumber: string;
  createdAt: string;
  status: string;
  statusName: string;
  reasonName: string;
  items: { orderItemId: number; name: string; quantity: number }[];
  refunded: Money | null;
};

/** What the returns of an order add to its view (the returns module reads them; ADR 037). */
export type OrderReturnFacts = {
  returnable: ReadonlyMap<number, number>;
  periodOpen: boolean;
  /** The access key of the order, for the new-return link; null when it cannot be given. */
  accessKey: string | null;
  returns: OrderReturnView[];
};

const NO_RETURNS: OrderReturnFacts = { returnable: new Map(), periodOpen: false, accessKey: null, returns: [] };

/** How long after its first parcel left an order's page links the withdrawal function. */
export const WITHDRAWAL_LINK_DAYS = 30;

function withdrawable(order: OrderRow, shipments: readonly OrderShipmentRow[], now: Date): boolean {
  if (order.status === "canceled") return false;
  const first = shipments[0];
  return !first || now.getTime() - first.shippedAt.getTime() <= WITHDRAWAL_LINK_DAYS * 24 * 60 * 60 * 1000;
}

/** A parcel as the shopper sees it: carrier, tracking number, tracking page, when it left. */
export type OrderShipmentView = {
  parcelServiceName: string;
  trackingNumber: string;
  trackingUrl: string | null;
  shippedAt: string;
};

/**
 * The payment method's name in the reader's language: the order keeps the name it was
 * placed with, which stays the answer for a method the shop no longer offers.
 */
/** The payment method's name in the reader's language (by id), else the name stored with the order. */
export function paymentMethodNameIn(order: OrderRow, locale: Locale): string {
  const everyMethod = [
    ...listPaymentMethods({ componentMode: false, profileId: null }, locale),
    ...listPaymentMethods({ componentMode: true, profileId: "pfl_any" }, locale),
  ];
  return everyMethod.find((method) => method.id === order.paymentMethodId)?.name ?? order.paymentMethodName;
}

/** `paidCents`: what the order's paid payments brought in (the payment module's sum). */
export function orderSummaryView(
  order: OrderRow,
  locale: Locale,
  bank: ShopBankAccount,
  paidCents: number,
  refundedCents = 0,
): OrderSummaryView {
  const t = translatorFor(locale);
  const m = (cents: number) => money(cents, order.currency, locale);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    typeId: order.typeId,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    statusName: t(`order.status.${orderStatusKey(order)}`),
    paymentMethodId: order.paymentMethodId,
    paymentMethodKey: order.paymentMethodKey,
    paymentMethodName: paymentMethodNameIn(order, locale),
    paymentMethodIcon: order.paymentMethodIcon,
    paymentStatusKey: order.paymentStatus,
    paymentStatus: t(`order.paymentStatus.${order.paymentStatus}`),
    shippingProfileName: order.shippingProfileName,
    shippingProvider: order.shippingProvider,
    paymentBankDetails: bankDetailsFor(bank, order.paymentMethodKey, order.orderNumber),
    totals: {
      itemSumGross: m(order.itemSumGrossCents),
      itemSumNet: m(order.itemSumNetCents),
      shippingGross: m(order.shippingGrossCents),
      shippingNet: m(order.shippingNetCents),
      couponCode: order.couponCode,
      couponValue: m(order.couponValueCents),
      rebate: m(order.rebateCents),
      totalGross: m(order.totalGrossCents),
      totalNet: m(order.totalNetCents),
      vats: order.vats.map((vat) => ({ rate: vat.rateBp / 100, value: m(vat.vatCents) })),
      paid: m(paidCents),
      // A canceled order owes nothing: whatever was paid for it is due back.
      refundDue: m(refundDueCents(paidCents, order.status === "canceled" ? 0 : owedCents(order))),
      refunded: m(refundedCents),
    },
    dates: order.dates,
  };
}

export function orderDetailView(
  order: OrderRow,
  items: OrderItemRow[],
  locale: Locale,
  bank: ShopBankAccount,
  countryName: (countryId: number) => string,
  documents: OrderDocuments,
  paidCents: number,
  shipments: readonly OrderShipmentRow[],
  refundedCents = 0,
  returnFacts: OrderReturnFacts = NO_RETURNS,
  now = new Date(),
): OrderDetailView {
  const isReturnable = returnFacts.periodOpen && [...returnFacts.returnable.values()].some((left) => left > 0);
  const m = (cents: number) => money(cents, order.currency, locale);
  const address = (snapshot: AddressSnapshot): OrderAddressView => ({
    ...snapshot,
    countryName: countryName(snapshot.countryId),
  });
  return {
    ...orderSummaryView(order, locale, bank, paidCents, refundedCents),
    contactEmail: order.contactEmail,
    documents: documents.list,
    documentsPending: documents.pending,
    billingAddress: address(order.billingAddress),
    deliveryAddress: address(order.deliveryAddress),
    additionalInformation: order.additionalInformation,
    preferredDelivery: order.preferredDelivery,
    shipments: shipments.map((shipment) => ({
      parcelServiceName: shipment.parcelServiceName,
      trackingNumber: shipment.trackingNumber,
      trackingUrl: shipment.trackingUrl,
      shippedAt: shipment.shippedAt.toISOString(),
    })),
    withdrawable: withdrawable(order, shipments, now),
    isReturnable,
    newReturnPath:
      isReturnable && returnFacts.accessKey
        ? `/my-account/new-return/${order.id}/${encodeURIComponent(returnFacts.accessKey)}`
        : null,
    returns: returnFacts.returns,
    orderItems: items.map((item) =>
      orderItemView(item, m, returnFacts.periodOpen ? (returnFacts.returnable.get(item.id) ?? 0) : 0),
    ),
  };
}
