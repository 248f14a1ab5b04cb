import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { categoryDetails } from "#server/modules/catalog/category.table.ts";
import { invalidateCatalogReads } from "#server/modules/catalog/read-cache.ts";
import { seedDemoCatalog } from "#server/demo/catalog/index.ts";
import { seoMeta } from "~/lib/seo.ts";
import { describeDatabases } from "./harness.ts";
import { addMiniCatalog } from "./mini-catalog.ts";
import { renderPage } from "./product-page-loader.ts";

/** Category "Tische" of the demo tree, with the mini catalog's table in it. */
const TABLES = { de: "/wohnen/moebel/tische", en: "/en/living/furniture/tables" };

async function categorySeo(page: Awaited<ReturnType<typeof renderPage>>) {
  if (page.data?.kind !== "category") throw new Error(`expected a category page, got ${page.status}`);
  return page.data.seo;
}

describeDatabases("category page head", (shop) => {
  it("follows the category's SEO settings: texts, robots and canonical link", async () => {
    const { db } = shop();
    await addMiniCatalog(db);
    await db
      .update(categoryDetails)
      .set({
        metaTitle: "Esstische & Couchtische",
        metaDescription: "Tische aus Eiche und Nussbaum",
        metaKeywords: "tisch, esstisch",
        metaRobots: "NOFOLLOW",
      })
      .where(and(eq(categoryDetails.categoryId, 13), eq(categoryDetails.lang, "de")));
    invalidateCatalogReads(db);

    const seo = await categorySeo(await renderPage(shop().caller(), TABLES.de));
    expect(seoMeta(seo)).toEqual(
      expect.arrayContaining([
        { title: "Esstische & Couchtische" },
        { name: "description", content: "Tische aus Eiche und Nussbaum" },
        { name: "keywords", content: "tisch, esstisch" },
        { name: "robots", content: "index, nofollow" },
        { tagName: "link", rel: "canonical", href: `http://shop.test${TABLES.de}` },
        { tagName: "link", rel: "alternate", hrefLang: "en", href: `http://shop.test${TABLES.en}` },
        { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `http://shop.test${TABLES.de}` },
      ]),
    );
    // A sorted variant is not indexed and keeps the setting's nofollow.
    const sorted = await categorySeo(await renderPage(shop().caller(), `${TABLES.de}?sort=name_desc`));
    expect(sorted.robots).toBe("noindex, nofollow");
    expect(sorted.canonical).toBe(`http://shop.test${TABLES.de}`);

    // The /de form of a German page is a duplicate: it names the unprefixed one.
    const prefixed = await categorySeo(await renderPage(shop().caller(), `/de${TABLES.de}`));
    expect(prefixed.canonical).toBe(`http://shop.test${TABLES.de}`);

    // English has its own settings (defaults here): indexable, translated description.
    const english = await categorySeo(await renderPage(shop().caller({ locale: "en" }), TABLES.en, "en"));
    expect(english.robots).toBe("index, follow");
    expect(english.description).toBe("Tables at Nordlicht Home & Tech: browse, compare and order online.");

    await db
      .update(categoryDetails)
      .set({ metaRobots: "NOINDEX_NOFOLLOW", canonicalLink: "/wohnen/moebel" })
      .where(and(eq(categoryDetails.categoryId, 13), eq(categoryDetails.lang, "de")));
    invalidateCatalogReads(db);
    const forced = await categorySeo(await renderPage(shop().caller(), TABLES.de));
    expect(forced.robots).toBe("noindex, nofollow");
    expect(forced.canonical).toBe("http://shop.test/wohnen/moebel");
  });

  it("describes the page's products as an ItemList, counted across pages, and the trail as breadcrumbs", async () => {
    await seedDemoCatalog(shop().db, { mediaDir: null });
    const answer = await renderPage(shop().caller(), "/wohnen?page=2");
    const page2 = await categorySeo(answer);
    expect(page2.canonical).toBe("http://shop.test/wohnen?page=2");
    expect(page2.robots).toBe("noindex, follow");
    const [breadcrumbs, itemList] = answer.jsonLd;
    expect(breadcrumbs).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Startseite", item: "http://shop.test/" },
        { position: 2, name: "Wohnen", item: "http://shop.test/wohnen" },
      ],
    });
    expect(itemList).toMatchObject({ "@type": "ItemList", name: "Wohnen", numberOfItems: expect.any(Number) });
    const elements = itemList?.itemListElement as { position: number; url: string }[];
    expect(elements).toHaveLength(20);
    expect(elements.map((element) => element.position)).toEqual(Array.from({ length: 20 }, (_, i) => 21 + i));
    for (const element of elements) expect(element.url).toMatch(/^http:\/\/shop\.test\/[a-z0-9-]+_\d+(_\d+)?$/);
  });
});
