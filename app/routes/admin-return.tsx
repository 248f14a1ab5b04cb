import { data, Link } from "react-router";
import { useFormatter } from "use-intl";
import { z } from "zod";
import { translatorFor } from "#common/i18n/translator.ts";
import { centsOfAmount } from "#common/schemas/back-office.ts";
import { adminReturnInput, receiveReturnInput, refundReturnInput } from "#common/schemas/back-office-returns.ts";
import { AppError } from "#server/errors.ts";
import { adminFormAction } from "~/admin/admin-action.server.ts";
import { ReturnActions } from "~/admin/return-actions.tsx";
import { getAppContext } from "~/lib/context.server.ts";
import { listFieldsOf, listFormField } from "~/lib/form-action.server.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/admin-return";

function returnIdOf(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const returnId = returnIdOf(params.returnId);
  const detail = await app.rpc.getAdminReturn({ returnId }).catch((error: unknown) => {
    if (error instanceof AppError && error.kind === "not_found") throw data(null, { status: 404 });
    throw error;
  });
  const title = translatorFor(app.locale)("admin.returns.detailTitle", { number: detail.entry.returnNumber });
  return {
    detail,
    seo: fixedPageSeo(context, { path: `/admin/returns/${returnId}`, title, robots: "NOINDEX_NOFOLLOW" }),
  };
}

/** The receive form: per line what arrived, its check box 'back into stock' (absent when not ticked). */
const receiveForm = receiveReturnInput.extend({
  items: z
    .array(
      z.object({
        returnItemId: z.number(),
        receivedQuantity: z
          .number({ error: "validation.wholeNumber" })
          .int("validation.wholeNumber")
          .min(0, "validation.invalid")
          .max(100_000, "validation.invalid"),
        restock: z.boolean().optional(),
      }),
    )
    .min(1, "validation.invalid")
    .max(200, "validation.invalid"),
});

/** The refund form: the amount as typed ("12,34"), the shipping check box. */
const refundForm = refundReturnInput.omit({ amountCents: true }).extend({
  amount: z
    .string({ error: "admin.validation.amount" })
    .refine((text) => (centsOfAmount(text) ?? 0) > 0, "admin.validation.amount"),
});

/** The return's actions: 'receive', 'refund' and 'cancel' (docs/back-office.md "Returns"). */
export async function action(args: Route.ActionArgs) {
  const returnId = returnIdOf(args.params.returnId);
  const form = await args.request.formData();
  form.set("returnId", String(returnId));
  const intent = form.get("intent");
  if (intent === "refund") {
    return adminFormAction(
      args,
      {
        schema: refundForm,
        fields: ["returnId", "amount", "includeShipping"],
        form: "refund",
        run: async ({ amount, ...value }, rpc) => {
          const refunded = await rpc.doRefundReturn({ ...value, amountCents: centsOfAmount(amount) ?? 0 });
          return refunded.created ? "admin.returns.refund.done" : "admin.returns.refund.again";
        },
      },
      form,
    );
  }
  if (intent === "resend") {
    return adminFormAction(
      args,
      {
        schema: adminReturnInput,
        fields: ["returnId"],
        form: "resend",
        // The return is refunded already: its unanswered refunds go to their provider again.
        run: async (value, rpc) => {
          await rpc.doResendReturnRefund(value);
          return "admin.returns.resend.done";
        },
      },
      form,
    );
  }
  if (intent === "cancel") {
    return adminFormAction(
      args,
      {
        schema: adminReturnInput,
        fields: ["returnId"],
        form: "cancel",
        run: async (value, rpc) =>
          (await rpc.doCancelReturn(value)).changed ? "admin.returns.cancel.done" : "admin.returns.cancel.again",
      },
      form,
    );
  }
  const lines = listFieldsOf(form, "items", ["returnItemId", "receivedQuantity", "restock"]);
  return adminFormAction(
    args,
    {
      schema: receiveForm,
      fields: ["returnId", ...lines],
      form: "receive",
      errorField: listFormField,
      run: async (value, rpc) => {
        const items = value.items.map((line) => ({ ...line, restock: line.restock === true }));
        return (await rpc.doReceiveReturn({ returnId: value.returnId, items })).changed
          ? "admin.returns.receive.done"
          : "admin.returns.receive.again";
      },
    },
    form,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** /admin/returns/{id}: one return, what arrived, and what can be done with it now. */
export default function AdminReturnPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const format = useFormatter();
  const { prefix } = useRootData();
  const { detail } = loaderData;
  const { entry } = detail;
  return (
    <>
      <p>
        <Link to={withPrefix(prefix, "/admin/returns")} className="text-primary-800 underline">
          {t("admin.returns.back")}
        </Link>
      </p>
      <h1 className="mt-3 text-2xl font-semibold">{t("admin.returns.detailTitle", { number: entry.returnNumber })}</h1>
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1 [overflow-wrap:anywhere]">
        <dt className="font-semibold">{t("admin.returns.order")}</dt>
        <dd>
          <Link to={withPrefix(prefix, `/admin/orders/${detail.orderId}`)} className="text-primary-800 underline">
            {detail.orderNumber}
          </Link>
        </dd>
        <dt className="font-semibold">{t("admin.returns.customer")}</dt>
        <dd>
          {detail.customerName}{" "}
          <a href={`mailto:${detail.email}`} className="break-all text-primary-800 underline">
            {detail.email}
          </a>
        </dd>
        <dt className="font-semibold">{t("admin.returns.createdAt")}</dt>
        <dd>
          <time dateTime={entry.createdAt}>
            {format.dateTime(new Date(entry.createdAt), { dateStyle: "long", timeStyle: "short" })}
          </time>
        </dd>
        <dt className="font-semibold">{t("admin.returns.status")}</dt>
        <dd>
          {entry.statusName}
          {entry.refunded && ` (${entry.refunded.formatted})`}
        </dd>
        <dt className="font-semibold">{t("admin.returns.reason")}</dt>
        <dd>{entry.reasonName}</dd>
        {detail.comment && (
          <>
            <dt className="font-semibold">{t("admin.returns.comment")}</dt>
            <dd className="whitespace-pre-line">{detail.comment}</dd>
          </>
        )}
      </dl>
      <ReturnActions detail={detail} actionData={actionData} />
      <section aria-labelledby="return-lines" className="mt-8">
        <h2 id="return-lines" className="text-xl font-semibold">
          {t("admin.returns.lines")}
        </h2>
        <div className="relative mt-2 overflow-x-auto rounded-md border border-neutral-300 bg-white">
          <table className="w-full border-collapse text-left text-sm">
            <thead className="border-b border-neutral-300 bg-neutral-100">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("admin.returns.item")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t("admin.returns.announced")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t("admin.returns.received")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("admin.returns.restocked")}
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.lines.map((line) => (
                <tr key={line.returnItemId} className="border-b border-neutral-200 last:border-b-0">
                  <th scope="row" className="px-3 py-2 font-normal">
                    <span className="block font-semibold">{line.name}</span>
                    <span className="block text-neutral-700">
                      {[line.variationNumber, ...line.attributes.map((a) => `${a.name}: ${a.value}`)]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  </th>
                  <td className="px-3 py-2 text-right">{line.quantity}</td>
                  <td className="px-3 py-2 text-right">{line.receivedQuantity ?? t("admin.returns.notYet")}</td>
                  <td className="px-3 py-2">
                    {line.receivedQuantity === null
                      ? t("admin.returns.notYet")
                      : line.restocked
                        ? t("admin.returns.yes")
                        : t("admin.returns.no")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
