import { Link } from "react-router";
import { useFormatter } from "use-intl";
import { translatorFor } from "#common/i18n/translator.ts";
import { AdminPager } from "~/admin/admin-pager.tsx";
import { orderNotFoundAs404 } from "~/features/account/order-not-found.server.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { pageParamOf } from "~/lib/page-param.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/admin-withdrawals";

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const page = pageParamOf(request);
  const list = await app.rpc.getAdminWithdrawals({ page }).catch(orderNotFoundAs404);
  const title = translatorFor(app.locale)("admin.withdrawals.title");
  return { list, seo: fixedPageSeo(context, { path: "/admin/withdrawals", title, robots: "NOINDEX_NOFOLLOW" }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const CELL = "px-3 py-2";

/** /admin/withdrawals: the declarations of withdrawal, newest first, with the order each names. */
export default function AdminWithdrawalsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const format = useFormatter();
  const { prefix } = useRootData();
  const { list } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-semibold">{t("admin.withdrawals.title")}</h1>
      <p className="mt-2 max-w-prose text-neutral-700">{t("admin.withdrawals.intro")}</p>
      <h2 className="mt-6 font-semibold">{t("admin.withdrawals.found", { total: list.total })}</h2>
      {list.withdrawals.length > 0 && (
        <div className="relative mt-2 overflow-x-auto rounded-md border border-neutral-300 bg-white">
          <table className="w-full border-collapse text-left text-sm">
            <thead className="border-b border-neutral-300 bg-neutral-100">
              <tr>
                {(["reference", "receivedAt", "customer", "order", "items"] as const).map((column) => (
                  <th key={column} scope="col" className={`${CELL} font-semibold`}>
                    {t(`admin.withdrawals.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.withdrawals.map((withdrawal) => (
                <tr key={withdrawal.id} className="border-b border-neutral-200 last:border-b-0">
                  <th scope="row" className={`${CELL} font-semibold`}>
                    {withdrawal.reference}
                  </th>
                  <td className={CELL}>
                    <time dateTime={withdrawal.receivedAt}>
                      {format.dateTime(new Date(withdrawal.receivedAt), { dateStyle: "medium", timeStyle: "short" })}
                    </time>
                  </td>
                  <td className={CELL}>
                    <span className="block">{withdrawal.name}</span>
                    <span className="block break-all text-neutral-700">{withdrawal.email}</span>
                  </td>
                  <td className={CELL}>
                    {withdrawal.orderId === null ? (
                      <>
                        {withdrawal.orderNumber}{" "}
                        <span className="text-red-800">({t("admin.withdrawals.unmatched")})</span>
                      </>
                    ) : (
                      <Link
                        to={withPrefix(prefix, `/admin/orders/${withdrawal.orderId}`)}
                        className="text-primary-800 underline"
                      >
                        {withdrawal.orderNumber}
                      </Link>
                    )}
                  </td>
                  <td className={`${CELL} whitespace-pre-line`}>
                    {withdrawal.items || t("admin.withdrawals.wholeOrder")}
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
