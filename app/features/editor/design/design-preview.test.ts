import { describe, expect, test } from "vitest";
import { DEFAULT_DESIGN_SETTINGS, type DesignSettings } from "#common/design/design-settings.ts";
import { FONT_SUBSETS } from "#common/design/fonts.ts";
import { generatePalette } from "#common/design/palette.ts";
import { themeCss } from "#common/design/theme-css.ts";
import { previewCss } from "./design-preview.ts";
import { fontFacesFromMeta, fontSampleCss, sampleFamily, type FontMeta } from "./font-list.ts";

const LATO: FontMeta = {
  id: "lato",
  family: "Lato",
  label: "Lato",
  category: "sans-serif",
  stack: '"Lato", sans-serif',
  weights: [400, 700],
  preview: "/fonts/lato/5.2.7/lato-latin-400-normal.woff2",
};
const SYSTEM: FontMeta = { ...LATO, id: "system", family: null, label: "Helvetica / Arial", preview: null };

/** The value of one custom property in a stylesheet's :root rule. */
function variable(css: string, name: string): string | undefined {
  return new RegExp(`${name}:([^;}]+)`).exec(css)?.[1];
}

describe("previewCss", () => {
  const design: DesignSettings = { font: "lato", primaryColor: "#7a3fc2", secondaryColor: "#1f6f3a", blockSize: "xl" };

  test("sets the palettes' variables, 500 being the chosen colour, and every stop of both", () => {
    const css = previewCss(design, [SYSTEM, LATO]);
    expect(variable(css, "--color-primary-500")).toBe("#7a3fc2");
    expect(variable(css, "--color-secondary-500")).toBe("#1f6f3a");
    for (const entry of generatePalette("primary", design.primaryColor)?.entries ?? []) {
      expect(variable(css, `--color-primary-${entry.stop}`)).toBe(entry.colour);
    }
    expect(css.match(/--color-primary-\d+:/g)).toHaveLength(12);
  });

  test("sets the block spacing of each size in rem", () => {
    const sizes = { s: "1.875rem", m: "2.5rem", l: "3.125rem", xl: "3.75rem" } as const;
    for (const [blockSize, rem] of Object.entries(sizes)) {
      const css = previewCss({ ...design, blockSize: blockSize as DesignSettings["blockSize"] }, []);
      expect(variable(css, "--block-spacing")).toBe(rem);
    }
  });

  test("is the server's stylesheet for the same design and font files", () => {
    expect(previewCss(design, [SYSTEM, LATO])).toBe(themeCss({ settings: design, fontFaces: fontFacesFromMeta(LATO) }));
    expect(previewCss(DEFAULT_DESIGN_SETTINGS, [SYSTEM, LATO])).toBe(
      themeCss({ settings: DEFAULT_DESIGN_SETTINGS, fontFaces: [] }),
    );
  });

  test("names the chosen font first and loads its self-hosted faces", () => {
    const css = previewCss(design, [SYSTEM, LATO]);
    expect(variable(css, "--font-sans")).toMatch(/^"Lato", /);
    expect(css).toContain('src:url(/fonts/lato/5.2.7/lato-latin-ext-700-normal.woff2) format("woff2")');
  });

  test("without the font list yet, the variables are there and the faces follow later", () => {
    const css = previewCss(design, []);
    expect(css).not.toContain("@font-face");
    expect(variable(css, "--font-sans")).toMatch(/^"Lato", /);
  });
});

describe("fontFacesFromMeta", () => {
  test("gives weights 400 and 700 in Latin and Latin Extended from the preview file's folder", () => {
    const faces = fontFacesFromMeta(LATO);
    expect(faces.map((face) => face.url).sort()).toEqual([
      "/fonts/lato/5.2.7/lato-latin-400-normal.woff2",
      "/fonts/lato/5.2.7/lato-latin-700-normal.woff2",
      "/fonts/lato/5.2.7/lato-latin-ext-400-normal.woff2",
      "/fonts/lato/5.2.7/lato-latin-ext-700-normal.woff2",
    ]);
    expect(new Set(faces.map((face) => face.family))).toEqual(new Set(["Lato"]));
    expect(faces.find((face) => face.url.includes("-latin-ext-"))?.unicodeRange).toBe(FONT_SUBSETS["latin-ext"]);
  });

  test("the system stack and an unknown font have no faces", () => {
    expect(fontFacesFromMeta(SYSTEM)).toEqual([]);
    expect(fontFacesFromMeta(undefined)).toEqual([]);
  });
});

describe("fontSampleCss", () => {
  test("one regular face per downloadable font, under a family of its own", () => {
    const css = fontSampleCss([SYSTEM, LATO]);
    expect(css.match(/@font-face/g)).toHaveLength(1);
    expect(css).toContain(`font-family:"${sampleFamily("lato")}"`);
    expect(css).toContain("src:url(/fonts/lato/5.2.7/lato-latin-400-normal.woff2)");
  });

  test("leaves out a file address that is not one of the shop's font files", () => {
    const hostile = [
      { ...LATO, preview: "https://fonts.example/lato.woff2" },
      { ...LATO, preview: "/fonts/lato/1/x.woff2) ; } body{display:none" },
    ];
    expect(fontSampleCss(hostile)).toBe("");
  });
});
