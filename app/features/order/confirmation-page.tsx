import { useEffect } from "react";
import { Link } from "react-router";
import { useRootData } from "~/lib/root-data.ts";
import { useFormatter } from "use-intl";
import { useT } from "~/lib/i18n.tsx";
import type { ConfirmationPageData } from "./confirmation-page.server.ts";
import { OrderDocuments } from "./order-documents.tsx";
import { PaymentSummary } from "./payment-summary.tsx";
import { OrderContents } from "./order-contents.tsx";
import { ShipmentSummary } from "./shipment-summary.tsx";
import { WithdrawalLink } from "./withdrawal-link.tsx";
import { OrderReturns } from "~/features/returns/order-returns.tsx";
import { SoftLoginForm } from "./soft-login-form.tsx";

/** /confirmation/{orderId}/{accessKey}: success or failed payment, then what this visitor may see. */
export function ConfirmationPage({ data, actionData }: { data: ConfirmationPageData; actionData: unknown }) {
  const t = useT();
  const format = useFormatter();
  const { answer } = data;
  const order = answer.order;
  const number = order.orderNumber;
  // The shop's time zone (the provider's): the server and the browser render the same date.
  const placedOn = format.dateTime(new Date(order.createdAt), { dateStyle: "long" });
  const { consent } = useRootData();
  const totalCents = order.totals.totalGross.value;
  const paid = !data.paymentFailed;
  // The order for the shop's statistics, if the visitor allowed them (docs/consent.md).
  useEffect(() => {
    if (paid && consent.matomo) {
      void import("~/features/consent/consent-bridge.tsx").then((bridge) =>
        bridge.trackOrder(consent, { number, totalCents }),
      );
    }
  }, [consent, number, totalCents, paid]);
  return (
    <>
      {data.paymentFailed ? (
        <div role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-4">
          <h1 className="text-3xl font-semibold">{t("order.confirmation.failedHeading")}</h1>
          <p className="mt-2">{t("order.confirmation.failedIntro", { number })}</p>
          <p className="mt-2">{t("order.confirmation.retryHint")}</p>
        </div>
      ) : (
        <div>
          <h1 className="text-3xl font-semibold">{t("order.confirmation.successHeading")}</h1>
          <p className="mt-2">
            {answer.access === "full"
              ? t("order.confirmation.successIntro", { number, email: answer.order.contactEmail })
              : t("order.confirmation.successIntroShort", { number })}
          </p>
        </div>
      )}
      <dl className="mt-8 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">{t("order.confirmation.orderNumber")}</dt>
        <dd>{number}</dd>
        <dt className="font-semibold">{t("order.confirmation.orderDate")}</dt>
        <dd>
          <time dateTime={order.createdAt}>{placedOn}</time>
        </dd>
        <dt className="font-semibold">{t("order.confirmation.orderStatus")}</dt>
        <dd>{order.statusName}</dd>
      </dl>
      {answer.access === "limited" ? (
        <SoftLoginForm actionData={actionData} loginPath={data.loginPath} />
      ) : (
        <>
          <OrderContents order={answer.order} />
          <OrderDocuments documents={answer.order.documents} pending={answer.order.documentsPending} />
        </>
      )}
      <PaymentSummary order={order} />
      {answer.access === "full" && <ShipmentSummary shipments={answer.order.shipments} />}
      {answer.access === "full" && <OrderReturns order={answer.order} />}
      {answer.access === "full" && <WithdrawalLink order={answer.order} />}
      {answer.access === "full" && answer.order.additionalInformation.orderContactWish && (
        <section aria-labelledby="order-notes-heading" className="mt-10">
          <h2 id="order-notes-heading" className="text-xl font-semibold">
            {t("order.confirmation.additionalInformation")}
          </h2>
          <p className="mt-2 whitespace-pre-line">{answer.order.additionalInformation.orderContactWish}</p>
        </section>
      )}
      <p className="mt-10">
        <Link to={data.homePath} className="text-primary-800 underline">
          {t("order.confirmation.continueShopping")}
        </Link>
      </p>
    </>
  );
}
