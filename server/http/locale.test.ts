import { describe, expect, it } from "vitest";
import { isLocale, localeFromAcceptLanguage, localeFromPath, preferredLocale } from "./locale.ts";

describe("isLocale", () => {
  it("accepts only the locales with message texts", () => {
    expect(isLocale("de")).toBe(true);
    expect(isLocale("en")).toBe(true);
    expect(isLocale("fr")).toBe(false);
    expect(isLocale("EN")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(isLocale(["de"])).toBe(false);
  });
});

describe("localeFromPath", () => {
  it("reads the first path segment", () => {
    expect(localeFromPath("/en")).toBe("en");
    expect(localeFromPath("/en/cart")).toBe("en");
    expect(localeFromPath("/de/wohnen/moebel")).toBe("de");
  });

  it("finds no locale in unprefixed or look-alike paths", () => {
    expect(localeFromPath("/")).toBeNull();
    expect(localeFromPath("/cart")).toBeNull();
    expect(localeFromPath("/english/cart")).toBeNull();
    expect(localeFromPath("/fr/cart")).toBeNull();
    expect(localeFromPath("/wohnen/en")).toBeNull();
  });
});

describe("localeFromAcceptLanguage", () => {
  it("picks the supported language with the highest q-value", () => {
    expect(localeFromAcceptLanguage("de;q=0.5, en;q=0.9")).toBe("en");
    expect(localeFromAcceptLanguage("en;q=0.4, de;q=0.6")).toBe("de");
  });

  it("skips unsupported languages, however preferred", () => {
    expect(localeFromAcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7")).toBe("en");
    expect(localeFromAcceptLanguage("fr, it;q=0.9")).toBeNull();
  });

  it("matches on the language prefix of a regional tag, in any case", () => {
    expect(localeFromAcceptLanguage("en-US")).toBe("en");
    expect(localeFromAcceptLanguage("DE-at,en;q=0.1")).toBe("de");
  });

  it("keeps header order between equal q-values (q defaults to 1)", () => {
    expect(localeFromAcceptLanguage("en, de")).toBe("en");
    expect(localeFromAcceptLanguage("de, en")).toBe("de");
    expect(localeFromAcceptLanguage("en;q=1, de")).toBe("en");
  });

  it("drops languages with q=0 or an unreadable q", () => {
    expect(localeFromAcceptLanguage("en;q=0, de;q=0.1")).toBe("de");
    expect(localeFromAcceptLanguage("en;q=0")).toBeNull();
    expect(localeFromAcceptLanguage("en;q=abc, de;q=0.2")).toBe("de");
  });

  it("returns null for missing, empty and wildcard headers", () => {
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
    expect(localeFromAcceptLanguage(null)).toBeNull();
    expect(localeFromAcceptLanguage("")).toBeNull();
    expect(localeFromAcceptLanguage("*")).toBeNull();
  });

  it("reads only the first 20 entries of a very long header", () => {
    const filler = Array.from({ length: 25 }, (_, index) => `x${index}`).join(", ");
    expect(localeFromAcceptLanguage(`${filler}, en`)).toBeNull();
    expect(localeFromAcceptLanguage(`en, ${filler}`)).toBe("en");
  });
});

describe("preferredLocale", () => {
  it("prefers the cookie over the browser language", () => {
    expect(preferredLocale("de", "en-GB,en;q=0.9")).toBe("de");
    expect(preferredLocale("en", "de")).toBe("en");
  });

  it("ignores an invalid cookie and falls back to the browser language", () => {
    expect(preferredLocale("fr", "en")).toBe("en");
    expect(preferredLocale("", "en")).toBe("en");
  });

  it("falls back to the given default, and to German without one", () => {
    expect(preferredLocale(undefined, "fr")).toBe("de");
    expect(preferredLocale(undefined, undefined, "en")).toBe("en");
    expect(preferredLocale(undefined, null)).toBe("de");
  });
});
