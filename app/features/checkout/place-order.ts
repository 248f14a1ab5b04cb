import { createContext, createElement, useContext, type ReactNode } from "react";
import type { ApiClient } from "~/lib/api-client.ts";

/** What the page collected for the payment before the order: the embedded card form's token. */
export type PaymentDetails = { cardToken?: string };

/** The embedded card form as the checkout sees it (MollieCardForm, given by the route). */
export type CardTokenSource = {
  /** The card token, or null when the card data is not usable (the form shows why). */
  createToken(): Promise<string | null>;
};

/**
 * Places the order for the checkout as it stands and answers where the shopper goes next
 * (the payment provider's page or the confirmation). The route decides the implementation.
 */
export type PlaceOrder = (payment?: PaymentDetails) => Promise<{ redirectTo: string }>;

const PlaceOrderContext = createContext<PlaceOrder | null>(null);

export function PlaceOrderProvider({ placeOrder, children }: { placeOrder: PlaceOrder; children: ReactNode }) {
  return createElement(PlaceOrderContext.Provider, { value: placeOrder }, children);
}

export function usePlaceOrder(): PlaceOrder {
  const placeOrder = useContext(PlaceOrderContext);
  if (!placeOrder) throw new Error("usePlaceOrder needs a PlaceOrderProvider");
  return placeOrder;
}

/**
 * The order step through the API: doPlaceOrder with the terms tick of this click (the button
 * is blocked until it is given). Offline methods (invoice, prepayment) go to the confirmation
 * page; provider methods get a payment of the order's total and go to its hosted page by
 * navigation (the CSP's form-action 'self' forbids a cross-origin form, docs/payments.md).
 * The embedded card passes its token: Mollie charges the card at once (no page: the
 * confirmation) or asks for 3-D Secure (its checkoutUrl). A retry after a failed payment call
 * gets the same order again (doPlaceOrder is idempotent).
 */
export function placeOrderThroughApi(api: ApiClient): PlaceOrder {
  return async (payment = {}) => {
    const placed = await api.call("doPlaceOrder", { termsAccepted: true });
    if (placed.paymentFlow === "offline") return { redirectTo: placed.redirectUrl };
    const options = payment.cardToken ? { cardToken: payment.cardToken } : {};
    const created = await api.call("doCreateMolliePaymentFromOrder", { orderId: placed.orderId, options });
    // A payment without a hosted page (none needed) is settled: the confirmation page shows it.
    return { redirectTo: created.checkoutUrl ?? placed.redirectUrl };
  };
}
