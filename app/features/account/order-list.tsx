import { Link } from "react-router";
import { useFormatter } from "use-intl";
import type { CustomerOrderListItem } from "#server/operations/account-orders.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";

/**
 * The customer's orders as a table (a list of cards on small screens): number, date, status,
 * payment status, total and the link to the detail. 'unknown' payment status is shown as the
 * error it is (storefront spec §4).
 */
export function OrderList({ orders, caption }: { orders: CustomerOrderListItem[]; caption: string }) {
  const t = useT();
  const format = useFormatter();
  const { prefix } = useRootData();
  return (
    <table className="mt-4 w-full border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <thead className="hidden border-b border-neutral-300 md:table-header-group">
        <tr>
          <th scope="col" className="py-2 pr-4 font-semibold">
            {t("account.orders.number")}
          </th>
          <th scope="col" className="py-2 pr-4 font-semibold">
            {t("account.orders.date")}
          </th>
          <th scope="col" className="py-2 pr-4 font-semibold">
            {t("account.orders.status")}
          </th>
          <th scope="col" className="py-2 pr-4 font-semibold">
            {t("account.orders.payment")}
          </th>
          <th scope="col" className="py-2 pr-4 text-right font-semibold">
            {t("account.orders.total")}
          </th>
          <th scope="col" className="py-2">
            <span className="sr-only">{t("account.orders.details")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr
            key={order.id}
            className="grid grid-cols-2 gap-x-4 gap-y-1 border-b border-neutral-200 py-3 md:table-row md:py-0"
          >
            <th scope="row" className="font-semibold md:py-3 md:pr-4">
              {order.orderNumber}
            </th>
            <td className="md:py-3 md:pr-4">
              <time dateTime={order.createdAt}>
                {format.dateTime(new Date(order.createdAt), { dateStyle: "medium" })}
              </time>
            </td>
            <td className="md:py-3 md:pr-4">{order.statusName}</td>
            <td className={`md:py-3 md:pr-4 ${order.paymentStatusKey === "unknown" ? "text-red-800" : ""}`}>
              {order.paymentStatus}
            </td>
            <td className="font-semibold md:py-3 md:pr-4 md:text-right">{order.totalGross.formatted}</td>
            <td className="flex flex-wrap gap-x-4 md:table-cell md:py-3">
              <Link
                to={withPrefix(prefix, `/my-account/my-orders/${order.id}`)}
                aria-label={t("account.orders.detailsOf", { number: order.orderNumber })}
                className="text-primary-800 underline"
              >
                {t("account.orders.details")}
              </Link>
              <Link
                to={withPrefix(prefix, `/my-account/my-orders/${order.id}/order-again`)}
                aria-label={t("account.orderAgain.linkOf", { number: order.orderNumber })}
                className="text-primary-800 underline md:ml-4"
              >
                {t("account.orderAgain.link")}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
