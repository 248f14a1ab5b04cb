import { describe, expect, it } from "vitest";
import { createSlugRegistry, slugify } from "./slug.ts";

describe("slugify", () => {
  it("transliterates German umlauts and ß instead of dropping them", () => {
    expect(slugify("Küchenhelfer")).toBe("kuechenhelfer");
    expect(slugify("Größe Öl Übertopf")).toBe("groesse-oel-uebertopf");
    expect(slugify("Fußschalter")).toBe("fussschalter");
    expect(slugify("ÄÖÜ")).toBe("aeoeue");
  });

  it("strips other accents and joins words with single hyphens", () => {
    expect(slugify("Bouclé-Kissen Wolke")).toBe("boucle-kissen-wolke");
    expect(slugify("  Samtsofa Fjord 2,5-Sitzer ")).toBe("samtsofa-fjord-2-5-sitzer");
    expect(slugify("Harbor Boom – B-Ware (geprüft)")).toBe("harbor-boom-b-ware-geprueft");
    expect(slugify("Kaffee & Tee / 100 %")).toBe("kaffee-tee-100");
  });

  it("keeps only lower-case ASCII letters, digits and hyphens", () => {
    for (const text of ["Über uns", "Ø 24 cm", "København V", "3-in-1 Ladestation", "Crème brûlée"]) {
      expect(slugify(text)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});

describe("createSlugRegistry", () => {
  it("numbers repeated slugs so every slug stays unique", () => {
    const slug = createSlugRegistry();
    expect(slug("Sessel Otto")).toBe("sessel-otto");
    expect(slug("Sessel  Otto")).toBe("sessel-otto-2");
    expect(slug("sessel otto")).toBe("sessel-otto-3");
    expect(slug("Sessel Ylva")).toBe("sessel-ylva");
  });

  it("keeps registries independent, one per language", () => {
    const de = createSlugRegistry();
    const en = createSlugRegistry();
    expect(de("Audio")).toBe("audio");
    expect(en("Audio")).toBe("audio");
  });

  it("gives text without any letters a fallback slug", () => {
    expect(createSlugRegistry()("–")).toBe("item");
  });
});
