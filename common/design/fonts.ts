/**
 * The fonts operators can choose (docs/glossary.md, editor spec §7: /fonts/meta.json). Every family
 * except the system stack is a pinned @fontsource package served by the shop itself
 * (never a remote font service), weights 400 and 700, Latin and Latin Extended subsets.
 */
export type FontCategory = "sans-serif" | "serif";
export type FontChoice = {
  id: string;
  /** The CSS family name; null for the system stack, which downloads nothing. */
  family: string | null;
  label: string;
  category: FontCategory;
  /** The font-family value: the family first, then fallbacks of the same kind. */
  stack: string;
};

const SANS_FALLBACK = 'ui-sans-serif, system-ui, "Helvetica Neue", Arial, sans-serif';
const SERIF_FALLBACK = 'ui-serif, Georgia, "Times New Roman", serif';

const family = (id: string, name: string, category: FontCategory): FontChoice => ({
  id,
  family: name,
  label: name,
  category,
  stack: `"${name}", ${category === "serif" ? SERIF_FALLBACK : SANS_FALLBACK}`,
});

/** The shop's original look, and the default: nothing to download. */
export const SYSTEM_FONT: FontChoice = {
  id: "system",
  family: null,
  label: "Helvetica / Arial",
  category: "sans-serif",
  stack: '"Helvetica Neue", Helvetica, Arial, ui-sans-serif, system-ui, sans-serif',
};

export const FONTS = [
  SYSTEM_FONT,
  family("inter", "Inter", "sans-serif"),
  family("roboto", "Roboto", "sans-serif"),
  family("open-sans", "Open Sans", "sans-serif"),
  family("lato", "Lato", "sans-serif"),
  family("montserrat", "Montserrat", "sans-serif"),
  family("source-sans-3", "Source Sans 3", "sans-serif"),
  family("nunito", "Nunito", "sans-serif"),
  family("work-sans", "Work Sans", "sans-serif"),
  family("merriweather", "Merriweather", "serif"),
  family("playfair-display", "Playfair Display", "serif"),
] as const satisfies readonly FontChoice[];

export const FONT_IDS = FONTS.map((font) => font.id) as [string, ...string[]];
export const FONT_WEIGHTS = [400, 700] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];

/** Unicode ranges of the @fontsource subsets (their unicode.json); German needs only latin. */
export const FONT_SUBSETS = {
  latin:
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  "latin-ext":
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
} as const;
export type FontSubset = keyof typeof FONT_SUBSETS;

export function fontById(id: string): FontChoice | undefined {
  return FONTS.find((font) => font.id === id);
}

/** The woff2 file name inside the package's files/ folder. */
export function fontFileName(id: string, subset: FontSubset, weight: FontWeight): string {
  return `${id}-${subset}-${weight}-normal.woff2`;
}
