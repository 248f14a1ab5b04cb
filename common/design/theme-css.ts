import { BLOCK_SPACING_REM, DEFAULT_DESIGN_SETTINGS, type DesignSettings } from "./design-settings.ts";
import { fontById, SYSTEM_FONT, type FontWeight } from "./fonts.ts";
import { generatePalette } from "./palette.ts";

/** One @font-face of the chosen font, with the URL the shop serves it at. */
export type FontFaceRule = { family: string; weight: FontWeight; url: string; unicodeRange: string };

/** What the storefront needs to render the saved design: the settings and the chosen font's files. */
export type DesignTheme = { settings: DesignSettings; fontFaces: FontFaceRule[] };

const PALETTES = [
  ["primary", "primaryColor"],
  ["secondary", "secondaryColor"],
] as const;

/** The CSS variables of the design (the Tailwind theme in app/app.css reads them). */
export function themeVariables(settings: DesignSettings): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, key] of PALETTES) {
    // Settings are validated when saved and read; the default only guards against a bad row.
    const palette = generatePalette(name, settings[key]) ?? generatePalette(name, DEFAULT_DESIGN_SETTINGS[key]);
    for (const entry of palette?.entries ?? []) variables[`--color-${name}-${entry.stop}`] = entry.colour;
  }
  variables["--block-spacing"] = `${BLOCK_SPACING_REM[settings.blockSize]}rem`;
  variables["--font-sans"] = (fontById(settings.font) ?? SYSTEM_FONT).stack;
  return variables;
}

/**
 * The stylesheet rendered into the document head: the chosen font's faces and the
 * variables on :root. Unlayered, so it wins over Tailwind's layered theme defaults.
 * Every value comes from validated settings or the font catalogue, never free text.
 */
export function themeCss(theme: DesignTheme): string {
  const faces = theme.fontFaces.map(
    (face) =>
      `@font-face{font-family:"${face.family}";font-style:normal;font-weight:${face.weight};font-display:swap;` +
      `src:url(${face.url}) format("woff2");unicode-range:${face.unicodeRange}}`,
  );
  const variables = Object.entries(themeVariables(theme.settings))
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  return [...faces, `:root{${variables}}`].join("\n");
}

/** The face to preload: regular weight, Latin subset (what every page uses first). */
export function preloadFontUrl(theme: DesignTheme): string | null {
  return theme.fontFaces.find((face) => face.weight === 400 && face.url.includes("-latin-400-"))?.url ?? null;
}
