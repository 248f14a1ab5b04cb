import { Link } from "react-router";
import { useFormatter } from "use-intl";
import type { OrderDetailView } from "#server/modules/order/index.ts";
import { buttonClass } from "~/components/ui/button.tsx";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";

/**
 * An order's returns on its page (the spec's orders of type 3 with this originOrderId), and
 * 'Return items' while the order is returnable (docs/after-sales.md "Returns").
 */
export function OrderReturns({ order }: { order: Pick<OrderDetailView, "returns" | "newReturnPath" | "orderNumber"> }) {
  const t = useT();
  const format = useFormatter();
  const { prefix } = useRootData();
  if (order.returns.length === 0 && !order.newReturnPath) return null;
  return (
    <section aria-labelledby="order-returns" className="mt-10">
      <h2 id="order-returns" className="text-xl font-semibold">
        {t("returns.onOrderTitle")}
      </h2>
      {order.returns.length > 0 && (
        <ul className="mt-3 space-y-3">
          {order.returns.map((entry) => (
            <li key={entry.id} className="rounded-md border border-neutral-300 p-4 [overflow-wrap:anywhere]">
              <p className="font-semibold">
                {t("returns.number")} {entry.returnNumber} · {entry.statusName}
              </p>
              <p className="text-sm text-neutral-700">
                <time dateTime={entry.createdAt}>
                  {format.dateTime(new Date(entry.createdAt), { dateStyle: "medium" })}
                </time>{" "}
                · {entry.reasonName}
                {entry.refunded && ` · ${t("returns.status.refunded")}: ${entry.refunded.formatted}`}
              </p>
              <ul className="mt-1 text-sm">
                {entry.items.map((item) => (
                  <li key={item.orderItemId}>
                    {item.quantity} × {item.name}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {order.newReturnPath && (
        <p className="mt-4">
          <Link to={withPrefix(prefix, order.newReturnPath)} className={buttonClass("secondary")}>
            {t("returns.startLink")}
          </Link>
        </p>
      )}
    </section>
  );
}
