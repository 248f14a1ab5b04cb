import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap-xml.ts";

describe("sitemapXml", () => {
  const xml = sitemapXml("https://shop.example", [
    { paths: { de: "/", en: "/" }, lastmod: "2026-11-01T10:00:00.000Z" },
    { paths: { de: "/küche&bad", en: "/kitchen" }, lastmod: null },
    { paths: { en: "/only-english_7" }, lastmod: null },
    { paths: {}, lastmod: null },
  ]);
  const urls = xml.match(/<url>.*?<\/url>/g) ?? [];

  it("declares both namespaces and has one <url> per language of a page", () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(urls.map((url) => /<loc>(.*?)<\/loc>/.exec(url)?.[1])).toEqual([
      "https://shop.example/",
      "https://shop.example/en",
      "https://shop.example/küche&amp;bad",
      "https://shop.example/en/kitchen",
      "https://shop.example/en/only-english_7",
    ]);
  });

  it("names every language and x-default as alternates, and the last change where known", () => {
    expect(urls[1]).toBe(
      "<url><loc>https://shop.example/en</loc><lastmod>2026-11-01T10:00:00.000Z</lastmod>" +
        '<xhtml:link rel="alternate" hreflang="de" href="https://shop.example/"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/en"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/"/></url>',
    );
    expect(urls[2]).not.toContain("<lastmod>");
    expect(urls[4]).toContain('hreflang="x-default" href="https://shop.example/en/only-english_7"');
  });
});
