/**
 * Parallel requests of one visitor, spread over several nodes (apps sharing one session
 * store): each request's change must survive the others (issue: the last writer won).
 */
import type { Hono } from "hono";
import { expect } from "vitest";
import type { Database } from "#server/db/client.ts";
import type { AppEnv } from "#server/http/request-context.ts";
import { variations } from "#server/modules/catalog/item.table.ts";
import { addCartCatalog } from "./cart-fixture.ts";
import { createAddressFor, germanAddress, germanStateId } from "./checkout-fixture.ts";
import { ShopClient } from "./shop-client.ts";

/** The cart catalogue (countries, payment methods) plus twenty variations to put on the wishlist at once. */
export async function addSessionConcurrencyCatalog(db: Database): Promise<void> {
  await addCartCatalog(db);
  await db.insert(variations).values(
    Array.from({ length: 20 }, (_, index) => ({
      id: 9300 + index,
      itemId: 9003,
      number: `P-${index}`,
      availabilityId: 1,
    })),
  );
}

/** The same visitor (cookies and CSRF token) on every node. */
function visitorOnEveryNode(first: ShopClient, nodes: Hono<AppEnv>[]): ShopClient[] {
  return nodes.map((app) => {
    const client = new ShopClient(app, { locale: "en" });
    for (const [name, value] of first.cookies) client.cookies.set(name, value);
    client.csrfToken = first.csrfToken;
    return client;
  });
}

/** 20 wishlist adds, then the four checkout choices and both addresses, each batch at once. */
export async function expectParallelSessionWritesKept(nodes: Hono<AppEnv>[]): Promise<void> {
  const first = new ShopClient(nodes[0] as Hono<AppEnv>, { locale: "en" });
  const addressId = await createAddressFor(first, 2, germanAddress(await germanStateId(first)));
  const clients = visitorOnEveryNode(first, nodes);
  const on = (index: number) => clients[index % clients.length] as ShopClient;

  const ids = Array.from({ length: 20 }, (_, index) => 9300 + index);
  const adds = await Promise.all(ids.map((variationId, index) => on(index).call("doAddWishlistItem", { variationId })));
  expect(adds.map((answer) => answer.status)).toEqual(ids.map(() => 200));
  const session = await first.call("getSession", undefined, { method: "GET" });
  expect([...(session.body.data?.basket.itemWishListIds ?? [])].sort((a, b) => a - b)).toEqual(
    [...ids].sort((a, b) => a - b),
  );

  const choices = await Promise.all([
    on(0).call("setCheckoutEmail", { email: "parallel@example.com" }),
    on(1).call("setCheckoutPaymentMethod", { paymentMethodId: 6001 }),
    on(2).call("setCheckoutAdditionalInformation", {
      orderContactWish: "Bitte klingeln",
      orderCustomerSign: "PO-20",
      shippingPrivacyHintAccepted: true,
    }),
    on(3).call("setCheckoutAddress", { typeId: 2, addressId }),
    on(4).call("setCheckoutAddress", { typeId: 1, addressId }),
    on(5).call("deleteWishlistItem", { variationId: ids[0] }),
  ]);
  expect(choices.map((answer) => answer.status)).toEqual(choices.map(() => 200));
  const checkout = await first.call("getCheckout", undefined, { method: "GET" });
  expect(checkout.body.data).toMatchObject({
    email: "parallel@example.com",
    paymentMethodId: 6001,
    billingAddressId: addressId,
    shippingAddressId: addressId,
    additionalInformation: { orderContactWish: "Bitte klingeln", orderCustomerSign: "PO-20" },
  });
  const after = await first.call("getSession", undefined, { method: "GET" });
  expect(after.body.data?.basket.itemWishListIds).toHaveLength(19);
  expect(after.body.data?.basket.itemWishListIds).not.toContain(ids[0]);
}
