/**
 * Shops of their own on a prepared data folder: the demo data plus the small order catalogue
 * (tests/integration/order-fixture.ts: no demo catalogue with its images, so the shop starts
 * in seconds rather than a minute). `startShopWithOrder` also places one order through the
 * API (doPlaceOrder, in process), for the confirmation page tests; the checkout choices are
 * written to the session as the checkout operations do. (The shared e2e shop's PGlite cannot
 * be reached from the test process.) The folder is prepared by order-shop-data.ts in a Node
 * process of its own.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { PlacedOrderAnswer } from "#server/operations/order.ts";
import type { PreparedDataDir } from "./prepared-data-dir.ts";
import { startShopServer, type ShopServer } from "./shop-server.ts";

const script = path.join(import.meta.dirname, "order-shop-data.ts");

/** Seeds a new data folder (with `--with-order` an order in it), then starts the real shop there with `env`. */
async function startPreparedShop(
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ shop: ShopServer; order: PlacedOrderAnswer | null }> {
  const { stdout } = await promisify(execFile)(process.execPath, [script, ...args], {
    env: { ...process.env, LOG_LEVEL: "silent" },
    maxBuffer: 16 * 1024 * 1024,
  });
  const last = stdout.trim().split("\n").at(-1) ?? "";
  const { order, ...prepared } = JSON.parse(last) as PreparedDataDir & { order: PlacedOrderAnswer | null };
  return { shop: await startShopServer({ ...prepared, env }), order };
}

/**
 * A shop with the small catalogue only: "Tisch Probe" (variation 9101, 11,90 €) at
 * /tisch-probe_9001, German delivery with DHL Paket. `env` configures it (e.g. a fake Mollie).
 */
export async function startSmallShop(env: Record<string, string> = {}): Promise<ShopServer> {
  return (await startPreparedShop(env)).shop;
}

export async function startShopWithOrder(): Promise<{ shop: ShopServer; order: PlacedOrderAnswer }> {
  const { shop, order } = await startPreparedShop({}, ["--with-order"]);
  if (!order) {
    await shop.stop();
    throw new Error("no order was placed");
  }
  return { shop, order };
}
