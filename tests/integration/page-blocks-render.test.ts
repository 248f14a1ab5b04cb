import { expect, it } from "vitest";
import { textCard, uuid } from "#common/blocks/block-fixtures.ts";
import type { Block } from "#common/blocks/block-schema.ts";
import { saveBlocks } from "#server/modules/content/content.ts";
import { loader as homeLoader } from "~/routes/home.tsx";
import { describeDatabases } from "./harness.ts";
import { LIST, seedListingFixture } from "./catalog-listing-fixture.ts";
import { contextFor, renderPage } from "./product-page-loader.ts";
import type { ShopCaller as Caller } from "#server/operations/registry.ts";
import type { Locale } from "#common/constants.ts";

/**
 * The storefront's page loaders hand the renderer the page's blocks (docs/blocks.md
 * "Rendering"): the homepage its saved document or the default homepage, a category page
 * its own blocks, each product block its category's products as the visitor may see them.
 */
async function homepage(caller: Caller, locale: Locale = "de") {
  const request = new Request(`http://shop.test${locale === "en" ? "/en/" : "/"}`);
  const data = await homeLoader({
    request,
    url: new URL(request.url),
    pattern: "/",
    context: contextFor(caller, locale),
    params: {},
  } as Parameters<typeof homeLoader>[0]);
  return data.content;
}

const bannerTitles = (blocks: Block[]) =>
  blocks.flatMap((block) => (block.name === "Carousel" ? block.content.map((b) => b.content.text?.title) : []));

const products = (n: number, categoryId: number): Block => ({
  name: "ProductRecommendedProducts",
  type: "content",
  meta: { uuid: uuid(n) },
  content: { categoryId, text: { title: `Products of ${categoryId}` } },
});

describeDatabases("page blocks for the storefront", (shop) => {
  it("gives the homepage the default homepage per locale until one is saved, then the saved one", async () => {
    const german = await homepage(shop().caller({ locale: "de" }));
    expect(bannerTitles(german.blocks)).toEqual(["Wohnen mit Charakter", "Kochen wie die Profis"]);
    const english = await homepage(shop().caller({ locale: "en" }), "en");
    expect(bannerTitles(english.blocks)).toEqual(["Living with character", "Cook like a pro"]);

    await saveBlocks(shop().db, {
      identifier: "index",
      entityType: "immutable",
      locale: "de",
      document: { schemaVersion: 1, blocks: [textCard(1, "Sommerschlussverkauf")] },
      expectedVersion: 0,
      operatorId: null,
    });
    const saved = await homepage(shop().caller({ locale: "de" }));
    expect(saved.blocks).toEqual([textCard(1, "Sommerschlussverkauf")]);
    // The other language keeps its own (default) homepage.
    expect(bannerTitles((await homepage(shop().caller({ locale: "en" }), "en")).blocks)).toHaveLength(2);
  });

  it("loads each product block's products of its category, none for a hidden or unknown category", async () => {
    const { db } = shop();
    await seedListingFixture(db);
    await saveBlocks(db, {
      identifier: "index",
      entityType: "immutable",
      locale: "de",
      // The fixture's list and its customers-only subcategory; 999999 does not exist.
      document: {
        schemaVersion: 1,
        blocks: [products(1, LIST.id), products(2, LIST.membersOnly), products(3, 999_999)],
      },
      expectedVersion: 0,
      operatorId: null,
    });
    const content = await homepage(shop().caller({ locale: "de" }));
    const listing = await shop().caller({ locale: "de" }).getFacet({ categoryId: LIST.id, itemsPerPage: 10 });
    expect(listing.products.length).toBeGreaterThan(0);
    expect(content.products[uuid(1)]).toEqual(listing.products.slice(0, 8));
    expect(content.products[uuid(2)]).toEqual([]);
    expect(content.products[uuid(3)]).toEqual([]);
  });

  it("gives a category page its own blocks, and none to a page without any", async () => {
    const { db } = shop();
    await seedListingFixture(db);
    const before = await renderPage(shop().caller(), `/${LIST.de}`);
    expect(before.data?.kind === "category" && before.data.content.blocks).toEqual([]);
    await saveBlocks(db, {
      identifier: String(LIST.id),
      entityType: "category",
      locale: "de",
      document: { schemaVersion: 1, blocks: [textCard(1, "Unsere Prüfliste"), products(2, LIST.child)] },
      expectedVersion: 0,
      operatorId: null,
    });
    const after = await renderPage(shop().caller(), `/${LIST.de}`);
    if (after.data?.kind !== "category") throw new Error(`expected a category page, got ${after.status}`);
    expect(after.data.content.blocks.map((block) => block.meta.uuid)).toEqual([uuid(1), uuid(2)]);
    expect(after.data.content.products[uuid(2)]?.length).toBeGreaterThan(0);
  });
});
