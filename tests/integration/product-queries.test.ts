/** How many queries a product read costs, counted with a logging drizzle on the test's database. */
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { loadProductDetail } from "#server/modules/catalog-view/product-detail.ts";
import { describeDatabases } from "./harness.ts";
import { addProductFixture, FIXTURE } from "./product-fixture.ts";

describeDatabases("product page: queries", (shop) => {
  it("reads a product in a fixed, small number of queries, however many variations it has", async () => {
    await addProductFixture(shop().db);
    const executed: string[] = [];
    const logger = { logQuery: (query: string) => void executed.push(query) };
    const client = (shop().db as unknown as { $client: PGlite | pg.Pool }).$client;
    const db = (client instanceof PGlite
      ? drizzlePglite(client, { logger })
      : drizzlePostgres(client, { logger })) as unknown as Database;
    const read = async (itemId: number) => {
      executed.length = 0;
      const product = await loadProductDetail(db, {
        itemId,
        variationId: null,
        locale: "de",
        showNetPrices: false,
        includeCustomerOnly: false,
        now: new Date(),
      });
      expect(product).toBeTypeOf("object");
      return executed.length;
    };
    await read(FIXTURE.cushion); // fills the category tree cache of this database
    const bundle = await read(FIXTURE.bundle);
    const single = await read(FIXTURE.throw);
    // The item with its texts, then ten independent reads in parallel.
    expect(bundle).toBe(11);
    expect(single).toBe(bundle);
    // Again within the read cache's TTL (read-cache.ts): no query at all.
    expect(await read(FIXTURE.bundle)).toBe(0);
  });
});
