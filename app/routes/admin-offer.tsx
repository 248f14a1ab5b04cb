import { data, Link } from "react-router";
import { useFormatter } from "use-intl";
import { translatorFor } from "#common/i18n/translator.ts";
import { adminOfferInput } from "#common/schemas/back-office-offers.ts";
import { AppError } from "#server/errors.ts";
import { adminFormAction } from "~/admin/admin-action.server.ts";
import { OfferActions } from "~/admin/offer-actions.tsx";
import { OfferContents } from "~/features/offers/offer-contents.tsx";
import { getAppContext } from "~/lib/context.server.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/admin-offer";

function offerIdOf(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const offerId = offerIdOf(params.offerId);
  const detail = await app.rpc.getAdminOffer({ offerId }).catch((error: unknown) => {
    if (error instanceof AppError && error.kind === "not_found") throw data(null, { status: 404 });
    throw error;
  });
  const title = translatorFor(app.locale)("admin.offers.detailTitle", { number: detail.offer.offerNumber });
  return {
    detail,
    seo: fixedPageSeo(context, { path: `/admin/offers/${offerId}`, title, robots: "NOINDEX_NOFOLLOW" }),
  };
}

/** The offer's actions: 'send', 'resend' and 'withdraw' (docs/back-office.md "Offers"). */
export async function action(args: Route.ActionArgs) {
  const offerId = offerIdOf(args.params.offerId);
  const form = await args.request.formData();
  form.set("offerId", String(offerId));
  const intent = form.get("intent");
  const options = { schema: adminOfferInput, fields: ["offerId"] } as const;
  if (intent === "send") {
    return adminFormAction(
      args,
      {
        ...options,
        form: "send",
        run: async (value, rpc) =>
          (await rpc.doSendOffer(value)).sent ? "admin.offers.send.done" : "admin.offers.send.again",
      },
      form,
    );
  }
  if (intent === "resend") {
    return adminFormAction(
      args,
      {
        ...options,
        form: "resend",
        run: async (value, rpc) =>
          (await rpc.doResendOffer(value)).sent ? "admin.offers.resend.done" : "admin.offers.resend.again",
      },
      form,
    );
  }
  return adminFormAction(
    args,
    {
      ...options,
      form: "withdraw",
      run: async (value, rpc) =>
        (await rpc.doWithdrawOffer(value)).changed ? "admin.offers.withdraw.done" : "admin.offers.withdraw.again",
    },
    form,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

function When({ at }: { at: string | null }) {
  const t = useT();
  const format = useFormatter();
  if (!at) return <>{t("admin.offers.notYet")}</>;
  return <time dateTime={at}>{format.dateTime(new Date(at), { dateStyle: "long", timeStyle: "short" })}</time>;
}

/** /admin/offers/{id}: one offer, where it stands (sent, opened, accepted or declined with the reason). */
export default function AdminOfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { prefix } = useRootData();
  const { detail } = loaderData;
  const { offer } = detail;
  return (
    <>
      <p>
        <Link to={withPrefix(prefix, "/admin/offers")} className="text-primary-800 underline">
          {t("admin.offers.back")}
        </Link>
      </p>
      <h1 className="mt-3 text-2xl font-semibold">{t("admin.offers.detailTitle", { number: offer.offerNumber })}</h1>
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1 [overflow-wrap:anywhere]">
        <dt className="font-semibold">{t("admin.offers.columns.status")}</dt>
        <dd>{detail.statusName}</dd>
        <dt className="font-semibold">{t("admin.offers.recipient")}</dt>
        <dd>
          {detail.customerName}{" "}
          <a href={`mailto:${offer.email}`} className="break-all text-primary-800 underline">
            {offer.email}
          </a>
          <span className="block text-sm text-neutral-700">
            {detail.forCustomer ? t("admin.offers.forCustomer") : t("admin.offers.forEmail")}
          </span>
        </dd>
        <dt className="font-semibold">{t("admin.offers.sentAt")}</dt>
        <dd>
          <When at={detail.sentAt} />
        </dd>
        <dt className="font-semibold">{t("admin.offers.openedAt")}</dt>
        <dd>
          <When at={detail.openedAt} />
        </dd>
        {detail.decidedAt && (
          <>
            <dt className="font-semibold">{t("admin.offers.decidedAt")}</dt>
            <dd>
              <When at={detail.decidedAt} />
            </dd>
          </>
        )}
        {detail.declineReason && (
          <>
            <dt className="font-semibold">{t("admin.offers.declineReason")}</dt>
            <dd className="whitespace-pre-line">{detail.declineReason}</dd>
          </>
        )}
        {detail.order && (
          <>
            <dt className="font-semibold">{t("admin.offers.order")}</dt>
            <dd>
              <Link to={withPrefix(prefix, `/admin/orders/${detail.order.id}`)} className="text-primary-800 underline">
                {detail.order.orderNumber}
              </Link>
            </dd>
          </>
        )}
      </dl>
      <OfferActions detail={detail} actionData={actionData} />
      <OfferContents offer={offer} />
      <section aria-labelledby="offer-activity" className="mt-10">
        <h2 id="offer-activity" className="text-xl font-semibold">
          {t("admin.offers.activity")}
        </h2>
        <ol className="mt-3 space-y-2">
          {detail.activity.map((entry) => (
            <li key={entry.id}>
              <When at={entry.at} /> · {entry.operatorName}: {entry.text}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
