import { Link, useLocation } from "react-router";
import { useFormatter } from "use-intl";
import type { AdminOrderSort, AdminOrdersInput } from "#common/schemas/back-office.ts";
import type { AdminOrderList } from "#server/operations/back-office.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { orderListHref, sortChange } from "./order-list-params.ts";

const CELL = "px-3 py-2";

/** A column header that sorts: a link (works without JavaScript), aria-sort on the header. */
function SortHeader({
  column,
  input,
  className = "",
}: {
  column: AdminOrderSort;
  input: AdminOrdersInput;
  className?: string;
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  const label = t(`admin.orders.columns.${column}`);
  const active = (input.sort ?? "createdAt") === column;
  const direction = input.direction ?? "desc";
  const href = orderListHref(pathname, new URLSearchParams(search), sortChange(input, column));
  return (
    <th
      scope="col"
      className={`${CELL} font-semibold ${className}`}
      aria-sort={active ? (direction === "asc" ? "ascending" : "descending") : undefined}
    >
      <Link to={href} className="inline-flex items-center gap-1 underline-offset-2 hover:underline">
        {label}
        {active && <span aria-hidden="true">{direction === "asc" ? "▲" : "▼"}</span>}
        <span className="sr-only">, {t("admin.orders.sortBy", { column: label })}</span>
      </Link>
    </th>
  );
}

function Pagination({ list }: { list: AdminOrderList }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const link = "rounded-md border border-neutral-400 bg-white px-3 py-1.5 hover:bg-neutral-100";
  if (list.pageCount <= 1) return null;
  return (
    <nav aria-label={t("admin.orders.pages")} className="mt-4 flex flex-wrap items-center gap-4">
      {list.page > 1 && (
        <Link to={orderListHref(pathname, params, { page: list.page - 1 })} className={link} rel="prev">
          {t("admin.orders.previous")}
        </Link>
      )}
      <p aria-current="page">{t("admin.orders.pageOf", { page: list.page, pageCount: list.pageCount })}</p>
      {list.page < list.pageCount && (
        <Link to={orderListHref(pathname, params, { page: list.page + 1 })} className={link} rel="next">
          {t("admin.orders.next")}
        </Link>
      )}
    </nav>
  );
}

/**
 * The orders found: number (to the detail), date, customer and email, status, payment status,
 * total; the page's and all found orders' totals under it. A table on every width (it scrolls
 * inside its own box on a narrow screen, the page never does).
 */
export function OrderTable({ list, input }: { list: AdminOrderList; input: AdminOrdersInput }) {
  const t = useT();
  const format = useFormatter();
  const { prefix } = useRootData();
  const sortLabel = t(`admin.orders.columns.${input.sort ?? "createdAt"}`);
  const direction = t(input.direction === "asc" ? "admin.orders.ascending" : "admin.orders.descending");
  return (
    <section aria-labelledby="orders-found" className="mt-6">
      <h2 id="orders-found" className="font-semibold" aria-live="polite">
        {t("admin.orders.found", { total: list.total })}
      </h2>
      {list.orders.length === 0 ? (
        <p className="mt-2">{t("admin.orders.empty")}</p>
      ) : (
        <div className="relative mt-2 overflow-x-auto rounded-md border border-neutral-300 bg-white">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t("admin.orders.caption", { column: sortLabel, direction })}</caption>
            <thead className="border-b border-neutral-300 bg-neutral-100">
              <tr>
                <SortHeader column="orderNumber" input={input} />
                <SortHeader column="createdAt" input={input} />
                <th scope="col" className={`${CELL} font-semibold`}>
                  {t("admin.orders.columns.customer")}
                </th>
                <th scope="col" className={`${CELL} font-semibold`}>
                  {t("admin.orders.columns.status")}
                </th>
                <th scope="col" className={`${CELL} font-semibold`}>
                  {t("admin.orders.columns.paymentStatus")}
                </th>
                <SortHeader column="totalGross" input={input} className="text-right" />
              </tr>
            </thead>
            <tbody>
              {list.orders.map((order) => (
                <tr key={order.id} className="border-b border-neutral-200 last:border-b-0">
                  <th scope="row" className={`${CELL} font-semibold`}>
                    <Link to={withPrefix(prefix, `/admin/orders/${order.id}`)} className="text-primary-800 underline">
                      {order.orderNumber}
                    </Link>
                  </th>
                  <td className={CELL}>
                    <time dateTime={order.createdAt}>
                      {format.dateTime(new Date(order.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                    </time>
                  </td>
                  <td className={CELL}>
                    <span className="block">
                      {order.customerName}
                      {order.guest && <span className="ml-1 text-neutral-700">({t("admin.orders.guest")})</span>}
                    </span>
                    <span className="block break-all text-neutral-700">{order.email}</span>
                  </td>
                  <td className={CELL}>{order.statusName}</td>
                  <td className={`${CELL} ${order.paymentStatusKey === "unknown" ? "text-red-800" : ""}`}>
                    {order.paymentStatus}
                  </td>
                  <td className={`${CELL} text-right whitespace-nowrap`}>{order.totalGross.formatted}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-neutral-300 bg-neutral-50">
              <tr>
                <th scope="row" colSpan={5} className={`${CELL} text-right font-semibold`}>
                  {t("admin.orders.pageSum")}
                </th>
                <td className={`${CELL} text-right font-semibold whitespace-nowrap`}>
                  {list.pageSums.map((sum) => sum.formatted).join(" + ")}
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={5} className={`${CELL} text-right font-semibold`}>
                  {t("admin.orders.allSum")}
                </th>
                <td className={`${CELL} text-right font-semibold whitespace-nowrap`}>
                  {list.sums.map((sum) => sum.formatted).join(" + ")}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <Pagination list={list} />
    </section>
  );
}
