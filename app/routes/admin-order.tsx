import { Link } from "react-router";
import { useFormatter } from "use-intl";
import { translatorFor } from "#common/i18n/translator.ts";
import { z } from "zod";
import {
  cancelOrderInput,
  centsOfAmount,
  confirmOrderInput,
  refundPaymentInput,
  shipOrderInput,
} from "#common/schemas/back-office.ts";
import { adminCreateReturnInput } from "#common/schemas/back-office-returns.ts";
import { adminFormAction } from "~/admin/admin-action.server.ts";
import { listFieldsOf, listFormField } from "~/lib/form-action.server.ts";
import { answerOf, OrderActions } from "~/admin/order-actions.tsx";
import { ReturnForm } from "~/features/returns/return-form.tsx";
import { OrderActivity, OrderPayments } from "~/admin/order-records.tsx";
import { orderIdOf, orderNotFoundAs404 } from "~/features/account/order-not-found.server.ts";
import { OrderDocuments } from "~/features/order/order-documents.tsx";
import { PaymentSummary } from "~/features/order/payment-summary.tsx";
import { OrderContents } from "~/features/order/order-contents.tsx";
import { ShipmentSummary } from "~/features/order/shipment-summary.tsx";
import { getAppContext } from "~/lib/context.server.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/admin-order";

export async function loader({ context, params }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const orderId = orderIdOf(params.orderId);
  const detail = await app.rpc.getAdminOrder({ orderId }).catch(orderNotFoundAs404);
  const title = translatorFor(app.locale)("admin.order.title", { number: detail.order.orderNumber });
  return {
    detail,
    seo: fixedPageSeo(context, { path: `/admin/orders/${orderId}`, title, robots: "NOINDEX_NOFOLLOW" }),
  };
}

/** The cancel form: the operation's schema, its yes a ticked check box. */
const cancelForm = cancelOrderInput.extend({
  confirmed: z.literal("on", { error: "admin.validation.cancelConfirm" }),
});

/** The refund form: the operation's schema with the amount as typed ("12,34"). */
const refundForm = refundPaymentInput.omit({ amountCents: true }).extend({
  amount: z
    .string({ error: "admin.validation.amount" })
    .refine((text) => (centsOfAmount(text) ?? 0) > 0, "admin.validation.amount"),
});

