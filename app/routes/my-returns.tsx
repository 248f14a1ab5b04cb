import { data, Link } from "react-router";
import { useFormatter } from "use-intl";
import { translatorFor } from "#common/i18n/translator.ts";
import { AppError } from "#server/errors.ts";
import { ListingPagination } from "~/features/catalog/listing-pagination.tsx";
import { getAppContext } from "~/lib/context.server.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { pageParamOf } from "~/lib/page-param.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/my-returns";

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const list = await app.rpc.getCustomerReturns({ page: pageParamOf(request) }).catch((error: unknown) => {
    if (error instanceof AppError && error.kind === "invalid_data") throw data(null, { status: 404 });
    throw error;
  });
  // A page past the last one: nothing to show there.
  if (list.returns.length === 0 && list.page > 1) throw data(null, { status: 404 });
  const title = translatorFor(app.locale)("returns.listTitle");
  return { list, seo: fixedPageSeo(context, { path: "/my-account/returns", title, robots: "NOINDEX_NOFOLLOW" }) };
}

export const handle = { texts: ["account", "buying"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** /my-account/returns: the customer's returns, newest first, 10 per page (storefront spec §9). */
export default function MyReturnsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const format = useFormatter();
  const { prefix } = useRootData();
  const { list } = loaderData;
  const path = withPrefix(prefix, "/my-account/returns");
  return (
    <>
      <h1 className="text-3xl font-semibold">{t("returns.listTitle")}</h1>
      {list.total === 0 ? (
        <p className="mt-4 text-neutral-800">{t("returns.listEmpty")}</p>
      ) : (
        <>
          <ul className="mt-6 space-y-4">
            {list.returns.map((entry) => (
              <li key={entry.id} className="rounded-md border border-neutral-300 p-4 [overflow-wrap:anywhere]">
                <h2 className="text-lg font-semibold">
                  {t("returns.number")} {entry.returnNumber}
                </h2>
                <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                  <dt className="font-semibold">{t("returns.date")}</dt>
                  <dd>
                    <time dateTime={entry.createdAt}>
                      {format.dateTime(new Date(entry.createdAt), { dateStyle: "medium" })}
                    </time>
                  </dd>
                  <dt className="font-semibold">{t("returns.order")}</dt>
                  <dd>
                    <Link
                      to={withPrefix(prefix, `/my-account/my-orders/${entry.originOrderId}`)}
                      className="text-primary-800 underline"
                    >
                      {entry.orderNumber}
                    </Link>
                  </dd>
                  <dt className="font-semibold">{t("returns.statusLabel")}</dt>
                  <dd>
                    {entry.statusName}
                    {entry.refunded && ` (${entry.refunded.formatted})`}
                  </dd>
                  <dt className="font-semibold">{t("returns.reason")}</dt>
                  <dd>{entry.reasonName}</dd>
                  <dt className="font-semibold">{t("returns.items")}</dt>
                  <dd>
                    <ul>
                      {entry.items.map((item) => (
                        <li key={item.orderItemId}>
                          {item.quantity} × {item.name}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
          <ListingPagination
            page={list.page}
            totalPages={list.pageCount}
            hrefFor={(page) => (page === 1 ? path : `${path}?page=${page}`)}
          />
        </>
      )}
    </>
  );
}
