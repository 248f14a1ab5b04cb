/**
 * The storefront honours every page setting the editor saves (docs/pages.md "What shoppers
 * see"): each test changes settings through setCategorySettings, then reads the page, the
 * navigation or /sitemap.xml the way the shop renders them.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, it } from "vitest";
import { CategoryNav } from "~/features/layout/category-nav.tsx";
import { navTree } from "~/features/layout/nav-tree.ts";
import { I18nProvider } from "~/lib/i18n.tsx";
import { seoMeta } from "~/lib/seo.ts";
import { describeDatabases } from "./harness.ts";
import { changeSettings, operatorClient, withDetails } from "./page-fixture.ts";
import { renderPage, requestSitemap } from "./product-page-loader.ts";

const TABLES = "/wohnen/moebel/tische";

describeDatabases("page settings on the storefront", (shop) => {
  async function headerNav(): Promise<string> {
    const init = await shop().caller().getInit({});
    const nav = createElement(CategoryNav, { categories: navTree(init.categories), prefix: "" });
    return renderToStaticMarkup(
      createElement(MemoryRouter, null, createElement(I18nProvider, { locale: "de", children: nav })),
    );
  }

  async function sitemapXml(): Promise<string> {
    const response = await requestSitemap(shop().caller());
    return response.text();
  }

  it("shows a page in the header navigation only with 'Display in header navigation' on", async () => {
    const operator = await operatorClient(shop(), "de");
    expect(await headerNav()).toContain('href="/kueche"');
    expect((await changeSettings(operator, 21, (record) => ({ ...record, linklist: "N" }))).status).toBe(200);
    const hidden = await headerNav();
    expect(hidden).not.toContain('href="/kueche"');
    expect(hidden).toContain('href="/wohnen"');
    // Hidden from the navigation is not gone: the page itself still answers.
    expect((await renderPage(shop().caller(), "/kueche")).status).toBe(200);
  });

  it("sends visitors of a 'Login Necessary' page to login and lets customers in", async () => {
    const operator = await operatorClient(shop(), "de");
    expect((await changeSettings(operator, 13, (record) => ({ ...record, right: "customer" }))).status).toBe(200);
    const visitor = await renderPage(shop().caller(), TABLES);
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe(`/login?redirect=${encodeURIComponent(TABLES)}`);
    expect((await renderPage(shop().caller({ session: { userId: 1 } }), TABLES)).status).toBe(200);
    expect((await changeSettings(operator, 13, (record) => ({ ...record, right: "all" }))).status).toBe(200);
    expect((await renderPage(shop().caller(), TABLES)).status).toBe(200);
  });

  it("puts the meta texts, robots and canonical URL into the page's head", async () => {
    const operator = await operatorClient(shop(), "de");
    const saved = await changeSettings(operator, 13, (record) =>
      withDetails(record, "de", {
        metaTitle: "Esstische aus Eiche",
        metaDescription: "Massive Tische",
        metaKeywords: "tisch,eiche",
        metaRobots: "NOINDEX",
        canonicalLink: "https://example.com/tische",
      }),
    );
    expect(saved.status).toBe(200);
    const page = await renderPage(shop().caller(), TABLES);
    if (page.data?.kind !== "category") throw new Error(`expected a category page, got ${page.status}`);
    expect(seoMeta(page.data.seo)).toEqual(
      expect.arrayContaining([
        { title: "Esstische aus Eiche" },
        { name: "description", content: "Massive Tische" },
        { name: "keywords", content: "tisch, eiche" },
        { name: "robots", content: "noindex, follow" },
        { tagName: "link", rel: "canonical", href: "https://example.com/tische" },
      ]),
    );
  });

  it("lists a page in /sitemap.xml only with 'Include page in Sitemap.xml' on", async () => {
    const operator = await operatorClient(shop(), "de");
    expect(await sitemapXml()).toContain(`<loc>http://shop.test/ueber-uns</loc>`);
    expect((await changeSettings(operator, 40, (record) => ({ ...record, sitemap: "N" }))).status).toBe(200);
    expect(await sitemapXml()).not.toContain("ueber-uns");
    expect((await changeSettings(operator, 40, (record) => ({ ...record, sitemap: "Y" }))).status).toBe(200);
    expect(await sitemapXml()).toContain(`<loc>http://shop.test/ueber-uns</loc>`);
  });

  it("answers an old slug path with 301 to the page's current path, also for subpages and old old paths", async () => {
    const operator = await operatorClient(shop(), "de");
    const moved = (path: string) => renderPage(shop().caller(), path);
    await changeSettings(operator, 11, (record) => withDetails(record, "de", { nameUrl: "einrichtung" }));
    expect(await moved("/wohnen/moebel")).toMatchObject({ status: 301, location: "/wohnen/einrichtung" });
    expect(await moved(`${TABLES}?page=2`)).toMatchObject({
      status: 301,
      location: "/wohnen/einrichtung/tische?page=2",
    });
    expect(await moved("/de/wohnen/moebel/tische")).toMatchObject({
      status: 301,
      location: "/de/wohnen/einrichtung/tische",
    });
    expect((await moved("/wohnen/einrichtung/tische")).status).toBe(200);

    // Moved again: the first old path leads to the newest one in one step.
    await changeSettings(operator, 11, (record) => ({ ...record, parentCategoryId: 24 }));
    expect(await moved(TABLES)).toMatchObject({ status: 301, location: "/elektronik/einrichtung/tische" });
    expect(await moved("/wohnen/einrichtung/tische")).toMatchObject({
      status: 301,
      location: "/elektronik/einrichtung/tische",
    });
    // A new parent moves the page in every language; English only got the one redirect.
    expect(await renderPage(shop().caller({ locale: "en" }), "/en/living/furniture/tables", "en")).toMatchObject({
      status: 301,
      location: "/en/electronics/furniture/tables",
    });
    // A path that was never a page stays a 404.
    expect((await moved("/wohnen/gibt-es-nicht")).status).toBe(404);
  });

  it("keeps the new path of a customers-only page to itself: 404 for visitors, 301 for customers", async () => {
    const operator = await operatorClient(shop(), "de");
    await changeSettings(operator, 13, (record) => ({
      ...withDetails(record, "de", { nameUrl: "geheime-tische" }),
      right: "customer",
    }));
    expect((await renderPage(shop().caller(), TABLES)).status).toBe(404);
    expect(await renderPage(shop().caller({ session: { userId: 1 } }), TABLES)).toMatchObject({
      status: 301,
      location: "/wohnen/moebel/geheime-tische",
    });
    // The parent's right counts too, as for the page itself.
    await changeSettings(operator, 13, (record) => ({ ...record, right: "all" }));
    await changeSettings(operator, 11, (record) => ({ ...record, right: "customer" }));
    expect((await renderPage(shop().caller(), TABLES)).status).toBe(404);
  });

  it("gives a path back to a page that takes it again", async () => {
    const operator = await operatorClient(shop(), "de");
    await changeSettings(operator, 40, (record) => withDetails(record, "de", { nameUrl: "wir" }));
    expect(await renderPage(shop().caller(), "/ueber-uns")).toMatchObject({ status: 301, location: "/wir" });
    await changeSettings(operator, 40, (record) => withDetails(record, "de", { nameUrl: "ueber-uns" }));
    expect((await renderPage(shop().caller(), "/ueber-uns")).status).toBe(200);
    expect(await renderPage(shop().caller(), "/wir")).toMatchObject({ status: 301, location: "/ueber-uns" });
  });
});
