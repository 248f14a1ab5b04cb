import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { Config } from "#server/config.ts";
import { items } from "#server/modules/catalog/item.table.ts";
import { createApp } from "#server/http/app.ts";
import type { AppEnv } from "#server/http/request-context.ts";
import type { PaymentStatusChange } from "#server/modules/payment/payment-events.ts";
import type { Services } from "#server/rpc/context.ts";
import { addCartCatalog } from "./cart-fixture.ts";
import type { Shop } from "./harness.ts";
import { ShopClient, type ClientOptions } from "./shop-client.ts";

/** The shop's public address in payment tests: webhooks to it are delivered through app.request. */
export const SHOP_URL = "http://shop.test";

export type PaymentShop = {
  app: Hono<AppEnv>;
  services: Services;
  client(options?: ClientOptions): ShopClient;
};

/** The test's shop with other configuration (a Mollie key, component mode, ...). */
export function shopWithConfig(shop: Shop, overrides: Partial<Config>): PaymentShop {
  const services: Services = { ...shop.runtime.services, config: { ...shop.config, ...overrides } };
  const app = createApp({ services, sessions: shop.runtime.sessions });
  return { app, services, client: (options) => new ShopClient(app, options) };
}

/** A visitor with 9101 (11,90 €) in the cart: the basket a payment is made for. */
export async function visitorWithBasket(shop: Shop, paymentShop: PaymentShop, options?: ClientOptions) {
  const [present] = await shop.db.select({ id: items.id }).from(items).where(eq(items.id, 9001));
  if (!present) await addCartCatalog(shop.db);
  const visitor = paymentShop.client(options);
  const added = await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
  if (added.status !== 200) throw new Error(`cart add failed: ${added.text}`);
  return visitor;
}

/** Records what the subscribers of the shop's payment events hear during one test. */
export function recordStatusChanges(shop: Shop): { changes: PaymentStatusChange[]; stop: () => void } {
  const changes: PaymentStatusChange[] = [];
  const stop = shop.runtime.services.events.on("paymentStatusChanged", (change) => {
    changes.push(change);
  });
  return { changes, stop };
}
