import { useRevalidator } from "react-router";
import type { PreferredDeliveryOptions } from "#common/preferred-delivery-views.ts";
import type { CheckoutView } from "#server/operations/checkout.ts";
import { PreferredDeliverySection } from "./preferred-delivery-section.tsx";

/**
 * The DHL preferred-delivery section in the checkout's shipping-method slot. A saved choice
 * reloads the checkout, so the summary shows the preferred day's charge in shipping. The
 * section starts afresh (new key) when the destination changes: its options depend on it.
 */
export function PreferredDeliveryMount({
  checkout,
  options,
}: {
  checkout: CheckoutView;
  options: PreferredDeliveryOptions;
}) {
  const revalidator = useRevalidator();
  const destination =
    checkout.shippingAddressId ?? checkout.billingAddressId ?? `country-${checkout.shippingCountryId}`;
  return (
    <PreferredDeliverySection
      key={`${destination}:${options.available}`}
      options={options}
      onSaved={() => void revalidator.revalidate()}
    />
  );
}
