import { ADDRESS_TYPE } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { addressBookAction } from "~/features/account/address-book-action.server.ts";
import { AddressBook } from "~/features/account/address-book.tsx";
import { getAppContext } from "~/lib/context.server.ts";
import { type TextsHandle } from "~/lib/i18n.tsx";
import { pageUrl } from "~/lib/page-url.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/address-book";

/** One route file for both address books: /my-account/billing-details (1), /shipping-details (2). */
function kindOf(request: Request) {
  return pageUrl(request).pathname.endsWith("/billing-details")
    ? ({
        typeId: ADDRESS_TYPE.billing,
        path: "/my-account/billing-details",
        title: "account.addresses.billingTitle",
      } as const)
    : ({
        typeId: ADDRESS_TYPE.shipping,
        path: "/my-account/shipping-details",
        title: "account.addresses.shippingTitle",
      } as const);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const kind = kindOf(request);
  const [addresses, { countries }, session] = await Promise.all([
    app.rpc.getAddresses({ typeId: kind.typeId }),
    // Billing addresses may be anywhere; shipping addresses only where the shop delivers.
    app.rpc.getCountries({ includeInactive: kind.typeId === ADDRESS_TYPE.billing }),
    app.rpc.getSession(),
  ]);
  const chosen =
    kind.typeId === ADDRESS_TYPE.billing ? session.checkoutAddresses.billing : session.checkoutAddresses.shipping;
  const title = translatorFor(app.locale)(kind.title);
  return {
    typeId: kind.typeId,
    addresses,
    countries,
    checkoutAddressId: chosen,
    seo: fixedPageSeo(context, { path: kind.path, title, robots: "NOINDEX_NOFOLLOW" }),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  return addressBookAction(context, request, kindOf(request).typeId);
}

/** The account texts and the address form's (common/i18n/text-parts.ts). */
export const handle = { texts: ["account", "buying"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function AddressBookPage({ loaderData }: Route.ComponentProps) {
  return (
    <AddressBook
      typeId={loaderData.typeId}
      addresses={loaderData.addresses}
      countries={loaderData.countries}
      checkoutAddressId={loaderData.checkoutAddressId}
    />
  );
}
