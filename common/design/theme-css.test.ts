import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_DESIGN_SETTINGS } from "./design-settings.ts";
import { preloadFontUrl, themeCss, themeVariables, type DesignTheme } from "./theme-css.ts";

const inter: DesignTheme = {
  settings: { font: "inter", primaryColor: "#aa0000", secondaryColor: "#0000aa", blockSize: "xl" },
  fontFaces: [
    {
      family: "Inter",
      weight: 400,
      url: "/fonts/inter/5.3.0/inter-latin-400-normal.woff2",
      unicodeRange: "U+0000-00FF",
    },
    {
      family: "Inter",
      weight: 400,
      url: "/fonts/inter/5.3.0/inter-latin-ext-400-normal.woff2",
      unicodeRange: "U+0100-02BA",
    },
    {
      family: "Inter",
      weight: 700,
      url: "/fonts/inter/5.3.0/inter-latin-700-normal.woff2",
      unicodeRange: "U+0000-00FF",
    },
  ],
};

describe("themeVariables", () => {
  it("names both palettes 0-1000, the block spacing and the font stack", () => {
    const variables = themeVariables(inter.settings);
    expect(variables["--color-primary-500"]).toBe("#aa0000");
    expect(variables["--color-secondary-500"]).toBe("#0000aa");
    expect(variables["--color-primary-0"]).toBe("#ffffff");
    expect(Object.keys(variables).filter((name) => name.startsWith("--color-"))).toHaveLength(24);
    expect(variables["--block-spacing"]).toBe("3.75rem");
    expect(variables["--font-sans"]).toMatch(/^"Inter", /);
  });

  it.each([
    ["s", "1.875rem"],
    ["m", "2.5rem"],
    ["l", "3.125rem"],
    ["xl", "3.75rem"],
  ] as const)("gives block size %s a spacing of %s", (blockSize, spacing) => {
    expect(themeVariables({ ...DEFAULT_DESIGN_SETTINGS, blockSize })["--block-spacing"]).toBe(spacing);
  });
});

describe("themeCss", () => {
  it("renders the font faces and the variables on :root", () => {
    const css = themeCss(inter);
    expect(css).toContain(
      '@font-face{font-family:"Inter";font-style:normal;font-weight:400;font-display:swap;' +
        'src:url(/fonts/inter/5.3.0/inter-latin-400-normal.woff2) format("woff2");unicode-range:U+0000-00FF}',
    );
    expect(css).toMatch(/:root\{--color-primary-0:#ffffff;.*--color-primary-500:#aa0000;.*--block-spacing:3.75rem;/);
    expect(css).not.toContain("</");
  });

  it("preloads the regular Latin face only, and nothing for the system font", () => {
    expect(preloadFontUrl(inter)).toBe("/fonts/inter/5.3.0/inter-latin-400-normal.woff2");
    expect(preloadFontUrl({ settings: DEFAULT_DESIGN_SETTINGS, fontFaces: [] })).toBeNull();
  });
});

describe("app/app.css", () => {
  it("holds the default design's variables (the look before the server's style applies)", () => {
    const css = readFileSync(new URL("../../app/app.css", import.meta.url), "utf8");
    for (const [name, value] of Object.entries(themeVariables(DEFAULT_DESIGN_SETTINGS))) {
      expect(css).toContain(`${name}: ${value};`);
    }
  });
});
