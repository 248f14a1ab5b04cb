import { translatorFor } from "#common/i18n/translator.ts";
import { cartAction } from "~/features/cart/cart-action.server.ts";
import { CartPage } from "~/features/cart/cart-page.tsx";
import { getAppContext } from "~/lib/context.server.ts";
import type { Route } from "./+types/cart";

/** The cart itself comes with the root loader (the header shows its count on every page). */
export function loader({ context }: Route.LoaderArgs) {
  return { title: translatorFor(getAppContext(context).locale)("cart.title") };
}

/** POST /cart: add, quantity and remove without JavaScript (cart-action.server.ts). */
export function action({ context, request }: Route.ActionArgs) {
  return cartAction(context, request);
}

// A personal page: nothing for search engines.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex, follow" }] : [];

/** /cart (storefront.md section 2). The coupon form goes into CartPage's `coupon` slot. */
export default function CartRoute({ actionData }: Route.ComponentProps) {
  return <CartPage failure={actionData && !actionData.ok ? actionData.message : null} />;
}
