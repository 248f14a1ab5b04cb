/**
 * A shop of its own with a saved design: the settings are saved through the settings
 * module on a copy of the run's seeded data folder, then the real shop starts on it (the
 * shared e2e shop's PGlite cannot be reached from the test process).
 */
import type { DesignSettingsPatch } from "#common/design/design-settings.ts";
import { saveDesignSettings } from "#server/modules/settings/design-settings.ts";
import { startPreparedSeededShop } from "./seeded-shop.ts";
import type { ShopServer } from "./shop-server.ts";

export function startShopWithDesign(design: DesignSettingsPatch): Promise<ShopServer> {
  return startPreparedSeededShop(async ({ database }) => {
    await saveDesignSettings(database.db, design);
  });
}
