import { Link } from "react-router";
import { useFormatter } from "use-intl";
import { translatorFor } from "#common/i18n/translator.ts";
import { RETURN_STATUSES, type ReturnStatus } from "#common/schemas/returns.ts";
import { AdminPager } from "~/admin/admin-pager.tsx";
import { StatusFilter } from "~/admin/status-filter.tsx";
import { orderNotFoundAs404 } from "~/features/account/order-not-found.server.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { pageParamOf } from "~/lib/page-param.ts";
import { pageUrl } from "~/lib/page-url.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/admin-returns";

function statusOf(value: string | null): ReturnStatus | undefined {
  return RETURN_STATUSES.find((status) => status === value);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const params = pageUrl(request).searchParams;
  const page = pageParamOf(request);
  const status = statusOf(params.get("status"));
  const list = await app.rpc.getAdminReturns({ page, ...(status ? { status } : {}) }).catch(orderNotFoundAs404);
  const title = translatorFor(app.locale)("admin.returns.title");
  return { list, seo: fixedPageSeo(context, { path: "/admin/returns", title, robots: "NOINDEX_NOFOLLOW" }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const CELL = "px-3 py-2";
const COLUMNS = ["returnNumber", "createdAt", "order", "customer", "pieces", "status"] as const;

/** /admin/returns: the returns queue by status (docs/back-office.md "Returns"), newest first. */
export default function AdminReturnsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const format = useFormatter();
  const { prefix } = useRootData();
  const { list } = loaderData;
  const base = withPrefix(prefix, "/admin/returns");
  return (
    <>
      <h1 className="text-2xl font-semibold">{t("admin.returns.title")}</h1>
      <p className="mt-2 max-w-prose text-neutral-700">{t("admin.returns.intro")}</p>
      <StatusFilter
        label={t("admin.returns.filter")}
        allLabel={t("admin.returns.all")}
        base={base}
        current={list.status}
        counts={list.counts}
      />
      <h2 className="mt-6 font-semibold">{t("admin.returns.found", { total: list.total })}</h2>
      {list.returns.length > 0 && (
        <div className="relative mt-2 overflow-x-auto rounded-md border border-neutral-300 bg-white">
          <table className="w-full border-collapse text-left text-sm">
            <thead className="border-b border-neutral-300 bg-neutral-100">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={`${CELL} font-semibold`}>
                    {t(`admin.returns.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.returns.map((entry) => (
                <tr key={entry.id} className="border-b border-neutral-200 last:border-b-0">
                  <th scope="row" className={`${CELL} font-semibold`}>
                    <Link to={`${base}/${entry.id}`} className="text-primary-800 underline">
                      {entry.returnNumber}
                    </Link>
                  </th>
                  <td className={CELL}>
                    <time dateTime={entry.createdAt}>
                      {format.dateTime(new Date(entry.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                    </time>
                  </td>
                  <td className={CELL}>
                    <Link
                      to={withPrefix(prefix, `/admin/orders/${entry.originOrderId}`)}
                      className="text-primary-800 underline"
                    >
                      {entry.orderNumber}
                    </Link>
                  </td>
                  <td className={CELL}>{entry.customerName}</td>
                  <td className={CELL}>{entry.pieces}</td>
                  <td className={CELL}>{entry.statusName}</td>
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
