import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { recordShipment } from "#server/modules/order/index.ts";
import { orders } from "#server/modules/order/order.table.ts";
import { trackingUrlFor } from "#server/modules/shipping/index.ts";
import { DEMO_PARCEL_SERVICES } from "#server/demo/commerce/shipping-profiles.ts";
import type { CustomerOrderList } from "#server/operations/account-orders.ts";
import type { OrderAnswer, PlacedOrderAnswer } from "#server/operations/order.ts";
import { expectError } from "./checkout-fixture.ts";
import { addOrderCatalog, completeCheckout } from "./order-fixture.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";

const PASSWORD = "secret-pass-1";

async function customer(shop: Shop, email: string): Promise<ShopClient> {
  const client = shop.client({ locale: "en" });
  const registered = await client.call("doRegisterUser", { email, password: PASSWORD, repeatPassword: PASSWORD });
  expect(registered.status).toBe(200);
  return client;
}

async function placeOrder(shop: Shop, buyer: ShopClient, email?: string): Promise<PlacedOrderAnswer> {
  await buyer.call("doAddCartItem", { productId: 9101, quantity: 1 });
  await completeCheckout(shop, buyer, email ? { email } : {});
  const answer = await buyer.call("doPlaceOrder", { termsAccepted: true });
  if (!answer.body.data) throw new Error(`placing failed: ${answer.text}`);
  return answer.body.data;
}

async function list(client: ShopClient, page?: number) {
  return client.call("getCustomerOrders", page === undefined ? {} : { page }, { method: "GET" });
}

