import { LOCALE_TAGS } from "#common/constants.ts";
import { SHIPPING_COSTS_ITEM_TYPE } from "#common/schemas/offers.ts";
import type { OfferView } from "#server/operations/offer-views.ts";
import { OrderItemsTable } from "~/features/order/order-items-table.tsx";
import { OrderTotals } from "~/features/order/order-totals.tsx";
import { useShopLocale, useT } from "~/lib/i18n.tsx";

/** The offer's day in the reader's language ("31. Dezember 2026"). */
export function useOfferDay(day: string): string {
  const locale = useShopLocale();
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/**
 * What an offer offers (docs/after-sales.md "Offers"): valid-until day, item count, the lines
 * with their prices, the address it is made for, the shop's note, the totals with VAT and
 * shipping. The shopper's offer page and the back office show the same.
 */
export function OfferContents({ offer }: { offer: OfferView }) {
  const t = useT();
  const validUntil = useOfferDay(offer.validUntil);
  const address = offer.address;
  return (
    <>
      <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t("offers.validUntil")}</dt>
        <dd>{validUntil}</dd>
        <dt className="font-semibold">{t("order.confirmation.shippingMethod")}</dt>
        <dd>
          {offer.shippingProfileName} · {t("offers.items", { count: offer.itemCount })}
        </dd>
        <dt className="font-semibold">{t("order.confirmation.deliveryAddress")}</dt>
        <dd className="[overflow-wrap:anywhere]">
          {[
            address.companyName,
            [address.firstName, address.lastName].filter(Boolean).join(" "),
            `${address.streetName} ${address.houseNumber}`,
            `${address.zipCode} ${address.city}`,
            address.countryName,
          ]
            .filter(Boolean)
            .join(", ")}
        </dd>
      </dl>
      {offer.note && (
        <section aria-labelledby="offer-note-heading" className="mt-6 rounded-md bg-neutral-100 p-4">
          <h2 id="offer-note-heading" className="font-semibold">
            {t("offers.note")}
          </h2>
          <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{offer.note}</p>
        </section>
      )}
      <OrderItemsTable items={offer.orderItems.filter((item) => item.typeId !== SHIPPING_COSTS_ITEM_TYPE)} />
      <OrderTotals totals={offer.totals} />
    </>
  );
}
