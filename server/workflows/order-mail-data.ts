import type { Locale } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { surchargeText } from "#common/surcharge.ts";
import type { Database } from "../db/client.ts";
import type { AddressSnapshot } from "../modules/address/index.ts";
import type { OrderAddress, OrderLine, OrderMailData } from "../modules/mail/index.ts";
import {
  bankDetailsFor,
  type ShopBankAccount,
  listOrderItems,
  type OrderItemRow,
  type OrderRow,
} from "../modules/order/index.ts";
import { ORDER_ITEM_TYPE, orderPropertyDisplay, paymentMethodNameIn } from "../modules/order/index.ts";
import { listCountries } from "../modules/tax/index.ts";

/** Where the shop's links point: PUBLIC_URL, and which language has no path prefix. */
/** What the mail and documents need from the shop's settings. */
export type ShopSite = { publicUrl: string; defaultLocale: Locale; timeZone: string; bank: ShopBankAccount };

/** The confirmation page of an order, absolute, in the order's language (the default one has no prefix). */
export function confirmationUrl(
  site: Pick<ShopSite, "publicUrl" | "defaultLocale">,
  order: OrderRow,
  accessKey: string,
): string {
  const prefix = order.locale === site.defaultLocale ? "" : `/${order.locale}`;
  return new URL(`${prefix}/confirmation/${order.id}/${encodeURIComponent(accessKey)}`, site.publicUrl).href;
}

/**
 * The order as the confirmation mail and the documents show it (they never read order
 * tables). Reads the lines and country names with `db`, which may be the placing
 * transaction: the order is not committed yet when the mail is enqueued.
 */
export async function orderMailData(
  db: Database,
  order: OrderRow,
  accessKey: string,
  site: ShopSite,
): Promise<OrderMailData> {
  const [items, countries] = await Promise.all([
    listOrderItems(db, order.id),
    listCountries(db, order.locale, { activeOnly: false }),
  ]);
  const names = new Map(countries.map((country) => [country.id, country.name]));
  const address = (snapshot: AddressSnapshot): OrderAddress => ({
    ...snapshot,
    countryName: names.get(snapshot.countryId) ?? "",
  });
  const bank = bankDetailsFor(site.bank, order.paymentMethodKey, order.orderNumber);
  return {
    orderId: order.id,
    number: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    locale: order.locale,
    timeZone: site.timeZone,
    email: order.contactEmail,
    currency: order.currency,
    items: mailLines(items, order.locale, order.currency),
    totals: {
      itemSumGrossCents: order.itemSumGrossCents,
      shippingGrossCents: order.shippingGrossCents,
      couponDiscountCents: Math.abs(order.couponValueCents),
      couponCode: order.couponCode,
      totalGrossCents: order.totalGrossCents,
      totalNetCents: order.totalNetCents,
    },
    vats: vatsOf(order),
    reverseCharge: isReverseCharge(order),
    shipping: { name: order.shippingProfileName },
    payment: {
      // The method's name as the order's reader sees it on the confirmation page, in the order's language.
      name: paymentMethodNameIn(order, order.locale),
      paid: isPaid(order),
      ...(bank
        ? {
            bankDetails: {
              accountOwner: bank.accountOwner,
              bankName: bank.name,
              iban: bank.iban,
              bic: bank.swift,
              reference: bank.code,
            },
          }
        : {}),
    },
    addresses: { billing: address(order.billingAddress), delivery: address(order.deliveryAddress) },
    confirmationUrl: confirmationUrl(site, order, accessKey),
  };
}

export function isPaid(order: OrderRow): boolean {
  return order.status === "paid" || ["fullyPaid", "overpaid", "prepaid"].includes(order.paymentStatus);
}

/**
 * Lines with a price: variations and bundles. Their details, under the name: the chosen
 * attribute values ("Farbe: Anthrazit"), the order properties, and a bundle's components
 * (price 0); the coupon line is shown in the totals instead.
 */
export function mailLines(items: OrderItemRow[], locale: Locale, currency: string): OrderLine[] {
  const t = translatorFor(locale);
  return items
    .filter((item) => item.typeId === ORDER_ITEM_TYPE.variation || item.typeId === ORDER_ITEM_TYPE.bundle)
    .map((item) => {
      const properties = item.properties.map((property) => {
        const display = orderPropertyDisplay(property);
        const answer = display === "" ? property.name : `${property.name}: ${display}`;
        if (property.surchargeCents <= 0) return answer;
        // An order's amounts are gross, so its surcharges read gross too ('inkl. 58,31 €'),
        // as on its confirmation page.
        const surcharge = { grossCents: property.surchargeCents, vatRatePercent: item.vatRateBp / 100, currency };
        return `${answer} (${surchargeText(t, surcharge, { locale, showNetPrices: false })})`;
      });
      const components = items
        .filter((part) => part.typeId === ORDER_ITEM_TYPE.bundleComponent && part.parentPosition === item.position)
        .map((part) => `${part.quantity} × ${part.name}`);
      const attributes = item.attributes.map((attribute) => `${attribute.name}: ${attribute.value}`);
      const details = [...attributes, ...properties, ...components];
      return {
        name: item.name,
        quantity: item.quantity,
        unitGrossCents: item.unitGrossCents,
        totalGrossCents: item.amountGrossCents,
        vatRatePercent: item.vatRateBp / 100,
        ...(details.length > 0 ? { details } : {}),
      };
    });
}

/**
 * VAT per rate with its net base. The order keeps the VAT per rate and the net total, not
 * the net per rate: with one rate the net total is its base; with several, each base is
 * derived from its VAT and the largest takes the rounding rest, so the bases add up to the
 * net total (off by at most a few cents per smaller rate).
 */
export function vatsOf(order: OrderRow): OrderMailData["vats"] {
  const vats = order.vats.filter((vat) => vat.rateBp > 0);
  if (vats.length === 0) return [];
  const estimated = vats.map((vat) => Math.round((vat.vatCents * 10_000) / vat.rateBp));
  const largest = estimated.indexOf(Math.max(...estimated));
  const others = estimated.reduce((sum, net, index) => (index === largest ? sum : sum + net), 0);
  return vats.map((vat, index) => ({
    ratePercent: vat.rateBp / 100,
    netCents: index === largest ? order.totalNetCents - others : (estimated[index] ?? 0),
    vatCents: vat.vatCents,
  }));
}

/** No VAT charged to a buyer with a VAT number: the tax module applied the reverse charge. */
function isReverseCharge(order: OrderRow): boolean {
  return (
    Boolean(order.billingAddress.vatNumber) &&
    order.totalGrossCents > 0 &&
    order.totalGrossCents === order.totalNetCents &&
    order.vats.every((vat) => vat.vatCents === 0)
  );
}
