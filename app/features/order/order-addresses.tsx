import type { ReactNode } from "react";
import type { OrderAddressView } from "#server/modules/order/order-view.ts";
import { useT } from "~/lib/i18n.tsx";

function AddressLines({ address }: { address: OrderAddressView }) {
  const lines = [
    address.companyName,
    [address.firstName, address.lastName].filter(Boolean).join(" "),
    [address.streetName, address.houseNumber].filter(Boolean).join(" "),
    address.addressAddition,
    address.postNumber,
    [address.zipCode, address.city].filter(Boolean).join(" "),
    address.countryName,
  ].filter(Boolean);
  return (
    <address className="mt-2 not-italic">
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

type Props = {
  billing: OrderAddressView;
  delivery: OrderAddressView;
  /** Shown under the delivery address (the DHL preferred delivery). */
  deliveryNote?: ReactNode;
};

export function OrderAddresses({ billing, delivery, deliveryNote }: Props) {
  const t = useT();
  return (
    <div className="mt-10 grid gap-8 sm:grid-cols-2">
      <section aria-labelledby="order-billing-heading">
        <h2 id="order-billing-heading" className="text-xl font-semibold">
          {t("order.confirmation.billingAddress")}
        </h2>
        <AddressLines address={billing} />
      </section>
      <section aria-labelledby="order-delivery-heading">
        <h2 id="order-delivery-heading" className="text-xl font-semibold">
          {t("order.confirmation.deliveryAddress")}
        </h2>
        <AddressLines address={delivery} />
        {deliveryNote}
      </section>
    </div>
  );
}
