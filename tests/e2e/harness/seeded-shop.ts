/**
 * Shops of their own with the full demo shop: each starts on a copy of the run's seeded data
 * folder (global setup), so it is ready in seconds instead of rendering the catalog again.
 */
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import type { Shop } from "#server/shop.ts";
import { copyDataDir, prepareDataDir } from "./prepared-data-dir.ts";
import { startShopServer, type ShopServer } from "./shop-server.ts";

/** The demo shop, as a first start leaves it, on a data folder of its own; `env` configures it. */
export async function startSeededShop(env: Record<string, string> = {}): Promise<ShopServer> {
  const dataDir = await copyDataDir(inject("seededDataDir"), "shop-e2e-");
  return startShopServer({ dataDir, env });
}

/** As startSeededShop, after `prepare` has written state through the modules (a saved design). */
export async function startPreparedSeededShop(prepare: (runtime: Shop) => Promise<void>): Promise<ShopServer> {
  const prepared = await prepareDataDir("shop-e2e-", prepare, { from: inject("seededDataDir") });
  return startShopServer(prepared);
}

/**
 * A seeded shop of its own for the calling test file: one for the whole file, or with
 * `perTest` a new one for every test. Answers a getter for the running shop.
 */
export function useSeededShop({ perTest = false } = {}): () => ShopServer {
  let shop: ShopServer | undefined;
  const [before, after] = perTest ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    shop = await startSeededShop();
  }, 300_000);
  after(async () => {
    await shop?.stop();
    shop = undefined;
  });
  return () => {
    if (!shop) throw new Error("the shop runs only inside the file's tests");
    return shop;
  };
}
