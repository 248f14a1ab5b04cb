/**
 * Shops of their own with the full demo shop: each starts on a copy of the run's seeded data
 * folder (global setup), so it is ready in seconds instead of rendering the catalog again.
 */
import { provided } from "./env.ts";
import { test } from "./fixtures.ts";
import { copyDataDir, prepareDataDir, type PreparedTarget } from "./prepared-data-dir.ts";
import { startShopServer, type ShopServer } from "./shop-server.ts";

/** The demo shop, as a first start leaves it, on a data folder of its own; `env` configures it. */
export async function startSeededShop(env: Record<string, string> = {}): Promise<ShopServer> {
  const dataDir = await copyDataDir(provided("seededDataDir"), "shop-e2e-");
  return startShopServer({ dataDir, env });
}

/** As startSeededShop, after `prepare` has written state through the modules (a saved design). */
export async function startPreparedSeededShop(prepare: (target: PreparedTarget) => Promise<void>): Promise<ShopServer> {
  const prepared = await prepareDataDir("shop-e2e-", prepare, { from: provided("seededDataDir") });
  return startShopServer(prepared);
}

/**
 * A seeded shop of its own for the calling test file: one for the whole file, or with
 * `perTest` a new one for every test. Answers a getter for the running shop.
 */
export function useSeededShop({ perTest = false } = {}): () => ShopServer {
  let shop: ShopServer | undefined;
  const start = async () => {
    shop = await startSeededShop();
  };
  const stop = async () => {
    await shop?.stop();
    shop = undefined;
  };
  if (perTest) {
    test.beforeEach(async () => {
      // Hooks count towards the test's time: the start gets its own 300 s on top.
      test.setTimeout(test.info().timeout + 300_000);
      await start();
    });
    test.afterEach(stop);
  } else {
    test.beforeAll(async () => {
      test.setTimeout(300_000);
      await start();
    });
    test.afterAll(stop);
  }
  return () => {
    if (!shop) throw new Error("the shop runs only inside the file's tests");
    return shop;
  };
}