/** The order's actions: 'confirm', 'ship', 'cancel', 'refund' and 'return' (docs/back-office.md), each its own form. */
export async function action(args: Route.ActionArgs) {
  const orderId = orderIdOf(args.params.orderId);
  const form = await args.request.formData();
  form.set("orderId", String(orderId));
  if (form.get("intent") === "refund") {
    return adminFormAction(
      args,
      {
        schema: refundForm,
        fields: ["orderId", "paymentId", "amount", "idempotencyKey"],
        form: "refund",
        run: async ({ amount, ...value }, rpc) => {
          const refund = await rpc.doRefundPayment({ ...value, amountCents: centsOfAmount(amount) ?? 0 });
          return refund.created ? "admin.order.refund.done" : "admin.order.refund.again";
        },
      },
      form,
    );
  }
  if (form.get("intent") === "return") {
    const lines = listFieldsOf(form, "items", ["orderItemId", "quantity"]);
    return adminFormAction(
      args,
      {
        schema: adminCreateReturnInput,
        fields: ["orderId", "reasonId", "comment", "submissionKey", ...lines],
        form: "return",
        errorField: listFormField,
        run: async (value, rpc) => {
          await rpc.doCreateAdminReturn(value);
          return "admin.returns.create.done";
        },
      },
      form,
    );
  }
  if (form.get("intent") === "cancel") {
    return adminFormAction(
      args,
      {
        schema: cancelForm,
        fields: ["orderId", "confirmed"],
        form: "cancel",
        run: async (value, rpc) => {
          const { changed } = await rpc.doCancelOrder({ orderId: value.orderId, confirmed: true });
          return changed ? "admin.order.cancel.done" : "admin.order.cancel.again";
        },
      },
      form,
    );
  }
  if (form.get("intent") === "confirm") {
    return adminFormAction(
      args,
      {
        schema: confirmOrderInput,
        fields: ["orderId"],
        form: "confirm",
        run: async (value, rpc) => {
          await rpc.doConfirmOrder(value);
          return "admin.order.confirmed";
        },
      },
      form,
    );
  }
  return adminFormAction(
    args,
    {
      schema: shipOrderInput,
      fields: ["orderId", "parcelServiceId", "trackingNumber"],
      form: "ship",
      run: async (value, rpc) => {
        const shipped = await rpc.doShipOrder(value);
        return shipped.created ? "admin.order.ship.done" : "admin.order.ship.again";
      },
    },
    form,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** /admin/orders/{id}: one order for operators, with what can be done to it now. */
export default function AdminOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const format = useFormatter();
  const { prefix } = useRootData();
  const { detail } = loaderData;
  const { order } = detail;
  return (
    <>
      <p>
        <Link to={withPrefix(prefix, "/admin/orders")} className="text-primary-800 underline">
          {t("admin.order.back")}
        </Link>
      </p>
      <h1 className="mt-3 text-2xl font-semibold">{t("admin.order.title", { number: order.orderNumber })}</h1>
      {detail.withdrawals.map((withdrawal) => (
        <p
          key={withdrawal.reference}
          className="mt-3 rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 font-medium"
        >
          {t("admin.withdrawals.onOrder", {
            reference: withdrawal.reference,
            receivedAt: format.dateTime(new Date(withdrawal.receivedAt), { dateStyle: "long", timeStyle: "short" }),
          })}
        </p>
      ))}
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">{t("admin.order.placedAt")}</dt>
        <dd>
          <time dateTime={order.createdAt}>
            {format.dateTime(new Date(order.createdAt), { dateStyle: "long", timeStyle: "short" })}
          </time>
        </dd>
        <dt className="font-semibold">{t("admin.order.status")}</dt>
        <dd>{order.statusName}</dd>
        <dt className="font-semibold">{t("admin.order.paymentStatus")}</dt>
        <dd>{order.paymentStatus}</dd>
        <dt className="font-semibold">{t("admin.order.customer")}</dt>
        <dd>
          {detail.customerId === null ? t("admin.order.guest") : t("admin.order.account", { id: detail.customerId })}
        </dd>
        <dt className="font-semibold">{t("admin.order.email")}</dt>
        <dd className="break-all">
          <a href={`mailto:${order.contactEmail}`} className="text-primary-800 underline">
            {order.contactEmail}
          </a>
        </dd>
        {detail.offer && (
          <>
            <dt className="font-semibold">{t("admin.order.fromOffer")}</dt>
            <dd>
              <Link to={withPrefix(prefix, `/admin/offers/${detail.offer.id}`)} className="text-primary-800 underline">
                {detail.offer.offerNumber}
              </Link>
            </dd>
          </>
        )}
      </dl>
      <OrderActions detail={detail} actionData={actionData} />
      {detail.returnForm && (
        <section aria-labelledby="admin-new-return" className="mt-8 rounded-md border border-neutral-300 bg-white p-4">
          <h2 id="admin-new-return" className="text-xl font-semibold">
            {t("admin.returns.create.title")}
          </h2>
          <p className="mt-2 max-w-prose text-sm text-neutral-700">{t("admin.returns.create.hint")}</p>
          <ReturnForm
            key={detail.returnForm.submissionKey}
            form={detail.returnForm}
            actionData={answerOf(actionData, "return")}
            labelledBy="admin-new-return"
          />
        </section>
      )}
      {order.returns.length > 0 && (
        <section aria-labelledby="order-returns" className="mt-8">
          <h2 id="order-returns" className="text-xl font-semibold">
            {t("admin.returns.onOrder")}
          </h2>
          <ul className="mt-2 space-y-1">
            {order.returns.map((entry) => (
              <li key={entry.id}>
                <Link to={withPrefix(prefix, `/admin/returns/${entry.id}`)} className="text-primary-800 underline">
                  {entry.returnNumber}
                </Link>{" "}
                · {entry.statusName} · {entry.items.map((item) => `${item.quantity} × ${item.name}`).join(", ")}
              </li>
            ))}
          </ul>
        </section>
      )}
      <OrderContents order={order} />
      <PaymentSummary order={order} />
      <OrderPayments payments={detail.payments} />
      <ShipmentSummary shipments={order.shipments} />
      <OrderDocuments documents={order.documents} pending={order.documentsPending} />
      <OrderActivity activity={detail.activity} />
    </>
  );
}
