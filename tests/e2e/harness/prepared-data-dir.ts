/**
 * A data folder prepared in process before a shop of its own starts on it: the shared e2e
 * shop's PGlite cannot be reached from the test process, so a test that needs stored state
 * (a placed order, a saved design) writes it through the modules first, with the runtime the
 * shop itself would build, then starts the real shop (startShopServer) on the folder.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "#server/config.ts";
import { lockDataDir } from "#server/db/lock.ts";
import { createLogger } from "#server/logger.ts";
import { createRuntime, type Runtime } from "#server/services.ts";

export type PreparedDataDir = { dataDir: string; sessionSecret: string };

export async function prepareDataDir(
  prefix: string,
  prepare: (runtime: Runtime) => Promise<void>,
): Promise<PreparedDataDir> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  const sessionSecret = randomBytes(32).toString("hex");
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    SESSION_SECRET: sessionSecret,
  });
  // The folder's lock, as the shop takes it: released before the shop starts there.
  const release = lockDataDir(dataDir);
  const runtime = await createRuntime(config, createLogger("silent"));
  try {
    await prepare(runtime);
  } finally {
    await runtime.close();
    release();
  }
  return { dataDir, sessionSecret };
}
