import { translatorFor } from "#common/i18n/translator.ts";
import type { AdminOrdersInput } from "#common/schemas/back-office.ts";
import { AppError } from "#server/errors.ts";
import { OrderFilters } from "~/admin/order-filters.tsx";
import { orderListInput } from "~/admin/order-list-params.ts";
import { OrderTable } from "~/admin/order-table.tsx";
import { getAppContext } from "~/lib/context.server.ts";
import { useT } from "~/lib/i18n.tsx";
import { pageUrl } from "~/lib/page-url.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/admin-orders";

/**
 * /admin/orders (docs/back-office.md): the orders, searched, filtered, sorted and paged by the
 * address's parameters. A parameter the operation refuses (a date that is none, an unknown
 * status) is named beside its field and left out of the search, never a 500.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const input = orderListInput(pageUrl(request).searchParams);
  const seo = fixedPageSeo(context, {
    path: "/admin/orders",
    title: translatorFor(app.locale)("admin.orders.title"),
    robots: "NOINDEX_NOFOLLOW",
  });
  try {
    return { list: await app.rpc.getAdminOrders(input as AdminOrdersInput), input, fields: {}, seo };
  } catch (error) {
    if (!(error instanceof AppError) || error.kind !== "invalid_data") throw error;
    const fields = error.fields ?? {};
    const valid = Object.fromEntries(Object.entries(input).filter(([name]) => !(name in fields)));
    return { list: await app.rpc.getAdminOrders(valid as AdminOrdersInput), input: valid, fields, seo };
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function AdminOrdersPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { list, input, fields } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-semibold">{t("admin.orders.title")}</h1>
      <OrderFilters input={input as AdminOrdersInput} fields={fields} />
      <OrderTable list={list} input={input as AdminOrdersInput} />
    </>
  );
}
