import type { OrderDetailView } from "#server/modules/order/order-view.ts";
import { useRootData } from "~/lib/root-data.ts";
import { OrderAddresses } from "./order-addresses.tsx";
import { OrderItemsTable } from "./order-items-table.tsx";
import { OrderPreferredDelivery } from "./order-preferred-delivery.tsx";
import { OrderTotals } from "./order-totals.tsx";

/** An order in full: its lines, totals, and the billing and delivery address with the DHL preferred delivery. */
export function OrderContents({ order }: { order: OrderDetailView }) {
  const { locale } = useRootData();
  return (
    <>
      <OrderItemsTable items={order.orderItems} />
      <OrderTotals totals={order.totals} />
      <OrderAddresses
        billing={order.billingAddress}
        delivery={order.deliveryAddress}
        deliveryNote={
          <OrderPreferredDelivery
            value={order.preferredDelivery}
            currency={order.totals.totalGross.currency}
            locale={locale}
          />
        }
      />
    </>
  );
}
