import { formatMoney } from "#common/money.ts";
import type { OrderSummaryView } from "#server/modules/order/order-view.ts";
import { useShopLocale, useT } from "~/lib/i18n.tsx";

/**
 * Item sum, shipping, coupon, VAT per rate and the totals, as the order recorded them; then
 * what was paid and is still due for a partly paid order, or the refund due of one paid twice.
 */
export function OrderTotals({ totals }: { totals: OrderSummaryView["totals"] }) {
  const t = useT();
  const locale = useShopLocale();
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
  // Money that does not match the total (a part paid, or paid twice) is said, not hidden; a
  // canceled order owes nothing, so what it was paid is all due back; money refunded is said as
  // such (a refunded part is not a part still to pay).
  const partlyPaid =
    totals.paid.value > 0 &&
    totals.paid.value < totals.totalGross.value &&
    totals.refundDue.value === 0 &&
    totals.refunded.value === 0;
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
        {partlyPaid && (
          <>
            <div className="flex justify-between gap-4">
              <dt>{t("order.confirmation.paidSoFar")}</dt>
              <dd>{totals.paid.formatted}</dd>
            </div>
            <div className="flex justify-between gap-4 font-semibold">
              <dt>{t("order.confirmation.stillToPay")}</dt>
              <dd>{formatMoney(totals.totalGross.value - totals.paid.value, totals.totalGross.currency, locale)}</dd>
            </div>
          </>
        )}
        {totals.refunded.value > 0 && (
          <div className="flex justify-between gap-4">
            <dt>{t("order.confirmation.refunded")}</dt>
            <dd>{totals.refunded.formatted}</dd>
          </div>
        )}
        {totals.refundDue.value > 0 && (
          <div className="flex justify-between gap-4 font-semibold">
            <dt>{t("order.confirmation.refundDue")}</dt>
            <dd>{totals.refundDue.formatted}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
