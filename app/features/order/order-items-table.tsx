import type { OrderItemView } from "#server/modules/order/order-view.ts";
import { LineChoices, lineProperties } from "~/components/ui/line-choices.tsx";
import { ResponsiveImage } from "~/components/ui/responsive-image.tsx";
import { useT } from "~/lib/i18n.tsx";

const BUNDLE_COMPONENT = 2;
const COUPON = 4;

/** The order's lines: items with their order properties, bundle parts under their bundle, the coupon. */
export function OrderItemsTable({ items }: { items: OrderItemView[] }) {
  const t = useT();
  return (
    <section aria-labelledby="order-items-heading" className="mt-10">
      <h2 id="order-items-heading" className="text-xl font-semibold">
        {t("order.confirmation.items")}
      </h2>
      <table className="mt-4 w-full text-left">
        <thead className="border-b border-neutral-300 text-sm">
          <tr>
            <th scope="col" className="py-2">
              {t("order.confirmation.item")}
            </th>
            <th scope="col" className="py-2 text-right">
              {t("order.confirmation.quantity")}
            </th>
            <th scope="col" className="py-2 text-right">
              {t("order.confirmation.unitPrice")}
            </th>
            <th scope="col" className="py-2 text-right">
              {t("order.confirmation.lineTotal")}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-b border-neutral-200 align-top">
              <th scope="row" className={`py-3 font-normal ${item.typeId === BUNDLE_COMPONENT ? "pl-6 text-sm" : ""}`}>
                {item.image && (
                  <ResponsiveImage
                    fileName={item.image}
                    alt=""
                    width={800}
                    height={800}
                    sizes="64px"
                    className="float-left mr-3 h-16 w-16 rounded bg-neutral-100 object-cover"
                  />
                )}
                {item.typeId === COUPON
                  ? t("order.confirmation.coupon", { code: item.orderItemName })
                  : item.orderItemName}
                {item.typeId === BUNDLE_COMPONENT && (
                  <span className="block text-neutral-700">{t("order.confirmation.bundlePart")}</span>
                )}
                <LineChoices
                  attributes={item.attributes}
                  // An order's amounts are gross, so its surcharges read gross, as in its mail and PDFs.
                  properties={lineProperties(
                    item.orderProperties.map((property) => ({ ...property, price: property.surcharge })),
                    item.vatRate,
                  )}
                  className="mt-1 text-sm text-neutral-700"
                />
              </th>
              <td className="py-3 text-right">{item.quantity}</td>
              <td className="py-3 text-right">{item.typeId === BUNDLE_COMPONENT ? "" : item.unitPrice.formatted}</td>
              <td className="py-3 text-right">{item.typeId === BUNDLE_COMPONENT ? "" : item.amount.formatted}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
