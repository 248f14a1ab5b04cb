import { describe, expect, it } from "vitest";
import { PAGE_SLUG_MAX } from "#common/schemas/pages.ts";
import {
  isReservedPath,
  isValidCanonical,
  isValidSlug,
  joinPath,
  normalizeKeywords,
  slugFromName,
  uniqueSlug,
} from "./category-slug.ts";

describe("slugFromName", () => {
  it("writes German umlauts and ß as ae, oe, ue, ss and drops other accents", () => {
    expect(slugFromName("Über uns")).toBe("ueber-uns");
    expect(slugFromName("Größe & Maße")).toBe("groesse-masse");
    expect(slugFromName("Küchenhelfer")).toBe("kuechenhelfer");
    expect(slugFromName("Café Crème")).toBe("cafe-creme");
  });

  it("keeps letters and digits, joins the rest with single dashes and trims them", () => {
    expect(slugFromName("  Summer Sale 2026!! ")).toBe("summer-sale-2026");
    expect(slugFromName("a -- b")).toBe("a-b");
  });

  it("answers 'page' for a name without letters or digits and stays within the slug length", () => {
    expect(slugFromName("!!!")).toBe("page");
    expect(slugFromName("日本")).toBe("page");
    const long = slugFromName(`${"a".repeat(99)} bbb`);
    expect(long.length).toBeLessThanOrEqual(PAGE_SLUG_MAX);
    expect(isValidSlug(long)).toBe(true);
  });
});

describe("uniqueSlug", () => {
  it("numbers a taken slug from 2 on, within the length limit", () => {
    const taken = new Set(["sale", "sale-2"]);
    expect(uniqueSlug("sale", (slug) => !taken.has(slug))).toBe("sale-3");
    expect(uniqueSlug("new", (slug) => !taken.has(slug))).toBe("new");
    const long = "x".repeat(PAGE_SLUG_MAX);
    const next = uniqueSlug(long, (slug) => slug !== long);
    expect(next).toHaveLength(PAGE_SLUG_MAX);
    expect(next.endsWith("-2")).toBe(true);
  });
});

describe("slug and URL rules", () => {
  it("accepts only lower-case segments with single inner dashes", () => {
    for (const ok of ["a", "summer-sale", "abc-123-x"]) expect(isValidSlug(ok), ok).toBe(true);
    for (const bad of ["", "-a", "a-", "a--b", "A", "a b", "a/b", "ä", "a_b", "x".repeat(PAGE_SLUG_MAX + 1)]) {
      expect(isValidSlug(bad), bad).toBe(false);
    }
  });

  it("joins paths without the homepage's empty slug", () => {
    expect(joinPath("", "sale")).toBe("sale");
    expect(joinPath("wohnen", "sale")).toBe("wohnen/sale");
    expect(joinPath("", "")).toBe("");
  });

  it("reserves the shop's own first segments only at the top", () => {
    expect(isReservedPath("cart")).toBe(true);
    expect(isReservedPath("en")).toBe(true);
    expect(isReservedPath("editor/anything")).toBe(true);
    expect(isReservedPath("wohnen/cart")).toBe(false);
    expect(isReservedPath("carts")).toBe(false);
  });

  it("takes an empty canonical or an absolute http(s) URL", () => {
    for (const ok of ["", "https://example.com/x", "http://shop.test/a?b=1"])
      expect(isValidCanonical(ok), ok).toBe(true);
    for (const bad of ["/relative", "javascript:alert(1)", "ftp://x.de", "https://", "example.com"]) {
      expect(isValidCanonical(bad), bad).toBe(false);
    }
  });

  it("trims keywords and drops empty ones", () => {
    expect(normalizeKeywords(" tisch ,esstisch,, eiche ")).toBe("tisch, esstisch, eiche");
    expect(normalizeKeywords(" , ")).toBe("");
  });
});
