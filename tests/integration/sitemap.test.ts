import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { categories } from "#server/modules/catalog/category.table.ts";
import { invalidateCategoryCache } from "#server/modules/catalog/category.ts";
import { reviews } from "#server/modules/review/review.table.ts";
import { describeDatabases } from "./harness.ts";
import { addMiniCatalog } from "./mini-catalog.ts";

describeDatabases("sitemap entries", (shop) => {
  it("lists public categories and products in both languages, without customer-only or sitemap=N pages", async () => {
    const { db } = shop();
    await addMiniCatalog(db);
    await db.update(categories).set({ sitemap: false }).where(eq(categories.id, 14));
    invalidateCategoryCache(db);
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
});

describeDatabases("sitemap last changes", (shop) => {
  it("dates a product by its latest change, and its categories up the tree with it", async () => {
    const { db } = shop();
    await addMiniCatalog(db);
    invalidateCategoryCache(db);
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
});
