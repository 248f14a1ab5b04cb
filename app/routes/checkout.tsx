import { useMemo, useRef } from "react";
import { checkoutAction } from "~/features/checkout/checkout-action.server.ts";
import { CheckoutPage } from "~/features/checkout/checkout-page.tsx";
import { loadCheckoutPage } from "~/features/checkout/checkout-page.server.ts";
import { placeOrderThroughApi, PlaceOrderProvider, type CardTokenSource } from "~/features/checkout/place-order.ts";
import { PreferredDeliveryMount } from "~/features/checkout/preferred-delivery-mount.tsx";
import { MollieCardForm } from "~/features/payment/mollie-card-form.tsx";
import { useApi } from "~/lib/api.tsx";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/checkout";
import type { TextsHandle } from "~/lib/i18n.tsx";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadCheckoutPage(context, request);
}

/** POST /checkout: the sections' forms (with and without JavaScript). */
export function action({ context, request }: Route.ActionArgs) {
  return checkoutAction(context, request);
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["buying", "auth", "product"] } satisfies TextsHandle;

/** /checkout (docs/glossary.md, storefront spec §2: simplified header and footer; an empty cart goes to /cart). */
export default function CheckoutRoute({ loaderData, actionData }: Route.ComponentProps) {
  const api = useApi();
  // The order form answers its message here; each section reads its own answer (useCheckoutFetcher).
  const orderFailure = actionData && "intent" in actionData && actionData.intent === "placeOrder" ? actionData : null;
  const placeOrder = useMemo(() => placeOrderThroughApi(api), [api]);
  const { cardForm } = loaderData;
  const cardTokenSource = useRef<CardTokenSource | null>(null);
  return (
    <PlaceOrderProvider placeOrder={placeOrder}>
      <CheckoutPage
        checkout={loaderData.checkout}
        orderFailure={orderFailure && !orderFailure.ok ? orderFailure.message : null}
        preferredDelivery={
          <PreferredDeliveryMount checkout={loaderData.checkout} options={loaderData.preferredDelivery} />
        }
        // Component mode only: Mollie's card form for the embedded card method (docs/payments.md).
        embeddedCard={
          cardForm
            ? { form: <MollieCardForm ref={cardTokenSource} {...cardForm} />, tokenSource: cardTokenSource }
            : undefined
        }
      />
    </PlaceOrderProvider>
  );
}
