import { describe, expect, it } from "vitest";
import { localizedPath, localizedUrls, pageSeo, robotsContent, seoMeta, type SeoInput } from "./seo.ts";

const input = (overrides: Partial<SeoInput> = {}): SeoInput => ({
  origin: "https://shop.example",
  locale: "en",
  siteName: "Shop",
  title: "Lamps",
  description: "All lamps",
  keywords: "lamp, light",
  paths: { de: "/wohnen/lampen", en: "/living/lamps" },
  ...overrides,
});

describe("robotsContent", () => {
  it("spells every editor option as index/follow directives, ALL by default", () => {
    expect(robotsContent("ALL")).toBe("index, follow");
    expect(robotsContent("INDEX")).toBe("index, follow");
    expect(robotsContent("NOFOLLOW")).toBe("index, nofollow");
    expect(robotsContent("NOINDEX")).toBe("noindex, follow");
    expect(robotsContent("NOINDEX_NOFOLLOW")).toBe("noindex, nofollow");
    expect(robotsContent("whatever")).toBe("index, follow");
  });

  it("keeps the setting's follow directive when a variant is not to be indexed", () => {
    expect(robotsContent("ALL", { noindex: true })).toBe("noindex, follow");
    expect(robotsContent("NOFOLLOW", { noindex: true })).toBe("noindex, nofollow");
  });
});

describe("localized URLs", () => {
  it("leave German unprefixed and put English under /en", () => {
    expect(localizedPath("de", "/")).toBe("/");
    expect(localizedPath("en", "/")).toBe("/en");
    expect(localizedPath("de", "wohnen")).toBe("/wohnen");
    expect(localizedPath("en", "/living")).toBe("/en/living");
    expect(localizedUrls("https://s.x", { de: "/a", en: "/b" }, "?page=2")).toEqual({
      de: "https://s.x/a?page=2",
      en: "https://s.x/en/b?page=2",
    });
  });
});

describe("pageSeo and seoMeta", () => {
  it("give canonical, hreflang alternates with x-default, robots and Open Graph", () => {
    const seo = pageSeo(input({ search: "?page=2", image: "https://shop.example/a.jpg", type: "product" }));
    expect(seo.canonical).toBe("https://shop.example/en/living/lamps?page=2");
    const meta = seoMeta(seo);
    expect(meta).toEqual([
      { title: "Lamps" },
      { name: "robots", content: "index, follow" },
      { tagName: "link", rel: "canonical", href: "https://shop.example/en/living/lamps?page=2" },
      { tagName: "link", rel: "alternate", hrefLang: "de", href: "https://shop.example/wohnen/lampen?page=2" },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://shop.example/en/living/lamps?page=2" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://shop.example/wohnen/lampen?page=2" },
      { property: "og:type", content: "product" },
      { property: "og:title", content: "Lamps" },
      { property: "og:url", content: "https://shop.example/en/living/lamps?page=2" },
      { property: "og:site_name", content: "Shop" },
      { property: "og:locale", content: "en_GB" },
      { property: "og:locale:alternate", content: "de_DE" },
      { name: "description", content: "All lamps" },
      { property: "og:description", content: "All lamps" },
      { name: "keywords", content: "lamp, light" },
      { property: "og:image", content: "https://shop.example/a.jpg" },
    ]);
  });

  it("name only the languages a page exists in, and fall back to one of them for x-default", () => {
    const seo = pageSeo(input({ paths: { en: "/only-english" } }));
    expect(seo.alternates).toEqual([
      { hrefLang: "en", href: "https://shop.example/en/only-english" },
      { hrefLang: "x-default", href: "https://shop.example/en/only-english" },
    ]);
    expect(seo.ogAlternateLocales).toEqual([]);
  });

  it("use an operator's canonical URL, made absolute when it is a path", () => {
    expect(pageSeo(input({ canonicalOverride: "/wohnen" })).canonical).toBe("https://shop.example/wohnen");
    expect(pageSeo(input({ canonicalOverride: "https://other.example/x" })).canonical).toBe("https://other.example/x");
  });

  it("leave out empty description and keywords, and give nothing without data", () => {
    const meta = seoMeta(pageSeo(input({ description: " ", keywords: "" })));
    expect(meta.some((tag) => "name" in tag && (tag.name === "description" || tag.name === "keywords"))).toBe(false);
    expect(seoMeta(undefined)).toEqual([]);
  });
});
