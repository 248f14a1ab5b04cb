import type { OrderSummaryView } from "#server/modules/order/order-view.ts";
import { useT } from "~/lib/i18n.tsx";

/** Item sum, shipping, coupon, VAT per rate and the totals, as the order recorded them. */
export function OrderTotals({ totals }: { totals: OrderSummaryView["totals"] }) {
  const t = useT();
  const rows: [string, string][] = [
    [t("order.confirmation.itemSum"), totals.itemSumGross.formatted],
    [t("order.confirmation.shipping"), totals.shippingGross.formatted],
  ];
  if (totals.couponValue.value !== 0) {
    rows.push([
      totals.couponCode
        ? t("order.confirmation.coupon", { code: totals.couponCode })
        : t("order.confirmation.couponValue"),
      `−${totals.couponValue.formatted.replace(/^[-−]/, "")}`,
    ]);
  }
  rows.push([t("order.confirmation.totalNet"), totals.totalNet.formatted]);
  for (const vat of totals.vats) rows.push([t("order.confirmation.vat", { rate: vat.rate }), vat.value.formatted]);
  return (
    <section aria-labelledby="order-totals-heading" className="mt-10">
      <h2 id="order-totals-heading" className="text-xl font-semibold">
        {t("order.confirmation.totals")}
      </h2>
      <dl className="mt-4 space-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-neutral-300 pt-2 text-lg font-semibold">
          <dt>{t("order.confirmation.totalGross")}</dt>
          <dd>{totals.totalGross.formatted}</dd>
        </div>
      </dl>
    </section>
  );
}
