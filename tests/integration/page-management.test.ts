/** Add page, delete page and the page template (docs/pages.md). */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { textCard } from "#common/blocks/block-fixtures.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { categoryRedirects } from "#server/modules/catalog/category-redirect.table.ts";
import { categories } from "#server/modules/catalog/category.table.ts";
import { itemCategories, items } from "#server/modules/catalog/item.table.ts";
import { pageBlocks } from "#server/modules/content/content.table.ts";
import { describeDatabases } from "./harness.ts";
import { addMiniCatalog } from "./mini-catalog.ts";
import { changeSettings, operatorClient, settingsOf, withDetails } from "./page-fixture.ts";
import type { ShopClient } from "./shop-client.ts";

async function addPage(client: ShopClient, name: string, parentCategoryId: number | null = null, type = "content") {
  const answer = await client.call("doAddCategory", { name, type, parentCategoryId });
  expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
  const id = answer.body.data?.id;
  if (!id) throw new Error("no id");
  return id;
}

describeDatabases("page management", (shop) => {
  it("adds a page with its name in both languages, a slug from it, last among its siblings", async () => {
    const operator = await operatorClient(shop());
    const id = await addPage(operator, "Größte Sommer-Aktion", 1);
    const page = await settingsOf(operator, id);
    expect(page).toMatchObject({ id, parentCategoryId: 1, type: "content", right: "all", sitemap: "Y", linklist: "Y" });
    expect(page.details.map((detail) => [detail.lang, detail.name, detail.nameUrl])).toEqual([
      ["en", "Größte Sommer-Aktion", "groesste-sommer-aktion"],
      ["de", "Größte Sommer-Aktion", "groesste-sommer-aktion"],
    ]);
    // The notice the Pages view shows with the answer.
    expect(translatorFor("en")("editorPages.added", { name: "Größte Sommer-Aktion", id })).toBe(
      `Added page Größte Sommer-Aktion (category ID: ${id})`,
    );
    const item = await addPage(operator, "Lamps", 15, "item");
    const siblings = await shop().db.select().from(categories).where(eq(categories.parentId, 15));
    expect(siblings.find((row) => row.id === item)?.position).toBe(Math.max(...siblings.map((row) => row.position)));
    expect((await settingsOf(operator, item)).details[0]).toMatchObject({ nameUrl: "lamps" });
    const tree = (await shop().client({ locale: "en" }).call("getCategoryPage", { urlPath: "living/lighting/lamps" }))
      .body.data;
    expect(tree?.category).toMatchObject({ id: item, type: "item" });
  });

  it("makes the slug unique among the new page's siblings and keeps clear of the shop's routes", async () => {
    const operator = await operatorClient(shop());
    const first = await addPage(operator, "Tische", 11);
    expect((await settingsOf(operator, first)).details.map((detail) => detail.nameUrl)).toEqual(["tische", "tische-2"]);
    const top = await addPage(operator, "Cart", 0);
    expect((await settingsOf(operator, top)).details[0]?.nameUrl).toBe("cart-2");
    const elsewhere = await addPage(operator, "Tische", 21);
    expect((await settingsOf(operator, elsewhere)).details[1]?.nameUrl).toBe("tische");
  });

  it("refuses a missing name with 'Enter a page name' and an unknown parent", async () => {
    const operator = await operatorClient(shop());
    const nameless = await operator.call("doAddCategory", { name: "  ", type: "content", parentCategoryId: null });
    expect(nameless.status).toBe(400);
    expect(nameless.body.error?.fields).toEqual({ name: "Enter a page name" });
    const orphan = await operator.call("doAddCategory", { name: "X", type: "content", parentCategoryId: 99_999 });
    expect(orphan.status).toBe(400);
    expect(orphan.body.error?.key).toBe("pageParentInvalid");
  });

  it("deletes a page with its texts, product links, blocks and redirects, not its products", async () => {
    await addMiniCatalog(shop().db);
    const operator = await operatorClient(shop());
    const saved = await operator.call("doSaveBlocks", {
      identifier: "13",
      entityType: "category",
      blocks: JSON.stringify({ schemaVersion: 1, blocks: [textCard(1)] }),
      expectedVersion: 0,
    });
    expect(saved.status).toBe(200);
    await changeSettings(operator, 13, (record) => withDetails(record, "en", { nameUrl: "desks" }));
    expect(await shop().db.select().from(categoryRedirects).where(eq(categoryRedirects.categoryId, 13))).toHaveLength(
      1,
    );

    const answer = await operator.call("deleteCategory", { categoryId: 13 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ id: 13, message: "Category deleted" });
    const { db } = shop();
    expect(await db.select().from(categories).where(eq(categories.id, 13))).toEqual([]);
    expect(await db.select().from(itemCategories).where(eq(itemCategories.categoryId, 13))).toEqual([]);
    expect(await db.select().from(pageBlocks).where(eq(pageBlocks.identifier, "13"))).toEqual([]);
    expect(await db.select().from(categoryRedirects).where(eq(categoryRedirects.categoryId, 13))).toEqual([]);
    expect(await db.select().from(items).where(eq(items.id, 9001))).toHaveLength(1);
    const again = await operator.call("deleteCategory", { categoryId: 13 });
    expect(again.status).toBe(404);
    expect(again.body.error?.key).toBe("pageNotFound");
    expect((await shop().client().call("getCategoryPage", { urlPath: "wohnen/moebel/tische" })).status).toBe(404);
  });

  it("refuses to delete the Homepage and a page with subpages, changing nothing", async () => {
    const operator = await operatorClient(shop());
    const home = await operator.call("deleteCategory", { categoryId: 1 });
    expect(home.status).toBe(403);
    expect(home.body.error).toMatchObject({ key: "homepageNotDeletable", message: "The Homepage cannot be deleted." });
    const parent = await operator.call("deleteCategory", { categoryId: 11 });
    expect(parent.status).toBe(409);
    expect(parent.body.error).toMatchObject({
      key: "pageHasSubpages",
      message: "This page has subpages. Delete or move them first.",
    });
    expect(await shop().db.select().from(categories).where(eq(categories.id, 11))).toHaveLength(1);
  });

  it("answers a page's template: its type and the key of its block document", async () => {
    const operator = await operatorClient(shop());
    expect((await operator.call("getCategoryTemplate", { id: 1 })).body.data).toEqual({
      id: 1,
      type: "content",
      isHomepage: true,
      blocks: { identifier: "index", type: "immutable" },
    });
    expect((await operator.call("getCategoryTemplate", { id: 13 })).body.data).toEqual({
      id: 13,
      type: "item",
      isHomepage: false,
      blocks: { identifier: "13", type: "category" },
    });
    expect((await operator.call("getCategoryTemplate", { id: 99_999 })).status).toBe(404);
  });
});
