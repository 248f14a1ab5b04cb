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
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { loadConfig } from "#server/config.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import { lockDataDir } from "#server/db/lock.ts";
import { seedDemoCatalog } from "#server/demo/catalog/index.ts";
import { seedCommerceIfEmpty } from "#server/demo/commerce/index.ts";
import { isCatalogEmpty, isDatabaseEmpty, seedDemoData } from "#server/demo/seed.ts";
import { invalidateCatalogReads } from "#server/modules/catalog/index.ts";

const USAGE = "Usage: npm run seed -- [--scale <1-100>] [--reset]";

export type SeedIo = { out(line: string): void; err(line: string): void };

/** Runs the command against `db`; the exit code is the result (0 seeded, 1 refused, 2 usage). */
export async function runSeed(argv: string[], io: SeedIo, db: Database, mediaDir: string | null): Promise<number> {
  let options: { scale?: string; reset?: boolean; help?: boolean };
  try {
    options = parseArgs({
      args: argv,
      options: { scale: { type: "string" }, reset: { type: "boolean" }, help: { type: "boolean", short: "h" } },
    }).values;
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    io.out(USAGE);
    return 0;
  }
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
  let release = () => {};
  try {
    const config = loadConfig();
    // PGlite has no lock of its own: refuse while the shop has the data folder open.
    if (!config.DATABASE_URL) release = lockDataDir(config.DATA_DIR);
    const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
    const io: SeedIo = {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    };
    try {
      process.exitCode = await runSeed(process.argv.slice(2), io, database.db, path.join(config.DATA_DIR, "media"));
    } finally {
      await database.close();
    }
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    release();
  }
}
