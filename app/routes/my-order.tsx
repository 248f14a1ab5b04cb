import { data, Link, useLocation } from "react-router";
import { useFormatter } from "use-intl";
import { translatorFor } from "#common/i18n/translator.ts";
import { OrderDocuments } from "~/features/order/order-documents.tsx";
import { buttonClass } from "~/components/ui/button.tsx";
import { PaymentSummary } from "~/features/order/payment-summary.tsx";
import { OrderContents } from "~/features/order/order-contents.tsx";
import { ShipmentSummary } from "~/features/order/shipment-summary.tsx";
import { WithdrawalLink } from "~/features/order/withdrawal-link.tsx";
import { OrderReturns } from "~/features/returns/order-returns.tsx";
import { PayAgainButton } from "~/features/payment/pay-again-button.tsx";
import { orderIdOf, orderNotFoundAs404 } from "~/features/account/order-not-found.server.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/my-order";

export async function loader({ context, params }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const orderId = orderIdOf(params.orderId);
  const answer = await app.rpc.getCustomerOrder({ orderId }).catch(orderNotFoundAs404);
  // The customer's own order is always seen in full (the order's customer, storefront spec §6).
  if (answer.access !== "full") throw data(null, { status: 404 });
  const title = translatorFor(app.locale)("account.order.title", { number: answer.order.orderNumber });
  return {
    order: answer.order,
    seo: fixedPageSeo(context, { path: `/my-account/my-orders/${orderId}`, title, robots: "NOINDEX_NOFOLLOW" }),
  };
}

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["account", "buying", "product"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Methods paid at the shop's bank or later by invoice: nothing to pay online. */
const OFFLINE_METHODS = new Set(["invoice", "prepayment"]);

/**
 * 'Pay now' for an order of an online method that is still open (the customer left the
 * provider's page, or the payment failed); the server refuses a paid or canceled order.
 */
function payable(order: {
  status: string;
  paymentMethodKey: string;
  totals: { paid: { value: number }; totalGross: { value: number } };
}) {
  return (
    (order.status === "open" || order.status === "paymentPending") &&
    !OFFLINE_METHODS.has(order.paymentMethodKey) &&
    order.totals.paid.value < order.totals.totalGross.value
  );
}

/** /my-account/my-orders/{id}: one of the customer's orders with items, totals, addresses and documents. */
export default function MyOrderPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const format = useFormatter();
  const { prefix } = useRootData();
  const { order } = loaderData;
  const { pathname } = useLocation();
  return (
    <>
      <p>
        <Link to={withPrefix(prefix, "/my-account/my-orders")} className="text-primary-800 underline">
          {t("account.order.back")}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-semibold">{t("account.order.title", { number: order.orderNumber })}</h1>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">{t("order.confirmation.orderDate")}</dt>
        <dd>
          <time dateTime={order.createdAt}>{format.dateTime(new Date(order.createdAt), { dateStyle: "long" })}</time>
        </dd>
        <dt className="font-semibold">{t("order.confirmation.orderStatus")}</dt>
        <dd>{order.statusName}</dd>
      </dl>
      <p className="mt-4">
        <Link
          to={withPrefix(prefix, `/my-account/my-orders/${order.id}/order-again`)}
          className={buttonClass("secondary")}
        >
          {t("account.orderAgain.link")}
        </Link>
      </p>
      <OrderContents order={order} />
      <OrderDocuments documents={order.documents} pending={order.documentsPending} />
      <PaymentSummary order={order} />
      <ShipmentSummary shipments={order.shipments} />
      <OrderReturns order={order} />
      <WithdrawalLink order={order} />
      {payable(order) && (
        <section aria-labelledby="pay-now" className="mt-8">
          <h2 id="pay-now" className="sr-only">
            {t("orderPayment.payNow")}
          </h2>
          <p className="mb-3">{t("orderPayment.payNowIntro")}</p>
          <PayAgainButton orderId={order.id} orderPath={pathname} label="orderPayment.payNow" />
        </section>
      )}
    </>
  );
}
