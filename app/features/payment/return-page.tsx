import { Link } from "react-router";
import { useT } from "~/lib/i18n.tsx";
import { PayAgainButton } from "./pay-again-button.tsx";
import type { ReturnPageData } from "./return-page.server.ts";

const LINK =
  "inline-flex items-center justify-center rounded-md px-5 py-2.5 font-semibold bg-primary-700 text-white hover:bg-primary-800";
const SECONDARY =
  "inline-flex items-center justify-center rounded-md px-5 py-2.5 font-semibold border border-primary-700 text-primary-800 hover:bg-primary-50";

const TITLES = {
  open: "payment.openTitle",
  inProgress: "payment.inProgressTitle",
  notCompleted: "payment.notCompletedTitle",
  error: "payment.errorTitle",
} as const;

/**
 * The payment flow states (docs/glossary.md, storefront spec §4): in progress (open: still to be paid
 * on the provider's page; pending: waiting for the provider), not completed, error.
 */
export function ReturnPage({ data }: { data: ReturnPageData }) {
  const t = useT();
  const waiting = data.state === "open" || data.state === "inProgress";
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-semibold">{t(TITLES[data.state])}</h1>
      <div role={waiting ? "status" : "alert"} className="mt-6 text-neutral-800">
        {data.state === "open" && <p>{t("payment.openText")}</p>}
        {data.state === "open" && data.forOrder && <p className="mt-2">{t("payment.openOrderReceived")}</p>}
        {data.state === "inProgress" && <p>{t("payment.inProgressText")}</p>}
        {data.state === "notCompleted" && <p>{t("payment.notCompletedText", { status: data.status })}</p>}
        {data.state === "notCompleted" && data.order && <p className="mt-2">{t("orderPayment.orderReceived")}</p>}
        {data.state === "error" && <p>{t("errors.paymentProviderError")}</p>}
      </div>
      <div className="mt-8 flex flex-wrap gap-4">
        {/* A link, not a form: the provider's page is another origin (CSP form-action 'self'). */}
        {data.state === "open" && (
          <a href={data.checkoutUrl} className={LINK}>
            {t("payment.continueToPayment")}
          </a>
        )}
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
          !waiting && (
            <Link to={data.checkoutPath} className={LINK}>
              {t("payment.backToCheckout")}
            </Link>
          )
        )}
      </div>
    </main>
  );
}
