/**
 * What a shop does with its database before it serves: the demo data, the commerce settings
 * and the demo catalog (with its product images in `<DATA_DIR>/media`) on an empty database,
 * the search index for an older one, and the demo operator on the first start. Used by
 * server/main.ts and by the e2e harness, which seeds one data folder per run and copies it
 * for the shops of their own instead of rendering the catalog images for each.
 */
import path from "node:path";
import type { Config } from "#server/config.ts";
import type { Logger } from "#server/logger.ts";
import { ensureDemoOperator } from "#server/modules/operator/index.ts";
import { isSearchIndexMissing, rebuildSearchIndex } from "#server/modules/catalog/index.ts";
import type { Database } from "#server/db/client.ts";
import { seedDemoCatalog } from "./catalog/index.ts";
import { seedCommerceIfEmpty } from "./commerce/index.ts";
import { isCatalogEmpty, isDatabaseEmpty, seedDemoData } from "./seed.ts";

export async function prepareDatabase(db: Database, config: Config, log: Logger): Promise<void> {
  if (await isDatabaseEmpty(db)) {
    await seedDemoData(db);
    log.info("demo data created");
  }
  if (await seedCommerceIfEmpty(db)) log.info("demo countries, VAT rates and shipping created");
  // Separately, so a data folder made before the catalog existed gets it too.
  if (await isCatalogEmpty(db)) {
    const started = performance.now();
    const result = await seedDemoCatalog(db, {
      mediaDir: path.join(config.DATA_DIR, "media"),
      scale: config.DEMO_SCALE,
    });
    log.info("demo catalog created", { items: result.items, ms: Math.round(performance.now() - started) });
  } else if (await isSearchIndexMissing(db)) {
    // A data folder made before the search existed.
    log.info("search index built", await rebuildSearchIndex(db));
  }
  // The first start of a database without operators: a demo owner, announced once (docs/operators.md).
  const demoOperator = await ensureDemoOperator(db, config.DATA_DIR);
  if (demoOperator) {
    // Its email and password stay out of the log (docs/logging.md): the file (mode 0600) has them.
    log.warn("demo operator created; its email and password are in the file", {
      file: demoOperator.file,
      login: "/editor/login",
    });
  }
}
