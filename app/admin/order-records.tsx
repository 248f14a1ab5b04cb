import { useFormatter } from "use-intl";
import type { AdminActivityView, AdminPaymentView } from "#server/operations/back-office.ts";
import { useT } from "~/lib/i18n.tsx";

const CELL = "px-3 py-2";
const PAYMENT_COLUMNS = [
  "createdAt",
  "provider",
  "providerPaymentId",
  "method",
  "amount",
  "status",
  "refunds",
] as const;

/** The order's payments at the providers, with the provider's id (to find it in their dashboard). */
export function OrderPayments({ payments }: { payments: AdminPaymentView[] }) {
  const t = useT();
  const format = useFormatter();
  return (
    <section aria-labelledby="order-payments" className="mt-10">
      <h2 id="order-payments" className="text-xl font-semibold">
        {t("admin.order.payments")}
      </h2>
      {payments.length === 0 ? (
        <p className="mt-2">{t("admin.order.noPayments")}</p>
      ) : (
        <div className="relative mt-3 overflow-x-auto rounded-md border border-neutral-300 bg-white">
          <table className="w-full border-collapse text-left text-sm">
            <thead className="border-b border-neutral-300 bg-neutral-100">
              <tr>
                {PAYMENT_COLUMNS.map((key) => (
                  <th key={key} scope="col" className={`${CELL} font-semibold ${key === "amount" ? "text-right" : ""}`}>
                    {t(`admin.order.paymentColumns.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id} className="border-b border-neutral-200 last:border-b-0">
                  <td className={CELL}>
                    <time dateTime={payment.createdAt}>
                      {format.dateTime(new Date(payment.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                    </time>
                  </td>
                  <td className={CELL}>{payment.provider}</td>
                  <td className={`${CELL} font-mono break-all`}>{payment.providerPaymentId}</td>
                  <td className={CELL}>{payment.method}</td>
                  <td className={`${CELL} text-right whitespace-nowrap`}>{payment.amount.formatted}</td>
                  <td className={CELL}>{payment.statusName}</td>
                  <td className={CELL}>
                    {payment.refunds.length > 0 && (
                      <ul>
                        {payment.refunds.map((refund) => (
                          <li key={refund.id} className="whitespace-nowrap">
                            {refund.amount.formatted} ({refund.statusName})
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The order's history: placed by the customer, then who did what, and when (oldest first). */
export function OrderActivity({ activity }: { activity: AdminActivityView[] }) {
  const t = useT();
  const format = useFormatter();
  return (
    <section aria-labelledby="order-activity" className="mt-10">
      <h2 id="order-activity" className="text-xl font-semibold">
        {t("admin.order.activity")}
      </h2>
      {/* Never empty: the history starts with the customer placing the order. */}
      <ol className="mt-3 space-y-2">
        {activity.map((entry) => (
          <li key={entry.id} className="rounded-md border border-neutral-300 bg-white p-3">
            <p className="font-medium">{entry.text}</p>
            <p className="text-sm text-neutral-700">
              {entry.operatorName},{" "}
              <time dateTime={entry.at}>
                {format.dateTime(new Date(entry.at), { dateStyle: "medium", timeStyle: "short" })}
              </time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
