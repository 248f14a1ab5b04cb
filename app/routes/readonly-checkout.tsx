import { ReadonlyCheckout } from "~/features/checkout/readonly-checkout.tsx";
import { loadReadonlyCheckoutPage } from "~/features/checkout/checkout-page.server.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/readonly-checkout";
import type { TextsHandle } from "~/lib/i18n.tsx";

export function loader({ context }: Route.LoaderArgs) {
  return loadReadonlyCheckoutPage(context);
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["buying", "product"] } satisfies TextsHandle;

/** /readonly-checkout: the checkout's summary without editing, for return flows (no guard). */
export default function ReadonlyCheckoutRoute({ loaderData }: Route.ComponentProps) {
  return <ReadonlyCheckout checkout={loaderData.checkout} preferredDelivery={loaderData.preferredDelivery} />;
}
