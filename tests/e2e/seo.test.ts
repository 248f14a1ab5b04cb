/**
 * What search engines read, in both languages on the demo catalog: the head of the home,
 * category and product pages (canonical, hreflang, robots, Open Graph, JSON-LD), the
 * listing variants that must not be indexed, and /sitemap.xml parsed as XML.
 */
import type { Page } from "@playwright/test";
import { baseUrl, landOn, openPage, visit, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";

type Head = {
  title: string;
  canonical: string | null;
  alternates: Record<string, string>;
  robots: string | null;
  meta: Record<string, string>;
  ogLocaleAlternates: string[];
  jsonLd: { type: string; nonce: string; data: Record<string, unknown> }[];
};

/** The head as the browser parsed it; JSON-LD through JSON.parse, so it must be valid JSON. */
function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? null;
    const alternates: Record<string, string> = {};
    for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) {
      alternates[link.getAttribute("hreflang") ?? ""] = link.getAttribute("href") ?? "";
    }
    const meta: Record<string, string> = {};
    for (const tag of document.head.querySelectorAll("meta[name], meta[property]")) {
      meta[tag.getAttribute("name") ?? tag.getAttribute("property") ?? ""] = tag.getAttribute("content") ?? "";
    }
    const jsonLd = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => {
      const data = JSON.parse(script.textContent ?? "") as Record<string, unknown>;
      return { type: String(data["@type"]), nonce: (script as HTMLScriptElement).nonce, data };
    });
    return {
      title: document.title,
      canonical: attr('link[rel="canonical"]', "href"),
      alternates,
      robots: attr('meta[name="robots"]', "content"),
      meta,
      ogLocaleAlternates: [...document.head.querySelectorAll('meta[property="og:locale:alternate"]')].map(
        (tag) => tag.getAttribute("content") ?? "",
      ),
      jsonLd,
    };
  });
}

async function headOf(path: string): Promise<Head> {
  const page = await openPage();
  const response = await visit(page, path);
  expect(response?.status()).toBe(200);
  return readHead(page);
}

/** The same page in both languages: de unprefixed, en under /en. */
const PAGES = {
  home: { de: "/", en: "/en" },
  category: { de: "/wohnen/moebel/tische", en: "/en/living/furniture/tables" },
  product: { de: "/esstisch-eske_1012", en: "/en/eske-dining-table_1012" },
} as const;

function expectLanguageLinks(head: Head, paths: { de: string; en: string }, locale: "de" | "en") {
  expect(head.canonical).toBe(`${baseUrl}${paths[locale]}`);
  expect(head.alternates).toEqual({
    de: `${baseUrl}${paths.de}`,
    en: `${baseUrl}${paths.en}`,
    "x-default": `${baseUrl}${paths.de}`,
  });
  expect(head.meta["og:url"]).toBe(head.canonical);
  expect(head.meta["og:locale"]).toBe(locale === "de" ? "de_DE" : "en_GB");
  expect(head.ogLocaleAlternates).toEqual([locale === "de" ? "en_GB" : "de_DE"]);
  expect(head.meta["description"]?.length).toBeGreaterThan(20);
  expect(head.meta["keywords"]).toBeTruthy();
  expect(head.meta["og:title"]).toBe(head.title);
  // These pages are shared (docs/page-cache.md): the same bytes for every visitor, so no nonce;
  // JSON-LD is data the browser does not run, and the page's CSP names its scripts by hash.
  for (const node of head.jsonLd) expect(node.nonce).toBe("");
}

const types = (head: Head) => head.jsonLd.map((node) => node.type).sort();

for (const locale of ["de", "en"] as const) {
  test.describe(`head tags (${locale})`, () => {
    test("the home page: indexable, with the shop as Organization", async () => {
      const head = await headOf(PAGES.home[locale]);
      expectLanguageLinks(head, PAGES.home, locale);
      expect(head.robots).toBe("index, follow");
      expect(types(head)).toEqual(["Organization", "WebSite"]);
      const organization = head.jsonLd.find((node) => node.type === "Organization")?.data;
      expect(organization).toMatchObject({ name: "Nordlicht Home & Tech", url: `${baseUrl}/` });
      expect(String(organization?.["logo"])).toMatch(new RegExp(`^${baseUrl}/.+\\.svg$`));
    });

    test("a category page: its robots setting, breadcrumbs and the products of the page", async () => {
      const head = await headOf(PAGES.category[locale]);
      expectLanguageLinks(head, PAGES.category, locale);
      expect(head.robots).toBe("index, follow");
      expect(types(head)).toEqual(["BreadcrumbList", "ItemList"]);
      const crumbs = head.jsonLd.find((node) => node.type === "BreadcrumbList")?.data["itemListElement"] as {
        position: number;
        item: string;
      }[];
      expect(crumbs.map((crumb) => crumb.position)).toEqual([1, 2, 3, 4]);
      expect(crumbs.at(-1)?.item).toBe(`${baseUrl}${PAGES.category[locale]}`);
      const items = head.jsonLd.find((node) => node.type === "ItemList")?.data["itemListElement"] as {
        position: number;
        url: string;
      }[];
      expect(items.length).toBeGreaterThan(0);
      expect(items[0]?.position).toBe(1);
      for (const item of items)
        expect(item.url).toMatch(new RegExp(`^${baseUrl}${locale === "en" ? "/en" : ""}/[a-z0-9-]+_\\d+`));
    });

    test("a product page: product Open Graph and valid Product JSON-LD", async () => {
      const head = await headOf(PAGES.product[locale]);
      expectLanguageLinks(head, PAGES.product, locale);
      expect(head.robots).toBe("index, follow");
      expect(head.meta["og:type"]).toBe("product");
      expect(head.meta["og:image"]).toMatch(new RegExp(`^${baseUrl}/media/`));
      expect(types(head)).toEqual(["BreadcrumbList", "Product"]);
      const product = head.jsonLd.find((node) => node.type === "Product")?.data;
      expect(product).toMatchObject({
        "@context": "https://schema.org",
        url: head.canonical,
        sku: expect.any(String),
        brand: { "@type": "Brand" },
        offers: {
          "@type": "Offer",
          price: expect.stringMatching(/^\d+\.\d\d$/),
          priceCurrency: "EUR",
          availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/),
        },
      });
      expect(Object.keys(product ?? {}).some((key) => /^gtin(8|12|13|14)$/.test(key))).toBe(true);
    });
  });
}

