import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PreferredDeliveryOptions } from "#common/preferred-delivery-views.ts";
import { shippingMethodName } from "#common/shipping-method-name.ts";
import type { CheckoutView } from "#server/operations/checkout.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { AddressLines } from "./address-card.tsx";
import { OrderSummary } from "./order-summary.tsx";
import { hasPreferredDeliveryChoice, PreferredDeliverySummary } from "./preferred-delivery-summary.tsx";

/**
 * The checkout as chosen, read only: addresses, methods (with the DHL preferred delivery when
 * one is chosen), contact and the order summary.
 */
export function ReadonlyCheckout({
  checkout,
  preferredDelivery,
}: {
  checkout: CheckoutView;
  preferredDelivery: PreferredDeliveryOptions;
}) {
  const t = useT();
  const { prefix } = useRootData();
  const shipping = checkout.addresses.shipping.find((address) => address.id === checkout.shippingAddressId);
  const billing = checkout.addresses.billing.find((address) => address.id === checkout.billingAddressId);
  const method = checkout.shippingMethods.find((m) => m.shippingProfileId === checkout.shippingProfileId);
  const payment = checkout.paymentMethods.find((m) => m.id === checkout.paymentMethodId);
  const facts: [string, ReactNode][] = [
    [t("checkout.contactTitle"), checkout.email ?? "–"],
    [
      t("checkout.shippingAddressTitle"),
      shipping ? <AddressLines address={shipping} countries={checkout.countries} /> : "–",
    ],
    [
      t("checkout.billingAddressTitle"),
      billing ? <AddressLines address={billing} countries={checkout.countries} /> : "–",
    ],
    [
      t("checkout.shippingMethodTitle"),
      method ? shippingMethodName(method.parcelServiceName, method.parcelServicePresetName) : "–",
    ],
    ...(hasPreferredDeliveryChoice(preferredDelivery)
      ? [[t("delivery.title"), <PreferredDeliverySummary options={preferredDelivery} />] as [string, ReactNode]]
      : []),
    [t("checkout.paymentMethodTitle"), payment?.name ?? "–"],
  ];
  return (
    <>
      <h1 className="text-3xl font-semibold">{t("checkout.readonlyTitle")}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_24rem]">
        <dl className="space-y-4 rounded-lg border border-neutral-300 p-5">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="font-semibold">{label}</dt>
              <dd className="mt-1">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="space-y-4">
          <OrderSummary cart={checkout.cart} />
          <Link to={withPrefix(prefix, "/checkout")} className="inline-block underline">
            {t("checkout.editCheckout")}
          </Link>
        </div>
      </div>
    </>
  );
}
