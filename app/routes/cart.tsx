import { translatorFor } from "#common/i18n/translator.ts";
import { cartAction } from "~/features/cart/cart-action.server.ts";
import { CartPage } from "~/features/cart/cart-page.tsx";
import { getAppContext } from "~/lib/context.server.ts";
import { privatePageHeaders } from "~/lib/private-page.ts";
import type { Route } from "./+types/cart";
import type { TextsHandle } from "~/lib/i18n.tsx";

/**
 * The cart itself comes with the root loader (the header shows its count on every page);
 * this loader adds the delivery countries for the country select.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const { countries } = await app.rpc.getCountries({});
  return {
    title: translatorFor(app.locale)("cart.title"),
    countries: countries.map(({ id, name }) => ({ id, name })),
  };
}

/** POST /cart: add, quantity, remove, the coupon and the delivery country without JavaScript (cart-action.server.ts). */
export function action({ context, request }: Route.ActionArgs) {
  return cartAction(context, request);
}

// A personal page: nothing for search engines.
/** One visitor's page: never cached (private-page.ts). */
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex, follow" }] : [];

/** The forms whose refusal is shown at their own field; other refusals go on top of the page. */
const FIELD_INTENTS = new Set(["coupon", "shippingCountry"]);

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["buying", "product"] } satisfies TextsHandle;

/** /cart (docs/glossary.md, storefront spec §2): a refused coupon code or country shows at its field, others on top. */
export default function CartRoute({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <CartPage
      countries={loaderData.countries}
      failure={failure && !FIELD_INTENTS.has(failure.intent) ? failure.message : null}
      couponFailure={failure?.intent === "coupon" ? failure.message : null}
      countryFailure={failure?.intent === "shippingCountry" ? failure.message : null}
    />
  );
}
