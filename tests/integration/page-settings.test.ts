/** The editor's page settings calls (docs/pages.md): getCategorySettings, setCategorySettings and their rules. */
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { categoryRedirects } from "#server/modules/catalog/category-redirect.table.ts";
import { categories, categoryDetails } from "#server/modules/catalog/category.table.ts";
import type { CategoryNode } from "#server/modules/catalog/category.ts";
import { describeDatabases } from "./harness.ts";
import { addMiniCatalog } from "./mini-catalog.ts";
import { changeSettings, operatorClient, settingsOf, withDetails } from "./page-fixture.ts";

const flatten = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

describeDatabases("page settings", (shop) => {
  async function storedPath(id: number, lang: "de" | "en") {
    const [row] = await shop()
      .db.select({ urlPath: categoryDetails.urlPath })
      .from(categoryDetails)
      .where(and(eq(categoryDetails.categoryId, id), eq(categoryDetails.lang, lang)));
    return row?.urlPath;
  }

  it("refuses every page call without an operator session with the editor's session error", async () => {
    const shopper = shop().client({ locale: "en" });
    const record = {
      id: 13,
      parentCategoryId: 11,
      type: "item",
      right: "all",
      sitemap: "Y",
      linklist: "Y",
      details: [],
    };
    const answers = await Promise.all([
      shopper.call("getCategorySettings", { categoryId: 13 }),
      shopper.call("setCategorySettings", { settings: [record] }),
      shopper.call("doAddCategory", { name: "Sale", type: "content", parentCategoryId: null }),
      shopper.call("deleteCategory", { categoryId: 13 }),
      shopper.call("getCategoryTemplate", { id: 13 }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body.error?.key).toBe("editorSessionExpired");
    }
  });

  it("gives an operator the whole tree with item counts, customers-only pages too; shoppers' tree is unchanged", async () => {
    await addMiniCatalog(shop().db);
    const operator = await operatorClient(shop());
    const operatorTree = flatten((await operator.call("getCategoryTree")).body.data ?? []);
    const shopperTree = flatten((await shop().client().call("getCategoryTree")).body.data ?? []);
    expect(operatorTree.map((node) => node.id)).toContain(32);
    expect(shopperTree.map((node) => node.id)).not.toContain(32);
    // The Pages view sees how many products a page lists directly; shoppers' answer stays as it was.
    expect(operatorTree.find((node) => node.id === 13)?.itemCount).toBe(1);
    expect(operatorTree.find((node) => node.id === 14)?.itemCount).toBe(0);
    expect(shopperTree.find((node) => node.id === 13)?.itemCount).toBe(0);
  });

  it("reads a page's settings with details[0] in the request's language, then the other", async () => {
    const english = await settingsOf(await operatorClient(shop(), "en"), 13);
    expect(english).toMatchObject({
      id: 13,
      parentCategoryId: 11,
      type: "item",
      right: "all",
      sitemap: "Y",
      linklist: "Y",
    });
    expect(english.details.map((detail) => [detail.lang, detail.nameUrl])).toEqual([
      ["en", "tables"],
      ["de", "tische"],
    ]);
    const german = await settingsOf(await operatorClient(shop(), "de", "de@example.com"), 13);
    expect(german.details.map((detail) => detail.lang)).toEqual(["de", "en"]);
    const missing = await (
      await operatorClient(shop(), "en", "x@example.com")
    ).call("getCategorySettings", {
      categoryId: 99_999,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error?.key).toBe("pageNotFound");
  });

  it("saves every setting, trims keywords, and answers the saved records", async () => {
    const operator = await operatorClient(shop());
    const answer = await changeSettings(operator, 13, (record) =>
      withDetails({ ...record, right: "customer", sitemap: "N", linklist: "N" }, "en", {
        name: "Dining tables",
        metaTitle: "Tables in oak",
        metaDescription: "Oak and walnut",
        metaKeywords: " table ,dining,, oak ",
        metaRobots: "NOINDEX_NOFOLLOW",
        canonicalLink: "https://example.com/tables",
      }),
    );
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    expect(answer.body.data?.saved[0]).toMatchObject({ id: 13, right: "customer", sitemap: "N", linklist: "N" });
    expect(answer.body.data?.saved[0]?.details[0]).toMatchObject({
      lang: "en",
      name: "Dining tables",
      metaKeywords: "table, dining, oak",
      metaRobots: "NOINDEX_NOFOLLOW",
      canonicalLink: "https://example.com/tables",
    });
    expect((await settingsOf(operator, 13)).details[1]).toMatchObject({ lang: "de", name: "Tische" });
  });

  it("refuses bad names, slugs and canonical links per field, in the catalogue's words", async () => {
    const operator = await operatorClient(shop());
    const answer = await changeSettings(operator, 13, (record) =>
      withDetails(record, "en", { nameUrl: "Big Tables", canonicalLink: "/tables" }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error?.fields).toEqual({
      "settings.0.details.0.nameUrl": "Use lower-case letters, digits and single dashes only, for example summer-sale.",
      "settings.0.details.0.canonicalLink":
        "Enter a full address starting with https:// or http://, or leave the field empty.",
    });
    const nameless = await changeSettings(operator, 13, (record) => withDetails(record, "de", { name: " " }));
    expect(nameless.body.error?.fields).toEqual({ "settings.0.details.1.name": "Enter a page name" });
    const german = await operatorClient(shop(), "de", "de@example.com");
    const empty = await changeSettings(german, 13, (record) => withDetails(record, "de", { name: "" }));
    expect(empty.body.error?.fields).toEqual({ "settings.0.details.0.name": "Geben Sie einen Seitennamen ein" });
  });

  it("saves all records or none", async () => {
    const operator = await operatorClient(shop());
    const good = withDetails(await settingsOf(operator, 13), "en", { name: "Changed" });
    const bad = withDetails(await settingsOf(operator, 14), "en", { nameUrl: "tables" });
    const answer = await operator.call("setCategorySettings", { settings: [good, bad] });
    expect(answer.status).toBe(409);
    expect(answer.body.error?.key).toBe("pageSlugTaken");
    expect(answer.body.error?.fields).toEqual({
      "settings.0.details.0.nameUrl": "Another page on the same level already uses this URL slug.",
      "settings.1.details.0.nameUrl": "Another page on the same level already uses this URL slug.",
    });
    expect((await settingsOf(operator, 13)).details[0]?.name).toBe("Tables");
  });

  it("keeps the Homepage's slug, type and place", async () => {
    const operator = await operatorClient(shop());
    for (const change of [
      (record: Parameters<Parameters<typeof changeSettings>[2]>[0]) => withDetails(record, "en", { nameUrl: "home" }),
      (record: Parameters<Parameters<typeof changeSettings>[2]>[0]) => ({ ...record, type: "item" as const }),
      (record: Parameters<Parameters<typeof changeSettings>[2]>[0]) => ({ ...record, parentCategoryId: 10 }),
    ]) {
      const answer = await changeSettings(operator, 1, change);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.key).toBe("homepageFixed");
    }
    // Its other settings are the operator's.
    const seo = await changeSettings(operator, 1, (record) => withDetails(record, "en", { metaTitle: "Welcome" }));
    expect(seo.status).toBe(200);
  });

  it("refuses a parent that does not exist or lies below the page", async () => {
    const operator = await operatorClient(shop());
    for (const parentCategoryId of [12, 10, 99_999]) {
      const answer = await changeSettings(operator, 10, (record) => ({ ...record, parentCategoryId }));
      expect(answer.status, String(parentCategoryId)).toBe(400);
      expect(answer.body.error?.key).toBe(parentCategoryId === 10 ? "invalidData" : "pageParentInvalid");
    }
    const page = await settingsOf(operator, 13);
    const gone = await operator.call("setCategorySettings", {
      settings: [{ ...page, id: 99_999, details: page.details.map((detail) => ({ ...detail, categoryId: 99_999 })) }],
    });
    expect(gone.status).toBe(404);
    expect(gone.body.error?.key).toBe("pageNotFound");
  });

  it("keeps an item category with products an item category; one without may become content", async () => {
    await addMiniCatalog(shop().db);
    const operator = await operatorClient(shop());
    const stocked = await changeSettings(operator, 13, (record) => ({ ...record, type: "content" }));
    expect(stocked.status).toBe(409);
    expect(stocked.body.error?.key).toBe("pageTypeHasProducts");
    expect((await changeSettings(operator, 14, (record) => ({ ...record, type: "content" }))).status).toBe(200);
  });

  it("refuses a slug that is one of the shop's own routes at the top level", async () => {
    const operator = await operatorClient(shop());
    const answer = await changeSettings(operator, 40, (record) => withDetails(record, "en", { nameUrl: "cart" }));
    expect(answer.status).toBe(400);
    expect(answer.body.error?.fields?.["settings.0.details.0.nameUrl"]).toBe(
      "This URL slug belongs to one of the shop's own pages. Choose a different one.",
    );
    // Below another page the same word is just a slug.
    expect(
      (await changeSettings(operator, 13, (record) => withDetails(record, "en", { nameUrl: "cart" }))).status,
    ).toBe(200);
  });

  it("moves a branch: new paths for the page and its subpages in that language, last among its new siblings", async () => {
    const operator = await operatorClient(shop());
    const renamed = await changeSettings(operator, 11, (record) =>
      withDetails(record, "en", { nameUrl: "furnishings" }),
    );
    expect(renamed.status).toBe(200);
    expect(await storedPath(13, "en")).toBe("living/furnishings/tables");
    expect(await storedPath(13, "de")).toBe("wohnen/moebel/tische");

    const moved = await changeSettings(operator, 11, (record) => ({ ...record, parentCategoryId: 24 }));
    expect(moved.status).toBe(200);
    expect(await storedPath(12, "en")).toBe("electronics/furnishings/sofas-armchairs");
    expect(await storedPath(12, "de")).toBe("elektronik/moebel/sofas-sessel");
    const siblings = await shop().db.select().from(categories).where(eq(categories.parentId, 24));
    const last = Math.max(...siblings.map((row) => row.position));
    expect(siblings.find((row) => row.id === 11)?.position).toBe(last);
  });

  it("lets two siblings swap their slugs in one save", async () => {
    const operator = await operatorClient(shop());
    const tables = withDetails(await settingsOf(operator, 13), "en", { nameUrl: "shelving" });
    const shelving = withDetails(await settingsOf(operator, 14), "en", { nameUrl: "tables" });
    const answer = await operator.call("setCategorySettings", { settings: [tables, shelving] });
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    expect(await storedPath(13, "en")).toBe("living/furniture/shelving");
    expect(await storedPath(14, "en")).toBe("living/furniture/tables");
    // Each old path is the other page's now, not a redirect.
    expect(await shop().db.select().from(categoryRedirects)).toEqual([]);
  });

  it("answers a clear 409, never a 500, when two operators give two pages one slug at once", async () => {
    const first = await operatorClient(shop(), "en", "first@example.com");
    const second = await operatorClient(shop(), "en", "second@example.com");
    const [a, b] = await Promise.all([
      changeSettings(first, 13, (record) => withDetails(record, "en", { nameUrl: "desks" })),
      changeSettings(second, 14, (record) => withDetails(record, "en", { nameUrl: "desks" })),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((answer) => answer.status === 409)?.body.error?.key).toBe("pageSlugTaken");
  });
});
