/**
 * Shops of their own on a prepared data folder: the demo data plus the small order catalogue
 * (tests/integration/order-fixture.ts: no demo catalogue with its images, so the shop starts
 * in seconds rather than a minute). `startShopWithOrder` also places one order through the
 * API (doPlaceOrder, in process), for the confirmation page tests; the checkout choices are
 * written to the session as the checkout operations do. (The shared e2e shop's PGlite cannot
 * be reached from the test process.)
 */
import { seedDemoData } from "#server/demo/seed.ts";
import type { PlacedOrderAnswer } from "#server/operations/order.ts";
import type { Shop } from "#server/shop.ts";
import { addOrderCatalog, completeCheckout } from "../../integration/order-fixture.ts";
import { ShopClient } from "../../integration/shop-client.ts";
import { prepareDataDir } from "./prepared-data-dir.ts";
import { startShopServer, type ShopServer } from "./shop-server.ts";

/** Seeds a new data folder (and runs `prepare` on it), then starts the real shop there with `env`. */
async function startPreparedShop(
  env: Record<string, string>,
  prepare: (runtime: Shop) => Promise<void> = async () => {},
): Promise<ShopServer> {
  const prepared = await prepareDataDir("shop-e2e-order-", async (runtime) => {
    // The composed shop gives the order its confirmation mail and document job; the real
    // shop's document worker renders the documents when it starts on this folder.
    await seedDemoData(runtime.services.db);
    await addOrderCatalog({ db: runtime.services.db, runtime });
    await prepare(runtime);
  });
  return startShopServer({ ...prepared, env });
}

/**
 * A shop with the small catalogue only: "Tisch Probe" (variation 9101, 11,90 €) at
 * /tisch-probe_9001, German delivery with DHL Paket. `env` configures it (e.g. a fake Mollie).
 */
export function startSmallShop(env: Record<string, string> = {}): Promise<ShopServer> {
  return startPreparedShop(env);
}

export async function startShopWithOrder(): Promise<{ shop: ShopServer; order: PlacedOrderAnswer }> {
  let order: PlacedOrderAnswer | undefined;
  const shop = await startPreparedShop({}, async (runtime) => {
    const buyer = new ShopClient(runtime.createApp());
    await buyer.call("doAddCartItem", { productId: 9101, quantity: 2 });
    await buyer.call("doAddCartItem", { productId: 9102, quantity: 1 });
    const shopState = { db: runtime.services.db, runtime };
    await completeCheckout(shopState, buyer, { email: "erika@example.com" });
    const answer = await buyer.call("doPlaceOrder", { termsAccepted: true });
    order = answer.body.data;
    if (!order) throw new Error(`placing the order failed: ${answer.text}`);
  });
  if (!order) throw new Error("no order was placed");
  return { shop, order };
}
