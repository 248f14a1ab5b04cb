/**
 * What retires shared pages (docs/page-cache.md): an order retires its products' pages, a
 * special price that begins retires its product's pages, an operator's write retires them all,
 * and a block save only its page.
 */
import { expect, it } from "vitest";
import { blocksTag, itemTag, SHOP_TAG } from "#common/page-cache-tags.ts";
import { variationPrices } from "#server/modules/catalog/item.table.ts";
import type { PageCache } from "#server/modules/page-cache/index.ts";
import { startPriceWindowRounds } from "#server/workflows/price-window-pages.ts";
import { createLogger } from "#server/logger.ts";
import { describeDatabases } from "./harness.ts";
import { addOperator, loginOperator } from "./operator-fixture.ts";
import { addOrderCatalog, completeCheckout } from "./order-fixture.ts";
import { page } from "#server/modules/page-cache/page-cache-rules.ts";

/** Stores one page per tag, rendered now; answers which of them are still served. */
async function pagesFor(cache: PageCache, tags: string[]) {
  const renderedAt = await cache.clock();
  for (const tag of tags) await cache.set(tag, page({ tags: [SHOP_TAG, tag], renderedAt }));
  return async () => {
    const kept: string[] = [];
    for (const tag of tags) if (await cache.get(tag)) kept.push(tag);
    return kept;
  };
}

describeDatabases("page cache invalidation", (shop) => {
  it("retires the pages of an order's products once it is placed, and no others", async () => {
    await addOrderCatalog(shop());
    const cache = shop().runtime.services.pageCache;
    const kept = await pagesFor(cache, [itemTag(9001), itemTag(9005), itemTag(9002)]);
    const visitor = shop().client({ locale: "en" });
    await visitor.call("doAddCartItem", { productId: 9101, quantity: 1 });
    await completeCheckout(shop(), visitor, { email: "pages@example.com" });
    expect(await kept()).toEqual([itemTag(9001), itemTag(9005), itemTag(9002)]);
    expect((await visitor.call("doPlaceOrder", { termsAccepted: true })).status).toBe(200);
    expect(await kept()).toEqual([itemTag(9005), itemTag(9002)]);
  });

  it("retires a product's pages when its special price begins", async () => {
    await addOrderCatalog(shop());
    const cache = shop().runtime.services.pageCache;
    const kept = await pagesFor(cache, [itemTag(9001), itemTag(9002)]);
    // A special offer that began a moment ago (after the pages were rendered).
    await shop()
      .db.insert(variationPrices)
      .values({ variationId: 9101, kind: "special", amountCents: 990, validFrom: new Date(Date.now() - 1000) });
    const rounds = startPriceWindowRounds(shop().runtime.services, createLogger("silent"), 60_000);
    try {
      // The round at start found it; the next one looks only past its predecessor.
      expect(await rounds.runNow()).toEqual({ items: 0 });
      expect(await kept()).toEqual([itemTag(9002)]);
    } finally {
      await rounds.stop();
    }
  });

  it("retires every page on an operator's write, and only its page on a block save", async () => {
    await addOperator(shop());
    const operator = shop().client({ locale: "en" });
    await loginOperator(operator);
    const cache = shop().runtime.services.pageCache;
    const kept = await pagesFor(cache, [blocksTag("immutable", "index"), blocksTag("category", "10")]);
    const saved = await operator.call("doSaveBlocks", {
      identifier: "index",
      entityType: "immutable",
      blocks: JSON.stringify({ schemaVersion: 1, blocks: [] }),
      expectedVersion: 0,
    });
    expect(saved.status).toBe(200);
    expect(await kept()).toEqual([blocksTag("category", "10")]);
    const design = await operator.call("setConfiguration", {
      configuration: [{ key: "primaryColor", value: "#aa3300" }],
    });
    expect(design.status).toBe(200);
    expect(await kept()).toEqual([]);
  });
});
