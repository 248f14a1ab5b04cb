import { ReadonlyCheckout } from "~/features/checkout/readonly-checkout.tsx";
import { loadReadonlyCheckoutPage } from "~/features/checkout/checkout-page.server.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/readonly-checkout";

export function loader({ context }: Route.LoaderArgs) {
  return loadReadonlyCheckoutPage(context);
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** /readonly-checkout: the checkout's summary without editing, for return flows (no guard). */
export default function ReadonlyCheckoutRoute({ loaderData }: Route.ComponentProps) {
  return <ReadonlyCheckout checkout={loaderData.checkout} preferredDelivery={loaderData.preferredDelivery} />;
}
