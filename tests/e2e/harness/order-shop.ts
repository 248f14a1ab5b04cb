/**
 * A shop of its own with one placed order, for the confirmation page tests. Orders are
 * placed through the API (doPlaceOrder, in process) on a prepared data folder; the
 * checkout choices are written to the session as the checkout operations do. Then the
 * real shop starts on that folder. (The shared e2e shop's PGlite cannot be reached from
 * the test process.)
 */
import { randomBytes } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "#server/config.ts";
import { lockDataDir } from "#server/db/lock.ts";
import { seedDemoData } from "#server/db/seed.ts";
import { createApp } from "#server/http/app.ts";
import { createLogger } from "#server/logger.ts";
import type { PlacedOrderAnswer } from "#server/operations/order.ts";
import { createRuntime } from "#server/services.ts";
import { wireOrderMailAndDocuments } from "#server/workflows/order-documents.ts";
import { addOrderCatalog, completeCheckout } from "../../integration/order-fixture.ts";
import { ShopClient } from "../../integration/shop-client.ts";
import { startShopServer, type ShopServer } from "./shop-server.ts";

export async function startShopWithOrder(): Promise<{ shop: ShopServer; order: PlacedOrderAnswer }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "shop-e2e-order-"));
  const sessionSecret = randomBytes(32).toString("hex");
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    SESSION_SECRET: sessionSecret,
  });
  const release = lockDataDir(dataDir);
  let order: PlacedOrderAnswer | undefined;
  const runtime = await createRuntime(config, createLogger("silent"));
  // As the shop does: the order gets its confirmation mail and document job; the real shop's
  // document worker renders the documents when it starts on this folder.
  const unwire = wireOrderMailAndDocuments(runtime.services);
  try {
    await seedDemoData(runtime.services.db);
    await addOrderCatalog({ db: runtime.services.db, runtime });
    const buyer = new ShopClient(createApp({ services: runtime.services, sessions: runtime.sessions }));
    await buyer.call("doAddCartItem", { productId: 9101, quantity: 2 });
    await buyer.call("doAddCartItem", { productId: 9102, quantity: 1 });
    const shop = { db: runtime.services.db, runtime };
    await completeCheckout(shop, buyer, { email: "erika@example.com" });
    const answer = await buyer.call("doPlaceOrder", { termsAccepted: true });
    order = answer.body.data;
    if (!order) throw new Error(`placing the order failed: ${answer.text}`);
  } finally {
    unwire();
    await runtime.close();
    release();
  }
  return { shop: await startShopServer({ dataDir, sessionSecret }), order };
}
