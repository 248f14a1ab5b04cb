import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { categories } from "#server/modules/catalog/category.table.ts";
import { invalidateCategoryCache } from "#server/modules/catalog/category.ts";
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
