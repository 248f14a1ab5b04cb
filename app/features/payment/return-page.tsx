import { Link } from "react-router";
import { useT } from "~/lib/i18n.tsx";
import { PayAgainButton } from "./pay-again-button.tsx";
import type { ReturnPageData } from "./return-page.server.ts";

const LINK =
  "inline-flex items-center justify-center rounded-md px-5 py-2.5 font-semibold bg-primary-700 text-white hover:bg-primary-800";
const SECONDARY =
  "inline-flex items-center justify-center rounded-md px-5 py-2.5 font-semibold border border-primary-700 text-primary-800 hover:bg-primary-50";

/** The three states of storefront.md section 4's payment flow: in progress, not completed, error. */
export function ReturnPage({ data }: { data: ReturnPageData }) {
  const t = useT();
  const title =
    data.state === "inProgress"
      ? t("payment.inProgressTitle")
      : data.state === "notCompleted"
        ? t("payment.notCompletedTitle")
        : t("payment.errorTitle");
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-semibold">{title}</h1>
      <div role={data.state === "inProgress" ? "status" : "alert"} className="mt-6 text-neutral-800">
        {data.state === "inProgress" && <p>{t("payment.inProgressText")}</p>}
        {data.state === "notCompleted" && <p>{t("payment.notCompletedText", { status: data.status })}</p>}
        {data.state === "notCompleted" && data.order && <p className="mt-2">{t("orderPayment.orderReceived")}</p>}
        {data.state === "error" && <p>{t("errors.paymentProviderError")}</p>}
      </div>
      <div className="mt-8 flex flex-wrap gap-4">
        {data.state !== "notCompleted" && (
          <a href={data.selfPath} className={data.state === "inProgress" ? LINK : SECONDARY}>
            {t("payment.checkAgain")}
          </a>
        )}
        {data.state === "notCompleted" && data.order ? (
          <>
            <PayAgainButton orderId={data.order.id} orderPath={data.order.path} />
            <Link to={data.order.path} className={SECONDARY}>
              {t("orderPayment.viewOrder")}
            </Link>
          </>
        ) : (
          data.state !== "inProgress" && (
            <Link to={data.checkoutPath} className={LINK}>
              {t("payment.backToCheckout")}
            </Link>
          )
        )}
      </div>
    </main>
  );
}
