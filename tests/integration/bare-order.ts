import type { Database } from "#server/db/client.ts";
import { orders } from "#server/modules/order/order.table.ts";
import { sampleAddress } from "#server/modules/mail/mail-samples.ts";

/**
 * Order rows with the given ids and nothing else (no lines), for tests of modules that only
 * need an order to exist (documents reference orders by foreign key).
 */
export async function insertBareOrders(db: Database, ids: number[]): Promise<void> {
  const { countryName: _name, ...address } = sampleAddress();
  await db.insert(orders).values(
    ids.map((id) => ({
      id,
      orderNumber: `T-${id}`,
      accessKeyHash: "",
      accessKeySealed: "",
      contactEmail: "juergen@example.com",
      locale: "de" as const,
      currency: "EUR",
      billingAddress: address,
      deliveryAddress: address,
      shippingCountryId: 1,
      shippingProfileId: 1,
      shippingProfileName: "DHL Paket",
      shippingProvider: "dhl",
      paymentMethodId: 3,
      paymentMethodKey: "prepayment",
      paymentMethodName: "Vorkasse",
      itemSumGrossCents: 0,
      itemSumNetCents: 0,
      shippingGrossCents: 0,
      shippingNetCents: 0,
      totalGrossCents: 0,
      totalNetCents: 0,
      vats: [],
      placementKey: `test:${id}`,
    })),
  );
}
