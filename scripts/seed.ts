/**
 * npm run seed -- --scale 10 [--reset]
 *
 * Seeds the demo catalog at a scale (10: about 1,550 items in the same categories) for
 * benchmarks, into DATABASE_URL when set, else the embedded database in DATA_DIR (stop the
 * shop first). A database that holds a catalog is refused unless --reset is given, which
 * empties the items and everything that refers to them (variations, prices, stock, reviews,
 * and carts and order lines of those items) before seeding. Product images go to
 * DATA_DIR/media; the copies reuse their originals' images.
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { seedDemoCatalog } from "#server/demo/catalog/index.ts";
import { seedCommerceIfEmpty } from "#server/demo/commerce/index.ts";
import { isCatalogEmpty, isDatabaseEmpty, seedDemoData } from "#server/demo/seed.ts";
import { invalidateCatalogReads } from "#server/modules/catalog/index.ts";
import { commandOptions, consoleIo, isExit, runOnShopDatabase, type OutputIo } from "./command.ts";

const USAGE = "Usage: npm run seed -- [--scale <1-100>] [--reset]";

export type SeedIo = OutputIo;

/** Runs the command against `db`; the exit code is the result (0 seeded, 1 refused, 2 usage). */
export async function runSeed(argv: string[], io: SeedIo, db: Database, mediaDir: string | null): Promise<number> {
  const options = commandOptions(argv, { scale: { type: "string" }, reset: { type: "boolean" } }, USAGE, io);
  if (isExit(options)) return options.exitCode;
  const scale = Number(options.scale ?? "1");
  if (!Number.isInteger(scale) || scale < 1 || scale > 100) {
    io.err(`--scale must be a whole number from 1 to 100.\n${USAGE}`);
    return 2;
  }
  if (!(await isCatalogEmpty(db))) {
    if (!options.reset) {
      io.err("The database already holds a catalog; add --reset to replace it (its items, carts and orders of them).");
      return 1;
    }
    // The items' rows cascade to variations, prices, stock, images, reviews and what refers to them.
    await db.execute(sql`truncate table items cascade`);
    invalidateCatalogReads(db);
  }
  if (await isDatabaseEmpty(db)) await seedDemoData(db);
  await seedCommerceIfEmpty(db);
  const started = performance.now();
  const result = await seedDemoCatalog(db, { mediaDir, scale });
  io.out(
    `Seeded ${result.items} items (scale ${scale}) in ${Math.round(performance.now() - started)} ms; ` +
      `${result.images.written} images written, ${result.images.skipped} present.`,
  );
  return 0;
}

if (import.meta.main) {
  await runOnShopDatabase((db, config) =>
    runSeed(process.argv.slice(2), consoleIo, db, path.join(config.DATA_DIR, "media")),
  );
}
