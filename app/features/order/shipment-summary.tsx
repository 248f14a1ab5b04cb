import { useFormatter } from "use-intl";
import type { OrderShipmentView } from "#server/modules/order/order-view.ts";
import { useT } from "~/lib/i18n.tsx";

/**
 * The order's parcels once it ships: when each left, the carrier, the tracking number and a
 * link to the carrier's tracking page (a new tab: the shopper keeps the order page). Nothing
 * before the first parcel.
 */
export function ShipmentSummary({ shipments }: { shipments: readonly OrderShipmentView[] }) {
  const t = useT();
  const format = useFormatter();
  if (shipments.length === 0) return null;
  return (
    <section aria-labelledby="order-shipments-heading" className="mt-10">
      <h2 id="order-shipments-heading" className="text-xl font-semibold">
        {t("order.confirmation.shipments")}
      </h2>
      <ul className="mt-4 space-y-4">
        {shipments.map((shipment) => (
          <li key={shipment.trackingNumber} className="rounded-md border border-neutral-300 p-4">
            <p className="font-semibold">
              {t("order.confirmation.shippedOn", {
                date: format.dateTime(new Date(shipment.shippedAt), { dateStyle: "long" }),
              })}
            </p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
              <dt>{t("order.confirmation.shippingProvider")}</dt>
              <dd>{shipment.parcelServiceName}</dd>
              <dt>{t("order.confirmation.trackingNumber")}</dt>
              <dd className="break-all">{shipment.trackingNumber}</dd>
            </dl>
            {shipment.trackingUrl && (
              <p className="mt-3">
                <a
                  href={shipment.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-6 items-center text-primary-800 underline"
                >
                  {t("order.confirmation.trackParcel")}
                  <span className="sr-only">
                    {" "}
                    {t("order.confirmation.trackParcelAt", {
                      carrier: shipment.parcelServiceName,
                      number: shipment.trackingNumber,
                    })}
                  </span>
                </a>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
