import { Link } from "react-router";
import { useFormatter } from "use-intl";
import { translatorFor } from "#common/i18n/translator.ts";
import { OFFER_STATUSES, type OfferStatus } from "#common/schemas/offers.ts";
import { AdminPager } from "~/admin/admin-pager.tsx";
import { StatusFilter } from "~/admin/status-filter.tsx";
import { buttonClass } from "~/components/ui/button.tsx";
import { orderNotFoundAs404 } from "~/features/account/order-not-found.server.ts";
import { useOfferDay } from "~/features/offers/offer-contents.tsx";
import { getAppContext } from "~/lib/context.server.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { pageParamOf } from "~/lib/page-param.ts";
import { pageUrl } from "~/lib/page-url.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/admin-offers";

function statusOf(value: string | null): OfferStatus | undefined {
  return OFFER_STATUSES.find((status) => status === value);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const page = pageParamOf(request);
  const status = statusOf(pageUrl(request).searchParams.get("status"));
  const list = await app.rpc.getAdminOffers({ page, ...(status ? { status } : {}) }).catch(orderNotFoundAs404);
  const title = translatorFor(app.locale)("admin.offers.title");
  return { list, seo: fixedPageSeo(context, { path: "/admin/offers", title, robots: "NOINDEX_NOFOLLOW" }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const CELL = "px-3 py-2";
const COLUMNS = ["offerNumber", "createdAt", "customer", "items", "total", "validUntil", "status"] as const;

function Day({ day }: { day: string }) {
  return <time dateTime={day}>{useOfferDay(day)}</time>;
}

/** /admin/offers: the offers by status (docs/back-office.md "Offers"), newest first. */
export default function AdminOffersPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const format = useFormatter();
  const { prefix } = useRootData();
  const { list } = loaderData;
  const base = withPrefix(prefix, "/admin/offers");
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t("admin.offers.title")}</h1>
        <Link to={`${base}/new`} className={buttonClass("primary")}>
          {t("admin.offers.new")}
        </Link>
      </div>
      <p className="mt-2 max-w-prose text-neutral-700">{t("admin.offers.intro")}</p>
      <StatusFilter
        label={t("admin.offers.filter")}
        allLabel={t("admin.offers.all")}
        base={base}
        current={list.status}
        counts={list.counts}
      />
      <h2 className="mt-6 font-semibold">{t("admin.offers.found", { total: list.total })}</h2>
      {list.offers.length > 0 && (
        <div className="relative mt-2 overflow-x-auto rounded-md border border-neutral-300 bg-white">
          <table className="w-full border-collapse text-left text-sm">
            <thead className="border-b border-neutral-300 bg-neutral-100">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={`${CELL} font-semibold`}>
                    {t(`admin.offers.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.offers.map((offer) => (
                <tr key={offer.id} className="border-b border-neutral-200 last:border-b-0">
                  <th scope="row" className={`${CELL} font-semibold`}>
                    <Link to={`${base}/${offer.id}`} className="text-primary-800 underline">
                      {offer.offerNumber}
                    </Link>
                  </th>
                  <td className={CELL}>
                    <time dateTime={offer.createdAt}>
                      {format.dateTime(new Date(offer.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                    </time>
                  </td>
                  <td className={`${CELL} [overflow-wrap:anywhere]`}>
                    {offer.customerName}
                    <span className="block text-neutral-700">{offer.email}</span>
                  </td>
                  <td className={CELL}>{offer.itemCount}</td>
                  <td className={CELL}>{offer.total.formatted}</td>
                  <td className={CELL}>
                    <Day day={offer.validUntil} />
                  </td>
                  <td className={CELL}>
                    {offer.statusName}
                    {offer.opened && offer.statusKey === "open" && ` (${t("admin.offers.opened")})`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager page={list.page} pageCount={list.pageCount} />
    </>
  );
}
