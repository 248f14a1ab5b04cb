/**
 * A shop of its own with a saved design: the settings are saved through the settings
 * module on a prepared data folder, then the real shop starts on it (the shared e2e
 * shop's PGlite cannot be reached from the test process). The shop seeds its demo data
 * at start as usual.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DesignSettingsPatch } from "#common/design/design-settings.ts";
import { loadConfig } from "#server/config.ts";
import { lockDataDir } from "#server/db/lock.ts";
import { createLogger } from "#server/logger.ts";
import { saveDesignSettings } from "#server/modules/settings/design-settings.ts";
import { createRuntime } from "#server/services.ts";
import { startShopServer, type ShopServer } from "./shop-server.ts";

export async function startShopWithDesign(design: DesignSettingsPatch): Promise<ShopServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "shop-e2e-design-"));
  const sessionSecret = randomBytes(32).toString("hex");
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    SESSION_SECRET: sessionSecret,
  });
  const release = lockDataDir(dataDir);
  const runtime = await createRuntime(config, createLogger("silent"));
  try {
    await saveDesignSettings(runtime.services.db, design);
  } finally {
    await runtime.close();
    release();
  }
  return startShopServer({ dataDir, sessionSecret });
}
