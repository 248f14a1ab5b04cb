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
 *   on the folder's database, then starts the real shop (startShopServer) on the folder.
 *   The test processes import no composed shop: its code reaches sanitize-html, which cannot
 *   load under Playwright's module loader (order-shop.ts composes one in a Node process).
 */
import { randomBytes } from "node:crypto";
import { cp, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig, type Config } from "#server/config.ts";
import { prepareDatabase } from "#server/demo/first-start.ts";
import { openDatabase, type DatabaseHandle } from "#server/db/client.ts";
import { lockDataDir } from "#server/db/lock.ts";
import { createLogger } from "#server/logger.ts";

export type PreparedDataDir = { dataDir: string; sessionSecret: string };

/** What `prepare` writes through: the folder's database (migrated) and the shop's configuration for it. */
export type PreparedTarget = { database: DatabaseHandle; config: Config };

/** A copy of `source` in a new temporary folder named `prefix…`. */
export async function copyDataDir(source: string, prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  await cp(source, dataDir, { recursive: true });
  return dataDir;
}

/**
 * Runs `prepare` on the database of a data folder: a new empty one, or with `from`
 * a copy of that folder.
 */
export async function prepareDataDir(
  prefix: string,
  prepare: (target: PreparedTarget) => Promise<void>,
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
  try {
    const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
    try {
      await prepare({ database, config });
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
  return { dataDir, sessionSecret };
}

/** The run's seeded data folder: what the shop's first start writes (server/demo/first-start.ts). */
export async function seedDataDir(): Promise<string> {
  const { dataDir } = await prepareDataDir("shop-e2e-seeded-", async ({ database, config }) => {
    await prepareDatabase(database.db, config, createLogger("silent"));
  });
  return dataDir;
}
