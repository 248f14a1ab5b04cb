import { createContext, createElement, useContext, type ReactNode } from "react";
import type { ApiClient } from "~/lib/api-client.ts";
import type { OperationName } from "#server/operations/registry.ts";

/**
 * Places the order for the checkout as it stands and answers where the shopper goes next
 * (the payment provider's page or the confirmation). The route decides the implementation.
 */
export type PlaceOrder = () => Promise<{ redirectTo: string }>;

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
 * The order step through the API: doPlaceOrder (storefront.md section 7, payload none)
 * answers `{ redirectTo }`. Its operation comes with the order module, hence the name
 * is not yet in the typed registry.
 */
export function placeOrderThroughApi(api: ApiClient): PlaceOrder {
  const operation = "doPlaceOrder" as string as OperationName;
  return async () => (await api.call(operation)) as unknown as { redirectTo: string };
}
