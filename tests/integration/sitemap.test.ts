import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { categories } from "#server/modules/catalog/category.table.ts";
import { invalidateCatalogReads } from "#server/modules/catalog/read-cache.ts";
import { reviews } from "#server/modules/review/review.table.ts";
import { describeDatabases } from "./harness.ts";
import { addMiniCatalog } from "./mini-catalog.ts";
import { contextFor, requestSitemap } from "./product-page-loader.ts";
import { loader as robotsLoader } from "~/routes/robots-txt.ts";

describeDatabases("sitemap entries", (shop) => {
  it("lists public categories and products in both languages, without customer-only or sitemap=N pages", async () => {
    const { db } = shop();
    await addMiniCatalog(db);
    await db.update(categories).set({ sitemap: false }).where(eq(categories.id, 14));
    invalidateCatalogReads(db);
    const answer = await shop().client().call("getSitemapEntries", undefined, { method: "GET" });
    const entries = answer.body.data ?? [];
    const paths = entries.map((entry) => entry.paths);
    expect(paths).toContainEqual({ de: "/wohnen/moebel/tische", en: "/living/furniture/tables" });
    expect(paths).toContainEqual({ de: "/tisch-probe_9001", en: "/sample-table_9001" });
    const flat = JSON.stringify(paths);
    expect(flat).not.toContain("mitglieder-outlet");
    expect(flat).not.toContain("outlet-probe");
    expect(flat).not.toContain("regale");
    // A logged-in customer does not change what search engines are told.
    const customer = shop().client();
    await customer.call("doRegisterUser", {
      email: "s@example.com",
      password: "secret123",
      repeatPassword: "secret123",
    });
    const again = await customer.call("getSitemapEntries", undefined, { method: "GET" });
    expect(JSON.stringify(again.body.data)).not.toContain("mitglieder-outlet");
  });

  it("dates a product by its latest change, and its categories up the tree with it", async () => {
    const { db } = shop();
    await addMiniCatalog(db);
    invalidateCatalogReads(db);
    const changed = new Date("2031-02-03T04:05:06.000Z");
    await db
      .insert(reviews)
      .values({ itemId: 9001, title: "Gut", text: "Gut", rating: 5, visible: true, updatedAt: changed });
    // A review under moderation is not on the page, so it changes nothing.
    await db.insert(reviews).values({
      itemId: 9001,
      title: "Neu",
      text: "Neu",
      rating: 1,
      visible: false,
      updatedAt: new Date("2032-01-01"),
    });
    const answer = await shop().client().call("getSitemapEntries", undefined, { method: "GET" });
    const entries = answer.body.data ?? [];
    const lastmodOf = (path: string) => entries.find((entry) => entry.paths.de === path)?.lastmod;
    expect(lastmodOf("/tisch-probe_9001")).toBe(changed.toISOString());
    expect(lastmodOf("/wohnen/moebel/tische")).toBe(changed.toISOString());
    expect(lastmodOf("/wohnen")).toBe(changed.toISOString());
    for (const entry of entries) {
      if (entry.kind === "product") expect(entry.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
  });

  it("answers absolute URLs of public pages only, each with its language alternates", async () => {
    const { db } = shop();
    await addMiniCatalog(db);
    await db.update(categories).set({ sitemap: false }).where(eq(categories.id, 14));
    invalidateCatalogReads(db);
    const response = await requestSitemap(shop().caller());
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(locs).toContain("http://shop.test/");
    expect(locs).toContain("http://shop.test/en");
    expect(locs).toContain("http://shop.test/en/privacy-policy");
    expect(locs).toContain("http://shop.test/wohnen/moebel/tische");
    expect(locs).toContain("http://shop.test/en/sample-table_9001");
    for (const loc of locs) expect(loc).toMatch(/^http:\/\/shop\.test\//);
    // sitemap=N (Regale) and customers-only (Mitglieder-Outlet with its product) stay out.
    expect(xml).not.toMatch(
      /moebel\/regale|furniture\/shelving|mitglieder-outlet|members-outlet|outlet-probe|outlet-sample/,
    );
    expect(xml).toContain("<url><loc>http://shop.test/en/living/furniture/tables</loc><lastmod>");
  });

  it("robots.txt keeps crawlers out of transactional pages, lets them read noindex pages and names the sitemap", async () => {
    const request = new Request("http://shop.test/robots.txt");
    const response = robotsLoader({
      request,
      url: new URL(request.url),
      pattern: "robots.txt",
      context: contextFor(shop().caller()),
      params: {},
    } as Parameters<typeof robotsLoader>[0]);
    const lines = (await response.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).toContain("Disallow: /en/checkout");
    expect(lines.filter((line) => /login|register|my-account/.test(line))).toEqual([]);
    expect(lines).toContain("Sitemap: http://shop.test/sitemap.xml");
  });
});
