import type { OrderSummaryView } from "#server/modules/order/order-view.ts";
import { useT } from "~/lib/i18n.tsx";

/** Payment method and status, bank details for a transfer, and the shipping method. */
export function PaymentSummary({ order }: { order: OrderSummaryView }) {
  const t = useT();
  const bank = order.paymentBankDetails;
  return (
    <section aria-labelledby="order-payment-heading" className="mt-10">
      <h2 id="order-payment-heading" className="text-xl font-semibold">
        {t("order.confirmation.payment")}
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">{t("order.confirmation.paymentMethod")}</dt>
        <dd>{order.paymentMethodName}</dd>
        <dt className="font-semibold">{t("order.confirmation.paymentStatus")}</dt>
        <dd>
          {order.paymentStatusKey === "unknown" ? (
            <span role="alert" className="font-medium text-red-700">
              {order.paymentStatus}
            </span>
          ) : (
            order.paymentStatus
          )}
        </dd>
        <dt className="font-semibold">{t("order.confirmation.shippingMethod")}</dt>
        <dd>{order.shippingProfileName}</dd>
        <dt className="font-semibold">{t("order.confirmation.shippingProvider")}</dt>
        <dd>{order.shippingProvider}</dd>
      </dl>
      {bank && (
        <div className="mt-6 rounded-md border border-neutral-300 p-4">
          <h3 className="font-semibold">{t("order.confirmation.bankDetails")}</h3>
          <p className="mt-1 text-neutral-700">{t("order.confirmation.bankDetailsIntro")}</p>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1 [overflow-wrap:anywhere]">
            <dt>{t("order.confirmation.accountOwner")}</dt>
            <dd>{bank.accountOwner}</dd>
            <dt>{t("order.confirmation.bankName")}</dt>
            <dd>{bank.name}</dd>
            <dt>{t("order.confirmation.iban")}</dt>
            <dd>{bank.iban}</dd>
            <dt>{t("order.confirmation.swift")}</dt>
            <dd>{bank.swift}</dd>
            <dt>{t("order.confirmation.reference")}</dt>
            <dd>{bank.code}</dd>
            <dt>{t("order.confirmation.totalGross")}</dt>
            <dd>{order.totals.totalGross.formatted}</dd>
          </dl>
        </div>
      )}
    </section>
  );
}