test("filtered, sorted and later pages are followed but not indexed; page 2 keeps its canonical page", async () => {
  const base = PAGES.category.de;
  const sorted = await headOf(`${base}?sort=price_asc&utm_source=mail`);
  expect(sorted.robots).toBe("noindex, follow");
  expect(sorted.canonical).toBe(`${baseUrl}${base}`);
  const inStock = await headOf(`${base}?avail=1`);
  expect(inStock.robots).toBe("noindex, follow");
  const page2 = await headOf("/en/living?page=2&sort=name_asc");
  expect(page2.robots).toBe("noindex, follow");
  expect(page2.canonical).toBe(`${baseUrl}/en/living?page=2`);
  expect(page2.alternates["de"]).toBe(`${baseUrl}/wohnen?page=2`);
});

test("login and registration are not indexed", async () => {
  for (const path of ["/login", "/en/register"]) {
    const head = await headOf(path);
    expect(head.robots, path).toBe("noindex, follow");
    expect(head.canonical, path).toBe(`${baseUrl}${path}`);
  }
});

test("a client-side navigation replaces the head of the previous page", async ({ page }) => {
  await visit(page, "/en");
  await waitForHydration(page);
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Living", exact: true })
    .click();
  await landOn(page, "/en/living");
  await expect.poll(async () => (await readHead(page)).canonical).toBe(`${baseUrl}/en/living`);
  const head = await readHead(page);
  expect(types(head)).toEqual(["BreadcrumbList", "ItemList"]);
  expect(head.alternates["de"]).toBe(`${baseUrl}/wohnen`);
});

test("/sitemap.xml is well-formed sitemaps.org XML with hreflang alternates", async () => {
  const answer = await fetch(`${baseUrl}/sitemap.xml`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toMatch(/^application\/xml/);
  const xml = await answer.text();
  // A blank page is enough: the browser's XML parser is namespace-aware and strict about well-formedness.
  const page = await openPage();
  const parsed = await page.evaluate((source) => {
    const SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9";
    const XHTML = "http://www.w3.org/1999/xhtml";
    const doc = new DOMParser().parseFromString(source, "application/xml");
    const error = doc.getElementsByTagName("parsererror")[0];
    if (error) return { error: error.textContent ?? "parse error" };
    const root = doc.documentElement;
    const urls = [...root.children].map((url) => ({
      ns: url.namespaceURI,
      name: url.localName,
      children: [...url.children].map((child) => `${child.namespaceURI === XHTML ? "xhtml:" : ""}${child.localName}`),
      loc: url.getElementsByTagNameNS(SITEMAP, "loc")[0]?.textContent ?? "",
      lastmod: url.getElementsByTagNameNS(SITEMAP, "lastmod")[0]?.textContent ?? null,
      alternates: [...url.getElementsByTagNameNS(XHTML, "link")].map((link) => ({
        rel: link.getAttribute("rel"),
        hreflang: link.getAttribute("hreflang"),
        href: link.getAttribute("href") ?? "",
      })),
    }));
    return { error: null, root: { ns: root.namespaceURI, name: root.localName }, urls };
  }, xml);
  expect(parsed.error).toBeNull();
  if (!("urls" in parsed) || !parsed.urls) throw new Error("no urls");
  expect(parsed.root).toEqual({ ns: "http://www.sitemaps.org/schemas/sitemap/0.9", name: "urlset" });
  expect(parsed.urls.length).toBeGreaterThan(300);
  const locs = parsed.urls.map((url) => url.loc);
  expect(new Set(locs).size).toBe(locs.length);
  for (const url of parsed.urls) {
    expect(url.ns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(url.name).toBe("url");
    // sitemaps.org order: loc first, then lastmod; the hreflang links after them.
    expect(url.children[0]).toBe("loc");
    expect(url.children.filter((name) => !name.startsWith("xhtml:"))).toEqual(
      url.lastmod ? ["loc", "lastmod"] : ["loc"],
    );
    expect(url.loc.startsWith(`${baseUrl}/`)).toBe(true);
    if (url.lastmod) expect(Number.isNaN(Date.parse(url.lastmod))).toBe(false);
    expect(url.alternates.map((link) => link.hreflang)).toEqual(["de", "en", "x-default"]);
    for (const link of url.alternates) {
      expect(link.rel).toBe("alternate");
      expect(link.href.startsWith(`${baseUrl}/`)).toBe(true);
    }
    expect(url.alternates.map((link) => link.href)).toContain(url.loc);
  }
  expect(locs).toContain(`${baseUrl}/wohnen/moebel/tische`);
  expect(locs).toContain(`${baseUrl}/en/eske-dining-table_1012`);
  expect(parsed.urls.find((url) => url.loc === `${baseUrl}/esstisch-eske_1012`)?.lastmod).toBeTruthy();
  // The customers-only outlet is no page for search engines.
  expect(locs.some((loc) => /mitglieder-outlet|members-outlet/.test(loc))).toBe(false);
});
