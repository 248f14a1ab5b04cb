/**
 * node scripts/measure-listing.ts [--rounds 200]
 *
 * Server CPU per shopper list, measured around the listing code itself (no HTTP, no
 * rendering): a big category's first page, the same page filtered, and a search, each
 * asked `rounds` times after a warm-up, on DATABASE_URL (else the embedded database in
 * DATA_DIR), then the category page, the filtered page, a page filtered by an attribute
 * value and a search with the catalog read cache emptied before each request (a cache miss).
 * Seed the database first (npm run seed -- --scale 10). CPU is this process's user + system
 * time; the database server's own time is not in it, so the wall time per
 * request is printed too. Prints the load average beside the figures: on a busy machine
 * they are not comparable.
 */
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { findListingCategory, listProducts, visibleCategoryIds } from "#server/modules/catalog-view/index.ts";
import { invalidateCatalogReads, searchItems } from "#server/modules/catalog/index.ts";
import type { Database } from "#server/db/client.ts";
import type { ListingFilters } from "#common/schemas/listing.ts";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "200" } } });
const rounds = Number(values.rounds);

/** "Wohnen" with its subcategories: the biggest list of the demo catalog. */
const BIG_CATEGORY = "wohnen";

async function categoryPage(db: Database, filters: ListingFilters): Promise<number> {
  const found = await findListingCategory(db, "de", { urlPath: BIG_CATEGORY }, { includeCustomerOnly: false });
  if (!found || found === "login-required") throw new Error(`no category ${BIG_CATEGORY}`);
  const listing = await listProducts(db, found.source, {
    locale: "de",
    showNetPrices: false,
    page: 1,
    itemsPerPage: 24,
    sort: "recommended",
    filters,
  });
  return listing.pagination.totalItems;
}

async function searchPage(db: Database, term: string): Promise<number> {
  const [result, categoryIds] = await Promise.all([
    searchItems(db, "de", term),
    visibleCategoryIds(db, "de", { includeCustomerOnly: false }),
  ]);
  const listing = await listProducts(
    db,
    { categoryIds, itemIds: result.itemIds },
    { locale: "de", showNetPrices: false, page: 1, itemsPerPage: 24, sort: "recommended", filters: {} },
  );
  return listing.pagination.totalItems;
}

async function measure(name: string, run: () => Promise<number>): Promise<void> {
  let total = 0;
  for (let i = 0; i < 20; i++) total = await run();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < rounds; i++) await run();
  const used = process.cpuUsage(cpu);
  const wallMs = (performance.now() - started) / rounds;
  const cpuMs = (used.user + used.system) / 1000 / rounds;
  console.log(
    `${name.padEnd(28)} ${String(total).padStart(5)} items  cpu ${cpuMs.toFixed(2)} ms  wall ${wallMs.toFixed(2)} ms`,
  );
}

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const db = database.db;
  const found = await findListingCategory(db, "de", { urlPath: BIG_CATEGORY }, { includeCustomerOnly: false });
  if (!found || found === "login-required") throw new Error(`no category ${BIG_CATEGORY}`);
  console.log(
    `${database.kind}, ${rounds} rounds, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  await measure("category page", () => categoryPage(db, {}));
  const first = await listProducts(db, found.source, {
    locale: "de",
    showNetPrices: false,
    page: 1,
    itemsPerPage: 24,
    sort: "recommended",
    filters: {},
  });
  // Filters the page offers: the first manufacturer of the list, in stock; its first attribute value.
  const manufacturerId = first.facets.manufacturers[0]?.id;
  const firstValueId = first.facets.attributes[0]?.values[0]?.id;
  const byAttribute = firstValueId === undefined ? {} : { attributeValueIds: [firstValueId] };
  const filtered = { inStock: true, ...(manufacturerId !== undefined && { manufacturerIds: [manufacturerId] }) };
  await measure("filtered category page", () => categoryPage(db, filtered));
  await measure("search 'sofa'", () => searchPage(db, "sofa"));
  await measure("search 'tisch leuchte'", () => searchPage(db, "tisch leuchte"));
  // Every request a cache miss: what a list costs when its rows are read and evaluated anew.
  const cold =
    <T>(run: () => Promise<T>) =>
    () => {
      invalidateCatalogReads(db);
      return run();
    };
  await measure(
    "category page, cache miss",
    cold(() => categoryPage(db, {})),
  );
  // Manufacturer and in stock come from the list's summary; an attribute value narrows the
  // variations, so that list still reads and evaluates the whole list on a miss (ADR 026).
  await measure(
    "filtered page, cache miss",
    cold(() => categoryPage(db, filtered)),
  );
  await measure(
    "attribute page, cache miss",
    cold(() => categoryPage(db, byAttribute)),
  );
  await measure(
    "search 'sofa', cache miss",
    cold(() => searchPage(db, "sofa")),
  );
  console.log(
    `load average after: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
} finally {
  await database.close();
}
