import { data, Link } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { emptyInput } from "#common/schemas/auth.ts";
import { AppError } from "#server/errors.ts";
import { GuestOrdersRequest } from "~/features/account/guest-orders-request.tsx";
import { OrderList } from "~/features/account/order-list.tsx";
import { ListingPagination } from "~/features/catalog/listing-pagination.tsx";
import { getAppContext } from "~/lib/context.server.ts";
import { conformAction, csrfRedirect } from "~/lib/form-action.server.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { pageParamOf } from "~/lib/page-param.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/my-orders";

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const title = translatorFor(app.locale)("account.orders.title");
  const [list, session] = await Promise.all([
    app.rpc.getCustomerOrders({ page: pageParamOf(request) }).catch((error: unknown) => {
      if (error instanceof AppError && error.kind === "invalid_data") throw data(null, { status: 404 });
      throw error;
    }),
    app.rpc.getSession(),
  ]);
  // A page past the last one: nothing to show there.
  if (list.orders.length === 0 && list.page > 1) throw data(null, { status: 404 });
  return {
    list,
    email: session.user?.email ?? "",
    seo: fixedPageSeo(context, { path: "/my-account/my-orders", title, robots: "NOINDEX_NOFOLLOW" }),
  };
}

/** 'Add guest orders': the link to the account's address (docs/account.md). */
export async function action({ context, request }: Route.ActionArgs) {
  const app = getAppContext(context);
  const form = await request.formData();
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(request, app.setFlash);
  return conformAction(form, {
    schema: emptyInput,
    fields: [],
    run: async () => {
      const sent = await app.rpc.doRequestGuestOrdersLink();
      return { ok: true as const, email: sent.email };
    },
  });
}

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["account", "auth"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function MyOrdersPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { prefix } = useRootData();
  const { list } = loaderData;
  const path = withPrefix(prefix, "/my-account/my-orders");
  return (
    <>
      <h1 className="text-3xl font-semibold">{t("account.orders.title")}</h1>
      {list.total === 0 ? (
        <>
          <p className="mt-4 text-neutral-800">{t("account.orders.empty")}</p>
          <p className="mt-4">
            <Link to={withPrefix(prefix, "/")} className="text-primary-800 underline">
              {t("account.orders.startShopping")}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="mt-2 text-neutral-700">
            {t("account.orders.intro")} {t("account.orders.count", { count: list.total })}
          </p>
          <OrderList orders={list.orders} caption={t("account.orders.title")} />
          <ListingPagination
            page={list.page}
            totalPages={list.pageCount}
            hrefFor={(page) => (page === 1 ? path : `${path}?page=${page}`)}
          />
        </>
      )}
      <GuestOrdersRequest email={loaderData.email} answer={actionData} />
    </>
  );
}
