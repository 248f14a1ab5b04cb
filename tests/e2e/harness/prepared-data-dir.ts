/**
 * Data folders for the e2e shops.
 * - `seedDataDir`: once per run (global setup), a folder on which the shop's first start
 *   has already happened (demo data, catalog with its rendered product images, demo
 *   operator). Rendering the catalog images is most of a first start (tens of seconds on
 *   2 cores), so every shop of the run starts on a copy instead.
 * - `copyDataDir`: a fresh copy of a folder, for one shop (seeded-shop.ts for the tests).
 * - `prepareDataDir`: a folder prepared in process before a shop of its own starts on it:
 *   the shared e2e shop's PGlite cannot be reached from the test process, so a test that
 *   needs stored state (a placed order, a saved design) writes it through the modules first,
 *   with the runtime the shop itself would build, then starts the real shop
 *   (startShopServer) on the folder.
 */
import { randomBytes } from "node:crypto";
import { cp, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "#server/config.ts";
import { prepareDatabase } from "#server/demo/first-start.ts";
import { lockDataDir } from "#server/db/lock.ts";
import { createLogger } from "#server/logger.ts";
import { createShop, type Shop } from "#server/shop.ts";

export type PreparedDataDir = { dataDir: string; sessionSecret: string };

/** A copy of `source` in a new temporary folder named `prefix…`. */
export async function copyDataDir(source: string, prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  await cp(source, dataDir, { recursive: true });
  return dataDir;
}

/**
 * Runs `prepare` with the shop's runtime on a data folder: a new empty one, or with `from`
 * a copy of that folder.
 */
export async function prepareDataDir(
  prefix: string,
  prepare: (runtime: Shop) => Promise<void>,
  { from }: { from?: string } = {},
): Promise<PreparedDataDir> {
  const dataDir = from ? await copyDataDir(from, prefix) : await mkdtemp(path.join(tmpdir(), prefix));
  const sessionSecret = randomBytes(32).toString("hex");
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    SESSION_SECRET: sessionSecret,
  });
  // The folder's lock, as the shop takes it: released before the shop starts there.
  const release = lockDataDir(dataDir);
  const runtime = await createShop(config, { log: createLogger("silent") });
  try {
    await prepare(runtime);
  } finally {
    await runtime.close();
    release();
  }
  return { dataDir, sessionSecret };
}

/** The run's seeded data folder: what the shop's first start writes (server/demo/first-start.ts). */
export async function seedDataDir(): Promise<string> {
  const { dataDir } = await prepareDataDir("shop-e2e-seeded-", async (runtime) => {
    await prepareDatabase(runtime.services.db, runtime.services.config, createLogger("silent"));
  });
  return dataDir;
}
