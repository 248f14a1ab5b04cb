/**
 * A shop of its own with a saved design: the settings are saved through the settings
 * module on a prepared data folder, then the real shop starts on it (the shared e2e
 * shop's PGlite cannot be reached from the test process). The shop seeds its demo data
 * at start as usual.
 */
import type { DesignSettingsPatch } from "#common/design/design-settings.ts";
import { saveDesignSettings } from "#server/modules/settings/design-settings.ts";
import { prepareDataDir } from "./prepared-data-dir.ts";
import { startShopServer, type ShopServer } from "./shop-server.ts";

export async function startShopWithDesign(design: DesignSettingsPatch): Promise<ShopServer> {
  const prepared = await prepareDataDir("shop-e2e-design-", async (runtime) => {
    await saveDesignSettings(runtime.services.db, design);
  });
  return startShopServer(prepared);
}
