import { Link } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { OrderList } from "~/features/account/order-list.tsx";
import { AddressLines } from "~/features/checkout/address-card.tsx";
import { LogoutButton } from "~/features/auth/logout-button.tsx";
import { getAppContext } from "~/lib/context.server.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/my-account";
import { useViewer } from "~/lib/viewer.tsx";

/** The overview shows this many of the latest orders. */
const LATEST_ORDERS = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const title = translatorFor(app.locale)("account.title");
  const [orders, billing, shipping, { countries }] = await Promise.all([
    app.rpc.getCustomerOrders({ page: 1 }),
    app.rpc.getAddresses({ typeId: 1 }),
    app.rpc.getAddresses({ typeId: 2 }),
    app.rpc.getCountries({ includeInactive: true }),
  ]);
  return {
    latestOrders: orders.orders.slice(0, LATEST_ORDERS),
    orderCount: orders.total,
    // The default of each kind is listed first (getAddresses).
    defaults: {
      billing: billing.find((address) => address.primary) ?? null,
      shipping: shipping.find((address) => address.primary) ?? null,
    },
    countries,
    seo: fixedPageSeo(context, { path: "/my-account", title, robots: "NOINDEX_NOFOLLOW" }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["account", "auth"] } satisfies TextsHandle;

export default function MyAccountPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { prefix } = useRootData();
  const { session } = useViewer();
  const user = session.user;
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ") || user?.email || "";
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">{t("account.title")}</h1>
          <p className="mt-2 text-lg">{t("account.greeting", { name })}</p>
          <p className="text-neutral-700">{t("account.loggedInAs", { email: user?.email ?? "" })}</p>
        </div>
        <LogoutButton />
      </div>
      <section aria-labelledby="latest-orders" className="mt-10">
        <h2 id="latest-orders" className="text-xl font-semibold">
          {t("account.latestOrders")}
        </h2>
        {loaderData.orderCount === 0 ? (
          <p className="mt-3 text-neutral-800">{t("account.orders.empty")}</p>
        ) : (
          <>
            <OrderList orders={loaderData.latestOrders} caption={t("account.latestOrders")} />
            <p className="mt-4">
              <Link to={withPrefix(prefix, "/my-account/my-orders")} className="text-primary-800 underline">
                {t("account.allOrders")} ({t("account.orders.count", { count: loaderData.orderCount })})
              </Link>
            </p>
          </>
        )}
      </section>
      <section aria-labelledby="default-addresses" className="mt-10">
        <h2 id="default-addresses" className="text-xl font-semibold">
          {t("account.defaultAddresses")}
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {(
            [
              ["billing", "/my-account/billing-details", loaderData.defaults.billing],
              ["shipping", "/my-account/shipping-details", loaderData.defaults.shipping],
            ] as const
          ).map(([kind, path, address]) => (
            <div key={kind} className="rounded-md border border-neutral-300 p-4">
              <h3 className="font-semibold">{t(`account.nav.${kind}`)}</h3>
              <div className="mt-2">
                {address ? (
                  <AddressLines address={address} countries={loaderData.countries} />
                ) : (
                  <p className="text-neutral-800">{t("account.addresses.noDefault")}</p>
                )}
              </div>
              <Link
                to={withPrefix(prefix, path)}
                aria-label={`${t("account.addresses.manage")}: ${t(`account.nav.${kind}`)}`}
                className="mt-3 inline-block text-primary-800 underline"
              >
                {t("account.addresses.manage")}
              </Link>
            </div>
          ))}
        </div>
      </section>
      <p className="mt-10">
        <Link to={withPrefix(prefix, "/my-account/personal-data")} className="text-primary-800 underline">
          {t("account.personal.title")}
        </Link>
      </p>
      {/* The install offer (docs/pwa.md): the root's PwaBridge puts the button into the slot
          (its INSTALL_OFFER_SLOT) when the browser offers the install; until then the paragraph is hidden. */}
      <p className="mt-10 hidden flex-wrap items-center gap-3 has-[button]:flex">
        {t("account.installAppText")} <span id="install-app-offer" />
      </p>
    </>
  );
}