describeDatabases("the account's orders", (shop) => {
  it("lists the customer's own orders newest first, 10 per page, and shows each in full by id", async () => {
    await addOrderCatalog(shop());
    const anna = await customer(shop(), "anna@example.com");
    const placed: PlacedOrderAnswer[] = [];
    for (let index = 0; index < 2; index++) placed.push(await placeOrder(shop(), anna));
    // Eleven more, written directly with distinct dates, to see the paging.
    const [template] = await shop().db.select().from(orders).where(eq(orders.id, placed[0]!.orderId));
    const { id: _id, ...copy } = template!;
    for (let index = 0; index < 11; index++) {
      await shop()
        .db.insert(orders)
        .values({
          ...copy,
          orderNumber: `X-${index}`,
          placementKey: `copy-${index}`,
          createdAt: new Date(Date.UTC(2020, 0, index + 1)),
        });
    }
    const first = (await list(anna)).body.data as CustomerOrderList;
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 13 });
    expect(first.orders).toHaveLength(10);
    expect(first.orders.slice(0, 2).map((order) => order.id)).toEqual([placed[1]!.orderId, placed[0]!.orderId]);
    expect(first.orders[0]).toMatchObject({
      orderNumber: placed[1]!.orderNumber,
      statusName: "Open",
      paymentStatusKey: "unpaid",
      paymentStatus: "Unpaid",
      totalGross: { currency: "EUR" },
    });
    const second = (await list(anna, 2)).body.data as CustomerOrderList;
    expect(second.orders.map((order) => order.orderNumber)).toEqual(["X-2", "X-1", "X-0"]);
    expect(((await list(anna, 3)).body.data as CustomerOrderList).orders).toEqual([]);

    const detail = (await anna.call("getCustomerOrder", { orderId: placed[0]!.orderId }, { method: "GET" })).body
      .data as OrderAnswer;
    expect(detail.access).toBe("full");
    expect(detail).toMatchObject({ order: { orderNumber: placed[0]!.orderNumber, contactEmail: "anna@example.com" } });
  });

  it("refuses another customer's order, a guest's and visitors, with nothing revealed", async () => {
    await addOrderCatalog(shop());
    const anna = await customer(shop(), "anna2@example.com");
    const annas = await placeOrder(shop(), anna);
    const guest = shop().client();
    const guests = await placeOrder(shop(), guest, "guest@example.com");
    const ben = await customer(shop(), "ben@example.com");

    for (const orderId of [annas.orderId, guests.orderId, annas.orderId + 1000]) {
      expectError(await ben.call("getCustomerOrder", { orderId }, { method: "GET" }), 404, "orderNotFound");
    }
    expect(((await list(ben)).body.data as CustomerOrderList).total).toBe(0);
    expectError(await guest.call("getCustomerOrders", {}, { method: "GET" }), 401, "unauthorized");
    expectError(
      await guest.call("getCustomerOrder", { orderId: guests.orderId }, { method: "GET" }),
      401,
      "unauthorized",
    );
    for (const input of [{ page: 0 }, { page: 1.5 }, { page: "2" }, { page: 1, customerId: 1 }]) {
      expect((await anna.callRaw("getCustomerOrders", input)).status).toBe(400);
    }
  });

  it("shows the parcels of a shipped order with the carrier's tracking page, the shipping date once, and the export has them", async () => {
    await addOrderCatalog(shop());
    const anna = await customer(shop(), "anna3@example.com");
    const placed = await placeOrder(shop(), anna);
    const detail = async () =>
      ((await anna.call("getCustomerOrder", { orderId: placed.orderId }, { method: "GET" })).body.data as OrderAnswer)
        .order as Extract<OrderAnswer, { access: "full" }>["order"];
    expect((await detail()).shipments).toEqual([]);
    expect((await detail()).dates).toEqual([]);

    const dhl = DEMO_PARCEL_SERVICES[0]!;
    const parcel = (trackingNumber: string, shippedAt: Date) => ({
      parcelServiceName: dhl.name,
      trackingNumber,
      trackingUrl: trackingUrlFor(dhl.trackingUrlTemplate, trackingNumber),
      shippedAt,
    });
    const first = new Date("2026-11-20T09:00:00Z");
    await shop().db.transaction((tx) => recordShipment(tx, placed.orderId, parcel("00340434161094042557", first)));
    // The same parcel again (a retried 'ship') adds nothing; a second parcel keeps the first date.
    await shop().db.transaction((tx) => recordShipment(tx, placed.orderId, parcel("00340434161094042557", new Date())));
    await shop().db.transaction((tx) =>
      recordShipment(tx, placed.orderId, {
        parcelServiceName: "Nordfracht Spedition",
        trackingNumber: "NF-2231",
        trackingUrl: null,
        shippedAt: new Date("2026-11-21T09:00:00Z"),
      }),
    );

    const shipped = await detail();
    expect(shipped.shipments).toEqual([
      {
        parcelServiceName: "DHL",
        trackingNumber: "00340434161094042557",
        trackingUrl:
          "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557",
        shippedAt: first.toISOString(),
      },
      {
        parcelServiceName: "Nordfracht Spedition",
        trackingNumber: "NF-2231",
        trackingUrl: null,
        shippedAt: "2026-11-21T09:00:00.000Z",
      },
    ]);
    expect(shipped.dates).toEqual([{ typeId: 5, date: first.toISOString() }]);
    expect(shipped.shippingProvider).toBe("DHL");

    // Only the order's customer sees them; the confirmation link without a soft login does not.
    const ben = await customer(shop(), "ben3@example.com");
    expectError(
      await ben.call("getCustomerOrder", { orderId: placed.orderId }, { method: "GET" }),
      404,
      "orderNotFound",
    );
    const visitor = shop().client();
    const limited = (
      await visitor.call("getOrder", { orderId: placed.orderId, accessKey: placed.accessKey }, { method: "GET" })
    ).body.data as OrderAnswer;
    expect(limited.access).toBe("limited");
    expect(JSON.stringify(limited)).not.toContain("00340434161094042557");

    const exported = (await anna.call("getMyData", {}, { method: "GET" })).body.data as {
      orders: { shipments: unknown[] }[];
    };
    expect(exported.orders[0]?.shipments).toEqual([
      { carrier: "DHL", trackingNumber: "00340434161094042557", shippedAt: first.toISOString() },
      { carrier: "Nordfracht Spedition", trackingNumber: "NF-2231", shippedAt: "2026-11-21T09:00:00.000Z" },
    ]);
  });
});
